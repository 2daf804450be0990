import { defineModule } from '../../platform/module';
import { shipmentRoutes } from './shipment.routes';
import { seedShipments } from './shipment.seed';
import { createShipmentService, type ShipmentHeldBy, type ShipmentService } from './shipment.service';

declare module '../../platform/module' {
  interface ModuleServices {
    shipment: {
      shipments: ShipmentService;
      /** What receiving tells of a shipment (it is built after shipping): filled in by its own create. */
      heldBy: ShipmentHeldBy;
    };
  }
}

/**
 * Shipments of a project's goods, shipping PO lines through the PO module (and telling it how
 * many shipments carry a PO's lines); a shipment's screen counts its files and the receiving
 * alerts that module tells it of.
 */
export const shipmentModule = defineModule({
  name: 'shipment',
  dependsOn: ['file', 'purchaseOrder'],
  create: ({ db }, { file, purchaseOrder }) => {
    const heldBy: ShipmentHeldBy = {};
    const shipments = createShipmentService({
      db,
      poLines: purchaseOrder.poLines,
      filesOf: file.files.countOfRecord,
      heldBy,
    });
    purchaseOrder.heldBy.shipmentsOf = shipments.countOfPo;
    return { shipments, heldBy };
  },
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
