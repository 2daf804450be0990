import { holdsAnyOf, type Module, type Scope } from '@freightdesk/contracts';
import {
  type Icon,
  IconAddressBook,
  IconBriefcase,
  IconBuildingWarehouse,
  IconChartBar,
  IconClipboardList,
  IconFileDollar,
  IconFileInvoice,
  IconForklift,
  IconHome,
  IconPackageImport,
  IconTruckDelivery,
  IconUsers,
} from '@tabler/icons-react';

export interface SidebarEntry {
  label: string;
  to: string;
  icon: Icon;
  /** Shown when the scope holds any action of this module; Home has none (everyone), Users is Admin only. */
  module?: Module;
  adminOnly?: boolean;
}

/** SPEC.md section 2: the sidebar's entries, in order. */
export const sidebarEntries: SidebarEntry[] = [
  { label: 'Home', to: '/', icon: IconHome },
  { label: 'Users', to: '/users', icon: IconUsers, adminOnly: true },
  { label: 'Address Book', to: '/address-books', icon: IconAddressBook, module: 'AddressBook' },
  { label: 'Proposals', to: '/proposals', icon: IconFileDollar, module: 'Proposal' },
  { label: 'Projects', to: '/projects', icon: IconBriefcase, module: 'Project' },
  { label: 'Purchase Orders', to: '/purchase-orders', icon: IconClipboardList, module: 'PO' },
  { label: 'Shipments', to: '/shipments', icon: IconTruckDelivery, module: 'Shipment' },
  { label: 'Receiving Alerts', to: '/receiving-alerts', icon: IconPackageImport, module: 'RA' },
  { label: 'Inventory', to: '/inventory', icon: IconBuildingWarehouse, module: 'Inventory' },
  { label: 'Pick Tickets', to: '/pick-tickets', icon: IconForklift, module: 'PickTicket' },
  { label: 'Invoices', to: '/invoices', icon: IconFileInvoice, module: 'Invoice' },
  { label: 'Reports', to: '/reports', icon: IconChartBar, module: 'Reports' },
];

/** SPEC.md section 6: sidebar visibility follows the same scope as the routes. */
export function visibleEntries(scope: Scope): SidebarEntry[] {
  return sidebarEntries.filter((e) => {
    if (e.adminOnly) return scope.isAdmin;
    return e.module ? holdsAnyOf(scope, e.module) : true;
  });
}
