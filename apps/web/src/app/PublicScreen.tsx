import { LazyScreen } from '../components/lazy';
import { RouteHeaderContext } from '../components/routeHeader';
import { useDocumentTitle } from './RouteScreen';
import type { AppRoute } from './routeTypes';

/** A screen outside the shell (sign-in and password recovery): no permission to check. */
export function PublicScreen({ route }: { route: AppRoute }) {
  useDocumentTitle(route.title);
  return (
    <RouteHeaderContext.Provider value={route}>
      <LazyScreen load={route.load} />
    </RouteHeaderContext.Provider>
  );
}
