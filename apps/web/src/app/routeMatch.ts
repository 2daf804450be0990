import type { AppRoute } from './routeTypes';

/**
 * The route an address opens, ranked as React Router ranks them (a fixed segment before a
 * parameter, a parameter before the rest-of-path `*`), without loading the router: the start-up
 * preload (src/preload.ts) runs before it has downloaded. A wrong answer costs one needless
 * download, never a wrong screen: the router decides what shows.
 */
export function routeFor<R extends Pick<AppRoute, 'path'>>(routes: readonly R[], pathname: string): R | undefined {
  let best: R | undefined;
  let bestScore = -1;
  for (const route of routes) {
    const score = scoreOf(route.path, pathname);
    if (score > bestScore) {
      best = route;
      bestScore = score;
    }
  }
  return best;
}

/** How well a pattern fits an address, or -1 when it does not. */
function scoreOf(pattern: string, pathname: string): number {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  let score = 0;
  for (const [i, segment] of want.entries()) {
    if (segment === '*') return score + 1;
    const part = have[i];
    if (part === undefined) return -1;
    if (segment.startsWith(':')) score += 3;
    else if (segment.toLowerCase() === decodeURIComponent(part).toLowerCase()) score += 10;
    else return -1;
  }
  return want.length === have.length ? score + 2 : -1;
}
