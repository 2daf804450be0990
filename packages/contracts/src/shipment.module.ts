import { defineContractModule } from './common/module';
import { projectShipmentEndpoints, shipmentEndpoints, shipmentItemEndpoints } from './shipment.endpoints';

export * from './shipment';
export * from './shipment.endpoints';

/** Shipments and their lines. */
export const shipmentModule = defineContractModule({
  api: { shipment: { ...shipmentEndpoints, ...projectShipmentEndpoints }, shipmentItem: shipmentItemEndpoints },
  audited: ['shipment'],
});
