import { allows } from '@freightdesk/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useAuth } from '../auth/AuthContext';
import { LazyScreen } from '../components/lazy';
import { RouteHeaderContext } from '../components/routeHeader';
import { RouteFrame } from './PageFrame';
import type { AppRoute } from './routeTypes';
import { ForbiddenScreen } from './screens/ForbiddenScreen';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · FreightDesk`;
  }, [title]);
}

/**
 * Starts the reads a route declares (its record), unless the cache holds them fresh: with the
 * screen's code at start-up, and as a screen opens whose code has still to arrive.
 */
export function prefetchRoute(
  queryClient: QueryClient,
  route: AppRoute,
  params: { readonly id?: string; readonly '*'?: string },
) {
  for (const query of route.prefetch?.(params) ?? []) void queryClient.prefetchQuery(query);
  // The tab the address opens on: /purchase-orders/14/items → items.
  const tab = params['*']?.split('/')[0];
  if (tab) route.panels?.[tab]?.preload();
}

/** One route's screen: the permission check of docs/requirements.md section 6, then the lazy screen. */
export function RouteScreen({ route }: { route: AppRoute }) {
  const { scope } = useAuth();
  const permitted = allows(scope, route.access);
  const queryClient = useQueryClient();
  const { id, '*': tab } = useParams();
  useDocumentTitle(permitted ? route.title : 'Permission denied');
  useEffect(() => {
    if (permitted) prefetchRoute(queryClient, route, { id, '*': tab });
  }, [permitted, queryClient, route, id, tab]);
  if (!permitted) return <ForbiddenScreen />;
  return (
    <RouteHeaderContext.Provider value={route}>
      <LazyScreen load={route.load} frame={<RouteFrame route={route} id={id} />} />
    </RouteHeaderContext.Provider>
  );
}
