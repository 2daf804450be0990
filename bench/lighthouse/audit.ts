/**
 * One Lighthouse run of one page in Debian's Chromium, and the figures the benchmark prints.
 * The app keeps its token in localStorage under `jwtToken` (apps/web/src/auth/tokenStore.ts);
 * Lighthouse 12 clears the origin's caches, service workers and cache storage before each run but
 * not localStorage, so a token written before the run signs the page in.
 */
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Result } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags of the issue and of e2e/playwright.config.ts (no background traffic to skew the trace). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export type Preset = 'mobile' | 'desktop';

export interface Figures {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  /** Script bytes transferred (compressed, as on the wire). */
  scriptBytes: number;
  /** Lighthouse's measure of the machine's speed: lower when other work shares the cores. */
  benchmarkIndex: number;
}

export interface Chromium {
  browser: Browser;
  close(): Promise<void>;
}

export async function startChromium(): Promise<Chromium> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  return {
    browser,
    close: async () => {
      await browser.disconnect();
      chrome.kill();
    },
  };
}

/**
 * Audits `url` once. `token` null: signed out (the sign-in page); otherwise the page opens signed
 * in. A signed-in page that ends on /login means the token did not take: that is an error, not a figure.
 */
export async function auditOnce(
  chromium: Chromium,
  origin: string,
  path: string,
  token: string | null,
  preset: Preset,
): Promise<{ figures: Figures; lhr: Result }> {
  const page = await chromium.browser.newPage();
  try {
    // A same-origin address that loads no app, to write (or clear) the token before the run.
    await page.goto(`${origin}/api/health`);
    const write = token ? `localStorage.setItem('jwtToken', ${JSON.stringify(token)})` : 'localStorage.clear()';
    await page.evaluate(`sessionStorage.clear(); ${write}`);
    const result = await lighthouse(
      `${origin}${path}`,
      { logLevel: 'error', output: 'json', onlyCategories: ['performance'] },
      preset === 'desktop' ? desktopConfig : undefined,
      page,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (token && landed === '/login') throw new Error(`${path} ended on /login: the token did not sign it in`);
    return { figures: figuresOf(lhr), lhr };
  } finally {
    await page.close();
  }
}

function figuresOf(lhr: Result): Figures {
  const value = (id: string) => {
    const audit = lhr.audits[id];
    if (audit?.numericValue === undefined) throw new Error(`no ${id} in the report`);
    return audit.numericValue;
  };
  const summary = lhr.audits['resource-summary']?.details as
    | { items: { resourceType: string; transferSize: number }[] }
    | undefined;
  const score = lhr.categories.performance?.score;
  if (score === undefined || score === null) throw new Error('no performance score in the report');
  return {
    score: Math.round(score * 100),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    scriptBytes: summary?.items.find((i) => i.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** Each figure's median over the runs, taken figure by figure. */
export function median(runs: Figures[]): Figures {
  const mid = (pick: (f: Figures) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const half = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? (sorted[half] as number) : ((sorted[half - 1] as number) + (sorted[half] as number)) / 2;
  };
  return {
    score: mid((f) => f.score),
    lcp: mid((f) => f.lcp),
    tbt: mid((f) => f.tbt),
    cls: mid((f) => f.cls),
    fcp: mid((f) => f.fcp),
    scriptBytes: mid((f) => f.scriptBytes),
    benchmarkIndex: mid((f) => f.benchmarkIndex),
  };
}
