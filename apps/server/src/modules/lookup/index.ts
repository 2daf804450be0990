export { type LookupList, lookupIdsIn, lookupItems, lookupValues } from './lookup.read';
export { lookupRoutes } from './lookup.routes';
export { createLookupService, type LookupService } from './lookup.service';
/** Lookup tables other modules join to for names (read only). */
export {
  clientTypes,
  contactTypes,
  countries,
  itemCategories,
  projectTypes,
  shipmentMethods,
  states,
  userTypes,
} from './lookup.table';
