import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { defineModule } from '../../platform/module';
import { shipmentRoutes } from './shipment.routes';
import { seedShipments } from './shipment.seed';
import { createShipmentService, type ShipmentService } from './shipment.service';

declare module '../../platform/module' {
  interface ModuleServices {
    shipment: { shipments: ShipmentService };
  }
  interface Questions {
    /** How many receiving alerts expect a shipment, as the caller sees them (the receiving module answers). */
    receivingAlertsOfShipment: (actor: Actor, shipmentId: number, ex?: Executor) => Promise<number>;
  }
}

/**
 * Shipments of a project's goods, shipping PO lines through the PO module (and answering it how
 * many shipments carry a PO's lines); a shipment's screen counts its files and the receiving
 * alerts that expect it, which it asks of the receiving module.
 */
export const shipmentModule = defineModule({
  name: 'shipment',
  dependsOn: ['file', 'purchaseOrder'],
  asks: ['receivingAlertsOfShipment'],
  answers: { shipmentsOfPo: ({ shipments }) => shipments.countOfPo },
  create: ({ db, answers }, { file, purchaseOrder }) => ({
    shipments: createShipmentService({
      db,
      poLines: purchaseOrder.poLines,
      filesOf: file.files.countOfRecord,
      held: answers,
    }),
  }),
  routes: (router, { shipments }) => shipmentRoutes(router, shipments),
  history: {
    entity: 'shipment',
    access: 'Shipment:View',
    canView: async ({ shipments }, actor, id) => Boolean(await shipments.get(actor, id).catch(() => null)),
  },
  hub: {
    key: 'shipments',
    count: ({ shipments }, actor, projectId, ex) => shipments.countOf(actor, projectId, ex),
    open: {
      module: 'Shipment',
      count: ({ shipments }, actor, projectId, ex) => shipments.openCountOf(actor, projectId, ex),
    },
  },
  seed: seedShipments,
  seedAfter: ['client', 'purchaseOrder'],
});
