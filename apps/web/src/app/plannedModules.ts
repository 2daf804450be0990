import {
  IconAddressBook,
  IconBuildingWarehouse,
  IconChartBar,
  IconFileDollar,
  IconFileInvoice,
  IconForklift,
} from '@tabler/icons-react';
import type { AppFeature } from './routeTypes';

/**
 * Modules of SPEC.md section 2 whose screens are not built yet: the sidebar already lists them
 * for whoever holds their permissions, and their addresses answer "Page not found". A module's
 * entry moves into its own feature.ts when its screens land.
 */
const planned = (sidebar: AppFeature['sidebar']): AppFeature => ({ routes: [], sidebar });

export const addressBook = planned({
  label: 'Address Book',
  to: '/address-books',
  icon: IconAddressBook,
  module: 'AddressBook',
});
export const proposals = planned({ label: 'Proposals', to: '/proposals', icon: IconFileDollar, module: 'Proposal' });
export const inventory = planned({
  label: 'Inventory',
  to: '/inventory',
  icon: IconBuildingWarehouse,
  module: 'Inventory',
});
export const pickTickets = planned({
  label: 'Pick Tickets',
  to: '/pick-tickets',
  icon: IconForklift,
  module: 'PickTicket',
});
export const invoices = planned({ label: 'Invoices', to: '/invoices', icon: IconFileInvoice, module: 'Invoice' });
export const reports = planned({ label: 'Reports', to: '/reports', icon: IconChartBar, module: 'Reports' });
