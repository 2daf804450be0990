/** What writes that name a shipment declare (platform/references.ts). */
export { shipmentOfProject } from './shipment.references';
export { shipmentRoutes } from './shipment.routes';
export { createShipmentService, type ShipmentService } from './shipment.service';
/** Tables the receiving module references. */
export { shipmentItems, shipments } from './shipment.table';
