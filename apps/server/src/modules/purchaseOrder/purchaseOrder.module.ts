import { defineModule } from '../../platform/module';
import { createPoItemService, type PoItemService } from './poItem.service';
import { createPoLines, type PoLines } from './purchaseOrder.lines';
import { purchaseOrderRoutes } from './purchaseOrder.routes';
import { seedPurchaseOrders } from './purchaseOrder.seed';
import { createPurchaseOrderService, type PoHeldBy, type PurchaseOrderService } from './purchaseOrder.service';

declare module '../../platform/module' {
  interface ModuleServices {
    purchaseOrder: {
      purchaseOrders: PurchaseOrderService;
      poItems: PoItemService;
      /** What shipping and receiving ask of PO lines and do to sets of them. */
      poLines: PoLines;
      /** What shipping and receiving tell of a PO (they are built after it): filled in by their own create. */
      heldBy: PoHeldBy;
    };
  }
}

/**
 * Purchase orders and their items; a PO's screen counts its files, and the shipments and receiving
 * alerts those modules tell it of (`heldBy`), since they depend on this one.
 */
export const purchaseOrderModule = defineModule({
  name: 'purchaseOrder',
  dependsOn: ['notification', 'file'],
  create: ({ db }, { notification, file }) => {
    const heldBy: PoHeldBy = {};
    return {
      purchaseOrders: createPurchaseOrderService({
        db,
        notifications: notification.notifications,
        filesOf: file.files.countOfRecord,
        heldBy,
      }),
      poItems: createPoItemService({ db, heldBy }),
      poLines: createPoLines({ db }),
      heldBy,
    };
  },
  routes: (router, { purchaseOrders, poItems }) => purchaseOrderRoutes(router, purchaseOrders, poItems),
  history: {
    entity: 'purchaseOrder',
    access: 'PO:View',
    canView: async ({ purchaseOrders }, actor, id) => Boolean(await purchaseOrders.get(actor, id).catch(() => null)),
  },
  hub: {
    key: 'purchaseOrders',
    count: ({ purchaseOrders }, actor, projectId, ex) => purchaseOrders.countOf(actor, projectId, ex),
    open: {
      module: 'PO',
      count: ({ purchaseOrders }, actor, projectId, ex) => purchaseOrders.openCountOf(actor, projectId, ex),
    },
  },
  seed: seedPurchaseOrders,
  seedAfter: ['client', 'project'],
});
