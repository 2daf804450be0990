import type { AppRoute } from '../../app/routeTypes';

export const homeRoutes: AppRoute[] = [
  { path: '/', access: 'signedIn', title: 'Home', load: () => import('./pages/HomePage') },
];
