import type { AppRoute } from '../../app/routeTypes';

/** SPEC.md section 2's route table gives /notifications the permission PO:View. */
export const notificationsRoutes: AppRoute[] = [
  {
    path: '/notifications',
    access: 'PO:View',
    title: 'Notifications',
    load: () => import('./pages/NotificationsPage'),
  },
];
