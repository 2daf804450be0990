import { allows, holdsAnyOf, type Scope } from '@freightdesk/contracts';
import { accountingFeature } from '../features/accounting/feature';
import { addressBookFeature } from '../features/addressBook/feature';
import { chargesFeature } from '../features/charges/feature';
import { homeFeature } from '../features/home/feature';
import { inventoryFeature } from '../features/inventory/feature';
import { invoicesFeature } from '../features/invoices/feature';
import { notificationsFeature } from '../features/notifications/feature';
import { pickTicketsFeature } from '../features/pickTickets/feature';
import { projectsFeature } from '../features/projects/feature';
import { proposalsFeature } from '../features/proposals/feature';
import { purchaseOrdersFeature } from '../features/purchaseOrders/feature';
import { receivingAlertsFeature } from '../features/receivingAlerts/feature';
import { reportsFeature } from '../features/reports/feature';
import { shipmentsFeature } from '../features/shipments/feature';
import { usersFeature } from '../features/users/feature';
import { vendorBillsFeature } from '../features/vendorBills/feature';
import { warehouseFeature } from '../features/warehouse/feature';
import type { AppFeature, AppRoute, ProjectTab, SidebarEntry } from './routeTypes';

export { accountRoutes, signInRoute } from '../features/account/routes';

/**
 * The features inside the shell, one line each, in the sidebar's order (docs/requirements.md section 2), which
 * is also the order of the project hub's tabs (the order goods and money flow through a project).
 * Each feature declares its routes, its sidebar entry and its project-hub tab in its feature.ts
 * (docs/style.md, front end); a new feature adds its line here (a module whose screens are not built
 * yet has a feature.ts of its sidebar entry and hub tab, and fills it in when they land).
 */
const shellFeatures: AppFeature[] = [
  homeFeature,
  usersFeature,
  addressBookFeature,
  proposalsFeature,
  projectsFeature,
  purchaseOrdersFeature,
  shipmentsFeature,
  receivingAlertsFeature,
  inventoryFeature,
  warehouseFeature,
  pickTicketsFeature,
  chargesFeature,
  invoicesFeature,
  vendorBillsFeature,
  accountingFeature,
  reportsFeature,
  notificationsFeature,
];

export const shellRoutes: AppRoute[] = shellFeatures.flatMap((f) => f.routes);

const sidebarEntries: SidebarEntry[] = shellFeatures.flatMap((f) => (f.sidebar ? [f.sidebar] : []));

/** docs/requirements.md section 6: sidebar visibility follows the same scope as the routes. */
export function visibleEntries(scope: Scope): SidebarEntry[] {
  return sidebarEntries.filter((e) => {
    if (e.adminOnly) return scope.isAdmin;
    return e.module ? holdsAnyOf(scope, e.module) : true;
  });
}

/** The project hub's module tabs, from the features that declare one. */
export const projectTabs: ProjectTab[] = shellFeatures.flatMap((f) => (f.projectTab ? [f.projectTab] : []));

/**
 * The hub's module tabs a user may open: a module whose screens exist shows its tab (and its
 * count and tile) only to who may read its records, never a badge that opens "will appear here".
 */
export const projectTabsFor = (scope: Scope): ProjectTab[] =>
  projectTabs.filter((tab) => !tab.list || allows(scope, tab.list.access));
