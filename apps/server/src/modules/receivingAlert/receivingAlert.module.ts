import { defineModule } from '../../platform/module';
import { raRoutes } from './receivingAlert.routes';
import { createRaService, type RaService } from './receivingAlert.service';

declare module '../../platform/module' {
  interface ModuleServices {
    receivingAlert: { receivingAlerts: RaService };
  }
}

/** Receiving alerts: goods expected at the dock, received into inventory; the shipping and PO screens count them. */
export const receivingAlertModule = defineModule({
  name: 'receivingAlert',
  dependsOn: ['notification'],
  create: ({ db }, { notification }) => ({
    receivingAlerts: createRaService({ db, notify: (n, ex) => notification.notifications.schedule(n, ex) }),
  }),
  routes: (router, { receivingAlerts }) => raRoutes(router, receivingAlerts),
  history: {
    entity: 'receivingAlert',
    access: 'RA:View',
    canView: async ({ receivingAlerts }, actor, id) => Boolean(await receivingAlerts.get(actor, id).catch(() => null)),
  },
  hub: {
    key: 'receivingAlerts',
    count: ({ receivingAlerts }, _actor, projectId, ex) => receivingAlerts.countOf(ex, projectId),
    open: {
      module: 'RA',
      count: ({ receivingAlerts }, _actor, projectId, ex) => receivingAlerts.openCountOf(ex, projectId),
    },
  },
});
