/**
 * Shipments. The app takes shipmentsFeature (feature.ts), whose project-hub tab lists a project's
 * shipments; a PO drops in <PoShipments po /> for its tab.
 */
export { PoShipments, ProjectShipments } from './components/ProjectShipments';
