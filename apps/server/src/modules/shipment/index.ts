export { shipmentRoutes } from './shipment.routes';
export { createShipmentService, type ShipmentService } from './shipment.service';
/** Tables the receiving module references. */
export { shipmentItems, shipments } from './shipment.table';
