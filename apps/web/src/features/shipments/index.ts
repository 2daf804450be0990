/**
 * Shipments. The app takes shipmentsFeature (feature.ts); a project's hub drops in
 * <ProjectShipments projectId /> for its Shipments tab, a PO <PoShipments po /> for its.
 */
export { PoShipments, ProjectShipments } from './components/ProjectShipments';
