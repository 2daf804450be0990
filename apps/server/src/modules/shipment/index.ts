/** What a receiving alert asks of a shipment: its lines, its row taken. */
export type { CarriedLine, ShipmentCarried } from './shipment.carried.read';
// For other modules' list and read declarations only (read, never written: the shipment module writes them):
/** The shipments list, which tells whether the caller sees a shipment (visibleOr404 in platform/kit). */
export { shipmentListQuery } from './shipment.list';
export {
  posCarriedBy,
  projectsWithShipments,
  shipmentNumberOf,
  shipmentOptions,
  shipmentsOfPos,
} from './shipment.pickers.read';
/** What writes that name a shipment declare (platform/references.ts). */
export { shipmentOfProject } from './shipment.references';
export { shipmentRoutes } from './shipment.routes';
export { createShipmentService, type ShipmentService } from './shipment.service';
