import { defineModule } from '../../platform/module';
import { createPoItemService, type PoItemService } from './poItem.service';
import { purchaseOrderRoutes } from './purchaseOrder.routes';
import { createPurchaseOrderService, type PurchaseOrderService } from './purchaseOrder.service';

declare module '../../platform/module' {
  interface ModuleServices {
    purchaseOrder: { purchaseOrders: PurchaseOrderService; poItems: PoItemService };
  }
}

/** Purchase orders and their items; a PO's screen counts its files, shipments and receiving alerts. */
export const purchaseOrderModule = defineModule({
  name: 'purchaseOrder',
  dependsOn: ['notification', 'file', 'shipment', 'receivingAlert'],
  create: ({ db }, { notification, file, shipment, receivingAlert }) => ({
    purchaseOrders: createPurchaseOrderService({
      db,
      notifications: notification.notifications,
      filesOf: file.files.countOfRecord,
      shipmentsOf: shipment.shipments.countOfPo,
      receivingAlertsOf: receivingAlert.receivingAlerts.countOfPo,
    }),
    poItems: createPoItemService({ db, expectedOf: receivingAlert.receivingAlerts.expectedOfPoLines }),
  }),
  routes: (router, { purchaseOrders, poItems }) => purchaseOrderRoutes(router, purchaseOrders, poItems),
  history: {
    entity: 'purchaseOrder',
    access: 'PO:View',
    canView: async ({ purchaseOrders }, actor, id) => Boolean(await purchaseOrders.get(actor, id).catch(() => null)),
  },
  hub: {
    key: 'purchaseOrders',
    count: ({ purchaseOrders }, _actor, projectId, ex) => purchaseOrders.countOf(ex, projectId),
    open: {
      module: 'PO',
      count: ({ purchaseOrders }, _actor, projectId, ex) => purchaseOrders.openCountOf(ex, projectId),
    },
  },
});
