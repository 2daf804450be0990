import { accountRoutes, signInRoute } from '../features/account/routes';
import { homeRoutes } from '../features/home/routes';
import { notificationsRoutes } from '../features/notifications/routes';
import { usersRoutes } from '../features/users/routes';
import type { AppRoute } from './routeTypes';

/**
 * Each feature owns its routes; the app only lists the features (STYLE.md, front end). A new
 * module adds its `routes.tsx` here.
 */
export const shellRoutes: AppRoute[] = [...homeRoutes, ...usersRoutes, ...notificationsRoutes];

export { accountRoutes, signInRoute };
