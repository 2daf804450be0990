export { createClientRepository } from './client.repository';
export { clientRoutes } from './client.routes';
export { type ClientService, createClientService } from './client.service';
