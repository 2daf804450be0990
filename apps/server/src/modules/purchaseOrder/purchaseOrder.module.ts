import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { defineModule } from '../../platform/module';
import { createPoItemService, type PoItemService } from './poItem.service';
import { createPoLines, type PoLines } from './purchaseOrder.lines';
import { purchaseOrderRoutes } from './purchaseOrder.routes';
import { seedPurchaseOrders } from './purchaseOrder.seed';
import { createPurchaseOrderService, type PurchaseOrderService } from './purchaseOrder.service';

declare module '../../platform/module' {
  interface ModuleServices {
    purchaseOrder: {
      purchaseOrders: PurchaseOrderService;
      poItems: PoItemService;
      /** What shipping and receiving ask of PO lines and do to sets of them. */
      poLines: PoLines;
    };
  }
  interface Questions {
    /** How many shipments carry a PO's lines, as the caller sees them (the shipping module answers). */
    shipmentsOfPo: (actor: Actor, poId: number, ex?: Executor) => Promise<number>;
    /** How many receiving alerts expect a PO's lines, as the caller sees them (the receiving module answers). */
    receivingAlertsOfPo: (actor: Actor, poId: number, ex?: Executor) => Promise<number>;
    /** What open receiving alerts expect of each of some PO lines, by line id (the receiving module answers). */
    expectedOfPoLines: (actor: Actor, poItemIds: number[], ex?: Executor) => Promise<Map<number, string>>;
  }
}

/**
 * Purchase orders and their items; a PO's screen counts its files, and the shipments and receiving
 * alerts that hold its lines, which it asks of those modules (`asks`: they depend on this one, so
 * they answer in their own declarations).
 */
export const purchaseOrderModule = defineModule({
  name: 'purchaseOrder',
  dependsOn: ['notification', 'file'],
  asks: ['shipmentsOfPo', 'receivingAlertsOfPo', 'expectedOfPoLines'],
  create: ({ db, answers }, { notification, file }) => ({
    purchaseOrders: createPurchaseOrderService({
      db,
      notifications: notification.notifications,
      filesOf: file.files.countOfRecord,
      held: answers,
    }),
    poItems: createPoItemService({ db, held: answers }),
    poLines: createPoLines({ db }),
  }),
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
