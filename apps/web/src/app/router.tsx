import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { createBrowserRouter, matchRoutes, Outlet, type RouteObject, useLocation } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { RedirectIfSignedIn, RequireAuth } from '../auth/guards';
import { getToken } from '../auth/tokenStore';
import { UnsavedChangesGuard } from '../components/form/UnsavedChangesGuard';
import { LazyScreen } from '../components/lazy';
import { accountRoutes, shellRoutes, signInRoute } from './features';
import { ShellFrame } from './PageFrame';
import { PublicScreen } from './PublicScreen';
import { prefetchRoute, RouteScreen } from './RouteScreen';
import type { AppRoute } from './routeTypes';
import { NotFoundScreen } from './screens/NotFoundScreen';

/** The shell is a chunk of its own, so the sign-in page never downloads the header and sidebar. */
const loadShell = () => import('./shell/Shell');

/**
 * Fetches the shell and the screen of an address side by side, not one after the other, and the
 * record the screen shows with them. A failure here is shown (and retried) by the LazyScreen that
 * renders the chunk, or by the screen's own query.
 */
function preloadScreen(pathname: string, queryClient: QueryClient) {
  loadShell().catch(() => {});
  const match = matchRoutes(shellRoutes, pathname)?.at(-1);
  if (!match) return;
  match.route.load().catch(() => {});
  // Before the session check has answered: a read the user may not make is refused by the server,
  // and the screen is not shown to them (RouteScreen checks the permission first).
  prefetchRoute(queryClient, match.route, match.params);
}

/**
 * As the entry runs, before React's first render, without a stored token: the sign-in page (where
 * every other address leads), unless the address is a public one. With a token, AppRoot fetches the
 * shell and the screen once the page's frame is committed.
 */
function preloadFirstScreen(pathname: string) {
  if (!getToken() && !matchRoutes(accountRoutes, pathname)) signInRoute.load().catch(() => {});
}
preloadFirstScreen(window.location.pathname);

// The key gives each route its own lazy-loading state when the router swaps screens in place.
const shellRoute = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: <RouteScreen key={route.path} route={route} />,
});
const publicRoute = (route: AppRoute): RouteObject => ({
  path: route.path,
  element: <PublicScreen key={route.path} route={route} />,
});

/**
 * The route tree, in a data router: screens fetch through TanStack Query, so no route has a
 * loader, but the data router is what lets a form block a navigation that would drop what was
 * typed (useBlocker, in UnsavedChangesGuard).
 */
const routes: RouteObject[] = [
  { element: <RedirectIfSignedIn />, children: [publicRoute(signInRoute)] },
  ...accountRoutes.map(publicRoute),
  {
    // docs/requirements.md section 2: any other address needs a signed-in user, unknown ones included.
    element: <RequireAuth pending={<ShellFrame />} />,
    children: [
      {
        element: <LazyScreen load={loadShell} frame={<ShellFrame />} />,
        children: [...shellRoutes.map(shellRoute), { path: '*', element: <NotFoundScreen /> }],
      },
    ],
  },
];

/** The root of every route: the screen asked for, and the one guard of unsaved changes. */
function AppRoot() {
  const { status } = useAuth();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const signedIn = status !== 'anonymous';
  // On a sign-in, and on start-up once the page's frame is committed: fetched before it, the
  // shell's and the screen's code would share the line with the entry and hold the first paint back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on start-up and sign-in
  useEffect(() => {
    if (signedIn) preloadScreen(pathname, queryClient);
  }, [signedIn]);
  return (
    <>
      <Outlet />
      <UnsavedChangesGuard />
    </>
  );
}

export const router = createBrowserRouter([{ element: <AppRoot />, children: routes }]);
