export { addressText, primaryAddress } from './client.address.read';
export { companyExists, companyFacts, companyNamesOf } from './client.read';
export { companyOfType } from './client.references';
export { clientRoutes } from './client.routes';
export { type ClientService, createClientService } from './client.service';
