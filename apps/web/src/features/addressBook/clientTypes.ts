import { clientTypeIds } from '@freightdesk/contracts';

/** The address book's groups, in the order its type switch shows them (docs/design.md section 6 ids). */
export const clientTypeTabs = [
  { value: String(clientTypeIds.customer), label: 'Customers', singular: 'customer' },
  { value: String(clientTypeIds.vendor), label: 'Vendors', singular: 'vendor' },
  { value: String(clientTypeIds.property), label: 'Properties', singular: 'property' },
  { value: String(clientTypeIds.carrier), label: 'Carriers', singular: 'carrier' },
  { value: 'all', label: 'All', singular: 'client' },
] as const;

/** The tab of a type id ("1" → Customers); All for anything else. */
export const tabOf = (typeId: string | undefined) =>
  clientTypeTabs.find((t) => t.value === typeId) ?? (clientTypeTabs.at(-1) as (typeof clientTypeTabs)[number]);
