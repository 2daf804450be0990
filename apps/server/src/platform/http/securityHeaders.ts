import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The Content-Security-Policy sources of the inline scripts of a built page (the web app paints its
 * frame from one, before its code arrives): each allowed by its hash, so no other inline script
 * runs. None when there is no page.
 */
export function inlineScriptSources(htmlFile: string | undefined): string[] {
  if (!htmlFile || !existsSync(htmlFile)) return [];
  const html = readFileSync(htmlFile, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * Helmet's security headers (CSP, HSTS, nosniff, frame and referrer policies…), worked out once
 * at start: every response then carries the same headers without running helmet's middleware
 * chain per request (measured: a fifth of a list request's CPU).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}
