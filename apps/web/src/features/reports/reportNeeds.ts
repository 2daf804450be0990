import { type Action, type Module, moduleDescriptions, type Permission, type ReportSpec } from '@freightdesk/contracts';

/** A permission as an administrator grants it on the user form: "View on Inventory". */
export function describeNeed(permission: Permission): string {
  const [module, action] = permission.split(':') as [Module, Action];
  return `${action} on ${moduleDescriptions[module]}`;
}

/** What a set of reports needs besides Reports:View, each permission once: "View on Inventory and View on Invoices". */
export function describeNeeds(specs: readonly Pick<ReportSpec, 'needs'>[]): string {
  const needs = [...new Set(specs.flatMap((s) => s.needs))].map(describeNeed);
  return needs.length > 1 ? `${needs.slice(0, -1).join(', ')} and ${needs.at(-1)}` : (needs[0] ?? '');
}
