/**
 * Shipments. The app takes shipmentsFeature (feature.ts); a project's hub drops in
 * <ProjectShipments projectId /> for its Shipments tab.
 */
export { ProjectShipments } from './components/ProjectShipments';
