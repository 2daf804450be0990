import { fileURLToPath } from 'node:url';
import { type HtmlTagDescriptor, type Plugin, runnerImport } from 'vite';

type Features = typeof import('../src/app/features');
type Brand = typeof import('../src/features/account/components/brandLines');
type Theme = typeof import('../src/app/theme');

/** The app's own modules, read as the app reads them (through Vite: their imports of styles resolve). */
async function load<T>(file: string): Promise<T> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { module } = await runnerImport<T>(fileURLToPath(new URL(file, import.meta.url)), {
    configFile: false,
    root,
    logLevel: 'error',
  });
  return module;
}

/**
 * The page's frame painted from the HTML itself, before any script has arrived: on a phone over a
 * slow line the entry takes seconds, and until now nothing showed. A small script inline in
 * index.html reads the address and whether a session is stored, and writes into #root what the app
 * will paint there first: the sign-in page's brand, title and welcome line, or the shell's bar with
 * the screen's title and its line (a list's description). On a record's screen whose route declares
 * a summary (recordRead), it reads the record too and adds its number and summary line. React
 * replaces it on its first render.
 *
 * The titles and lines come from the routes themselves (feature.ts, routes.tsx), read here at build
 * time, so the frame and the screens cannot differ. The server allows this one inline script by
 * its hash (Content-Security-Policy); nothing else inline runs.
 */
