export { lookupRoutes } from './lookup.routes';
export { createLookupService, type LookupService } from './lookup.service';
/** Lookup tables other modules join to for names (read only). */
export {
  clientTypes,
  contactTypes,
  countries,
  itemCategories,
  poStatuses,
  projectTypes,
  shipmentMethods,
  shipmentStatuses,
  states,
  userTypes,
} from './lookup.table';
