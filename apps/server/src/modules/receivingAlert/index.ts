export { raRoutes } from './receivingAlert.routes';
export { createRaService, type RaService } from './receivingAlert.service';