export function pageFrame(): Plugin {
  // Read once, and again in `vite dev` only after a source file changed (not on every page load).
  let frame: Promise<{ start: string; tags: HtmlTagDescriptor[] }> | undefined;
  return {
    name: 'freightdesk-page-frame',
    configureServer(server) {
      server.watcher.on('change', () => {
        frame = undefined;
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => {
        frame ??= frameParts();
        const { start, tags } = await frame;
        // Right after the charset: a record's read leaves before the ~50 requests of the app's
        // code (listed next in the head) queue up for the browser's six connections.
        return { html: html.replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1<script>${start}</script>`), tags };
      },
    },
  };
}

async function frameParts(): Promise<{ start: string; tags: HtmlTagDescriptor[] }> {
  const features = await load<Features>('../src/app/features.ts');
  const { brandLines } = await load<Brand>('../src/features/account/components/brandLines.ts');
  const { theme } = await load<Theme>('../src/app/theme.ts');
  // The theme's font is set by Mantine's provider, from script: the frame names it itself.
  const font = `#root{font-family:${theme.fontFamily};font-size:16px;line-height:1.55}`;
  return {
    start: `(${start.toString()})(${JSON.stringify(routeData(features))});`,
    tags: [
      { tag: 'style', children: `${font}\n${css}`, injectTo: 'head' },
      // At the end of the body: after #root, before the entry (a module, run once parsing ends).
      { tag: 'script', children: `(${paint.toString()})(${JSON.stringify(brandLines)});`, injectTo: 'body' },
    ],
  };
}

function routeData({ shellRoutes, signInRoute, accountRoutes }: Features): Routes {
  return {
    // [path pattern, title, line under it, the record's read and summary] of each screen in the shell.
    shell: shellRoutes.map((r) => [r.path, r.title, r.description ?? '', r.prefetch?.frame ?? null]),
    signIn: [signInRoute.path, signInRoute.title, signInRoute.description ?? ''],
    public: accountRoutes.map((r) => r.path),
  };
}

type Summary = { path: string; number: string; line: readonly string[] } | null;
type ShellScreen = [string, string, string, Summary];
interface Routes {
  shell: ShellScreen[];
  signIn: string[];
  public: string[];
}
/** What the head's script found for the address, for the body's to paint. */
interface Frame {
  /** Nothing to paint (a public page: reset password…), the sign-in page, or a shell screen. */
  kind: 'none' | 'signIn' | 'shell';
  title: string;
  line: string;
  /** A record screen's read of the record, answered with the record (or null). */
  record?: Promise<Record<string, unknown> | null>;
  /** The record's address, and the record once read: the app's first render shows it at once. */
  url?: string;
  answer?: Record<string, unknown> | null;
  summary?: Summary;
}

/**
 * In the browser, first in the head, with the routes above. Plain ES2017, no imports: it runs before
 * everything. Finds the screen of the address as React Router will, and for a record screen whose
 * route declares a summary, starts the record's read (the app takes its answer: api/frameRead.ts).
 */
function start(d: Routes) {
  const w = window as unknown as { __fdFrame?: Frame; __fdFrameRead?: unknown };
  // React Router's ranking, enough for these patterns: a fixed segment beats a parameter beats a splat.
  const score = (pattern: string, path: string) => {
    const want = pattern.split('/').filter(Boolean);
    const got = path.split('/').filter(Boolean);
    let total = 0;
    for (let i = 0; i < want.length; i++) {
      const x = want[i] as string;
      if (x === '*') return total - 2;
      if (i >= got.length) return -1;
      if (x.charAt(0) === ':') total += 3;
      else if (x.toLowerCase() === (got[i] as string).toLowerCase()) total += 10;
      else return -1;
    }
    return got.length === want.length ? total : -1;
  };
  const path = location.pathname;
  let token: string | null = null;
  try {
    token = localStorage.getItem('jwtToken') || sessionStorage.getItem('jwtToken');
  } catch {
    // storage refused: the app will show sign-in
  }
  if (d.public.some((p) => score(p, path) >= 0)) {
    w.__fdFrame = { kind: 'none', title: '', line: '' };
    return;
  }
  if (!token || score(d.signIn[0] as string, path) >= 0) {
    w.__fdFrame = { kind: 'signIn', title: d.signIn[1] as string, line: d.signIn[2] as string };
    return;
  }
  let best: ShellScreen | null = null;
  let bestScore = -1;
  for (const f of d.shell) {
    const s = score(f[0], path);
    if (s > bestScore) {
      best = f;
      bestScore = s;
    }
  }
  const frame: Frame = { kind: 'shell', title: best ? best[1] : '', line: best ? best[2] : '' };
  w.__fdFrame = frame;
  // A record's screen: the pattern's :id is the record's (0 is a new record: nothing to read).
  const summary = best ? best[3] : null;
  const at = best ? best[0].split('/').indexOf(':id') : -1;
  const id = path.split('/')[at] || '';
  if (!summary || at < 0 || !/^[1-9][0-9]*$/.test(id)) return;
  const url = summary.path.replace(':id', id);
  const res = fetch(url, { headers: { Accept: 'application/json', Authorization: `Bearer ${token}` } });
  w.__fdFrameRead = { url, token, res };
  frame.summary = summary;
  frame.url = url;
  // A copy of the answer for the frame; the app reads the response itself.
  frame.record = res
    .then((r) => (r.ok ? r.clone().json() : null))
    .then((record: Record<string, unknown> | null) => {
      frame.answer = record;
      return record;
    })
    .catch(() => null);
}

/**
 * In the browser, at the end of the body, with the brand's lines: paints what the head's script
 * found into #root, and a record's number and summary line as its read answers, unless the app has
 * taken the page over by then.
 */
function paint(brand: { pitch: string; tagline: string; copyright: string }) {
  const root = document.getElementById('root');
  const frame = (window as unknown as { __fdFrame?: Frame }).__fdFrame;
  if (!root || root.firstChild || !frame || frame.kind === 'none') return;
  const esc = (s: string) =>
    s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);
  const mark = (inverse: boolean) =>
    `<span class="fdf-mark"><span class="fdf-tile"></span><span class="fdf-word${inverse ? ' fdf-inverse' : ''}">FreightDesk</span></span>`;
  if (frame.kind === 'signIn') {
    root.innerHTML =
      `<div class="fdf-auth"><div class="fdf-brand">${mark(true)}<div><p class="fdf-pitch">${esc(brand.pitch)}</p>` +
      `<p class="fdf-tagline">${esc(brand.tagline)}</p></div><span class="fdf-copy">${esc(brand.copyright)}</span></div>` +
      `<div class="fdf-form-panel"><div class="fdf-mobile-brand">${mark(false)}</div><div class="fdf-card">` +
      `<h1 class="fdf-title fdf-auth-title">${esc(frame.title)}</h1><p class="fdf-line">${esc(frame.line)}</p>` +
      '</div></div></div>';
    return;
  }
  const header = (title: string, line: string) =>
    (title ? `<h1 class="fdf-title">${esc(title)}</h1>` : '') + (line ? `<p class="fdf-line">${esc(line)}</p>` : '');
  root.innerHTML = `<div class="fdf-bar"></div><div class="fdf-body"><div class="fdf-nav"></div><div class="fdf-main">${header(frame.title, frame.line)}</div></div>`;
  const summary = frame.summary;
  if (!frame.record || !summary) return;
  void frame.record.then((record) => {
    const main = root.querySelector('.fdf-main');
    if (!record || !main) return;
    const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
    const line = summary.line
      .map((f) => text(record[f]))
      .filter(Boolean)
      .join(' \u00b7 ');
    main.innerHTML = header(`${frame.title} ${text(record[summary.number])}`, line);
  });
}

/**
 * As the app's own frame draws them (Shell.module.css, PageHeader, AuthLayout), at both widths. A
 * line under a title stands a hair taller than the app's (1.6 against 1.55): the same text drawn
 * again by React is then not taken for a later, larger paint of the page's main content.
 */
const css = `
.fdf-bar{position:sticky;top:0;height:60px;background:var(--fd-header-bg,#0b2e45);box-shadow:0 1px 3px rgba(11,46,69,.25)}
.fdf-body{display:flex;align-items:flex-start}
.fdf-nav{flex-shrink:0;width:248px;height:calc(100vh - 60px);background:#fff;border-right:1px solid var(--mantine-color-gray-3,#dee2e6)}
.fdf-main{flex:1;min-width:0;padding:32px}
.fdf-title{margin:0;font-size:26px;font-weight:650;line-height:1.3;color:var(--mantine-color-text,#000)}
.fdf-auth .fdf-title{font-size:26px}
.fdf-copy{font-size:12px;color:var(--mantine-color-freight-2,#9ccfe5)}
.fdf-line{margin:2px 0 0;color:var(--mantine-color-dimmed,#5b6670);line-height:1.6}
.fdf-auth{min-height:100vh;display:grid;grid-template-columns:minmax(320px,5fr) 7fr}
.fdf-brand{display:flex;flex-direction:column;justify-content:space-between;padding:40px 48px;background:radial-gradient(circle at 20% 80%,rgba(38,166,154,.35),transparent 55%),linear-gradient(160deg,#0b2e45 0%,#00577c 60%,#00729f 100%)}
.fdf-pitch{margin:0;max-width:420px;font-size:30px;font-weight:700;line-height:1.2;color:#fff}
.fdf-tagline{margin:8px 0 0;max-width:420px;color:var(--mantine-color-freight-1,#cde7f2)}
.fdf-form-panel{display:flex;flex-direction:column;align-items:center;justify-content:center;padding:32px 20px}
.fdf-mobile-brand{display:none;margin-bottom:24px}
.fdf-card{box-sizing:border-box;width:100%;max-width:420px;min-height:424px;padding:36px;border:1px solid var(--mantine-color-gray-3,#dee2e6);border-radius:16px;background:#fff;box-shadow:0 1px 3px rgba(0,0,0,.05),0 1px 2px rgba(0,0,0,.1)}
.fdf-auth-title{margin-bottom:4px}
.fdf-mark{display:flex;align-items:center;gap:10px}
.fdf-tile{width:34px;height:34px;border-radius:8px;background:linear-gradient(135deg,var(--mantine-color-freight-5,#2393c7),var(--mantine-color-teal-5,#20c997))}
.fdf-word{font-size:19px;font-weight:750;letter-spacing:-.3px;color:var(--mantine-color-freight-9,#00577c)}
.fdf-inverse{color:#fff}
@media (max-width:48em){
.fdf-nav{display:none}
.fdf-main{padding:16px}
.fdf-title{font-size:22px}
.fdf-auth{grid-template-columns:1fr}
.fdf-brand{display:none}
.fdf-mobile-brand{display:block}
.fdf-form-panel{justify-content:flex-start;padding-top:48px}
.fdf-card{padding:20px;min-height:392px}
}`.trim();
