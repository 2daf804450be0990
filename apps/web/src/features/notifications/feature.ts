import type { AppFeature } from '../../app/routeTypes';

/** SPEC.md section 2's route table gives /notifications the permission PO:View; the bell opens it, not the sidebar. */
export const notificationsFeature: AppFeature = {
  routes: [
    {
      path: '/notifications',
      access: 'PO:View',
      title: 'Notifications',
      load: () => import('./pages/NotificationsPage'),
    },
  ],
};
