import type { AppFeature } from '../../app/routeTypes';

/** docs/requirements.md section 2's route table gives /notifications the permission PO:View; the bell opens it, not the sidebar. */
export const notificationsFeature: AppFeature = {
  routes: [
    {
      path: '/notifications',
      access: 'PO:View',
      title: 'Notifications',
      description: 'Follow-ups and reminders that have fallen due for you.',
      load: () => import('./pages/NotificationsPage'),
    },
  ],
};
