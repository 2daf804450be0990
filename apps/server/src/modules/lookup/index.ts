export { type LookupList, lookupIdsIn, lookupItems, lookupValues } from './lookup.read';
export { lookupRoutes } from './lookup.routes';
export { createLookupService, type LookupService } from './lookup.service';
