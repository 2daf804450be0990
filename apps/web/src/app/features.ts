import { holdsAnyOf, type Scope } from '@freightdesk/contracts';
import { addressBookFeature } from '../features/addressBook/feature';
import { homeFeature } from '../features/home/feature';
import { notificationsFeature } from '../features/notifications/feature';
import { projectsFeature } from '../features/projects/feature';
import { proposalsFeature } from '../features/proposals/feature';
import { purchaseOrdersFeature } from '../features/purchaseOrders/feature';
import { receivingAlertsFeature } from '../features/receivingAlerts/feature';
import { shipmentsFeature } from '../features/shipments/feature';
import { usersFeature } from '../features/users/feature';
import * as planned from './plannedModules';
import type { AppFeature, AppRoute, SidebarEntry } from './routeTypes';

export { accountRoutes, signInRoute } from '../features/account/routes';

/**
 * The features inside the shell, in the sidebar's order (SPEC.md section 2). Each feature owns
 * its routes and sidebar entry in its feature.ts (STYLE.md, front end); a new module adds itself
 * here, in place of its planned entry.
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
  planned.inventory,
  planned.pickTickets,
  planned.invoices,
  planned.reports,
  notificationsFeature,
];

export const shellRoutes: AppRoute[] = shellFeatures.flatMap((f) => f.routes);

const sidebarEntries: SidebarEntry[] = shellFeatures.flatMap((f) => (f.sidebar ? [f.sidebar] : []));

/** SPEC.md section 6: sidebar visibility follows the same scope as the routes. */
export function visibleEntries(scope: Scope): SidebarEntry[] {
  return sidebarEntries.filter((e) => {
    if (e.adminOnly) return scope.isAdmin;
    return e.module ? holdsAnyOf(scope, e.module) : true;
  });
}
