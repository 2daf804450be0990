export { raRoutes } from './receivingAlert.routes';
export { createRaService, type RaService } from './receivingAlert.service';
export { raItems, receivingAlerts } from './receivingAlert.table';
