import { allows } from '@freightdesk/contracts';
import { useEffect } from 'react';
import { useAuth } from '../auth/AuthContext';
import { PageHeader } from '../components/PageHeader';
import { RouteHeaderContext } from '../components/routeHeader';
import { LazyScreen } from './LazyScreen';
import type { AppRoute } from './routeTypes';
import { ForbiddenScreen } from './screens/ForbiddenScreen';

export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · FreightDesk`;
  }, [title]);
}

/** One route's screen: the permission check of SPEC.md section 6, then the lazy screen. */
export function RouteScreen({ route }: { route: AppRoute }) {
  const { scope } = useAuth();
  const permitted = allows(scope, route.access);
  useDocumentTitle(permitted ? route.title : 'Permission denied');
  if (!permitted) return <ForbiddenScreen />;
  return (
    <RouteHeaderContext.Provider value={route}>
      <LazyScreen load={route.load} frame={<PageHeader title={route.title} />} />
    </RouteHeaderContext.Provider>
  );
}
