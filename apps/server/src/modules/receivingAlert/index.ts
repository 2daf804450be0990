// For other modules' list and read declarations only (read, never written: the receiving module writes them):
/** Which alerts are a project's, a PO's or a shipment's (an alert for it, or expecting any of its lines). */
export { alertsOf, raListQuery } from './receivingAlert.list';
export { projectsWithRas, raOptions } from './receivingAlert.pickers.read';
/** What writes that name an alert declare (platform/references.ts). */
export { alertOfProject } from './receivingAlert.references';
export { raRoutes } from './receivingAlert.routes';
export { createRaService, type RaService } from './receivingAlert.service';
