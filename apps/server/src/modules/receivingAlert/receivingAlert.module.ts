import { defineModule } from '../../platform/module';
import { raRoutes } from './receivingAlert.routes';
import { seedReceivingAlerts } from './receivingAlert.seed';
import { createRaService, type RaService } from './receivingAlert.service';

declare module '../../platform/module' {
  interface ModuleServices {
    receivingAlert: { receivingAlerts: RaService };
  }
}

/**
 * Receiving alerts: goods expected at the dock (PO lines through the PO module, a shipment's
 * lines through the shipping module), received into inventory through the inventory module, told
 * to who on the project holds RA:Update (the users module); it answers the PO and shipping modules
 * how many alerts expect their records, and the PO module what open alerts expect of its lines.
 */
export const receivingAlertModule = defineModule({
  name: 'receivingAlert',
  dependsOn: ['notification', 'purchaseOrder', 'shipment', 'inventory', 'user'],
  answers: {
    receivingAlertsOfPo: ({ receivingAlerts }) => receivingAlerts.countOfPo,
    expectedOfPoLines: ({ receivingAlerts }) => receivingAlerts.expectedOfPoLines,
    receivingAlertsOfShipment: ({ receivingAlerts }) => receivingAlerts.countOfShipment,
  },
  create: ({ db }, { notification, purchaseOrder, shipment, inventory, user }) => ({
    receivingAlerts: createRaService({
      db,
      notify: notification.notifications,
      poLines: purchaseOrder.poLines,
      shipments: shipment.shipments,
      inventory: inventory.inventory,
      holders: user.users.holdersOf,
    }),
  }),
  routes: (router, { receivingAlerts }) => raRoutes(router, receivingAlerts),
  history: {
    entity: 'receivingAlert',
    access: 'RA:View',
    canView: async ({ receivingAlerts }, actor, id) => Boolean(await receivingAlerts.get(actor, id).catch(() => null)),
  },
  hub: {
    key: 'receivingAlerts',
    count: ({ receivingAlerts }, actor, projectId, ex) => receivingAlerts.countOf(actor, projectId, ex),
    open: {
      module: 'RA',
      count: ({ receivingAlerts }, actor, projectId, ex) => receivingAlerts.openCountOf(actor, projectId, ex),
    },
  },
  seed: seedReceivingAlerts,
  seedAfter: ['project', 'user', 'shipment'],
});
