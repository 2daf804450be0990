import { defineModule } from '../../platform/module';
import { shipmentRoutes } from './shipment.routes';
import { createShipmentService, type ShipmentService } from './shipment.service';

declare module '../../platform/module' {
  interface ModuleServices {
    shipment: { shipments: ShipmentService };
  }
}

/** Shipments of a project's goods; a shipment's screen counts its files and the receiving alerts that expect it. */
export const shipmentModule = defineModule({
  name: 'shipment',
  dependsOn: ['file', 'receivingAlert'],
  create: ({ db }, { file, receivingAlert }) => ({
    shipments: createShipmentService({
      db,
      filesOf: file.files.countOfRecord,
      receivingAlertsOf: receivingAlert.receivingAlerts.countOfShipment,
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
    count: ({ shipments }, _actor, projectId, ex) => shipments.countOf(ex, projectId),
    open: { module: 'Shipment', count: ({ shipments }, _actor, projectId, ex) => shipments.openCountOf(ex, projectId) },
  },
});
