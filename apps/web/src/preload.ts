/**
 * The first script to run: index.html loads it beside the app's entry, and its few imports (the
 * route tables) arrive long before the entry's. It starts what the first screen needs, so that
 * those chunks download with the entry instead of after it has run: with a stored token the
 * shell, the screen of the address and the start-up check's call; without one, the sign-in page
 * (where every other address leads), unless the address is a public one.
 */
import { accountRoutes, shellRoutes, signInRoute } from './app/features';
import { routeFor } from './app/routeMatch';
import { getToken } from './auth/tokenStore';

const ignore = () => {};
const { pathname } = window.location;

if (getToken()) {
  import('./app/shell/Shell').catch(ignore);
  import('./api/accountCalls').catch(ignore);
  routeFor(shellRoutes, pathname)?.load().catch(ignore);
} else if (!routeFor(accountRoutes, pathname)) {
  signInRoute.load().catch(ignore);
}
