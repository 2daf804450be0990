/** The modules of docs/requirements.md section 6, in the order the Module Access table shows them. */
export const modules = [
  'User',
  'AddressBook',
  'Proposal',
  'Project',
  'PO',
  'Shipment',
  'RA',
  'Inventory',
  'PickTicket',
  'Invoice',
  'Reports',
] as const;
export type Module = (typeof modules)[number];

export const actions = ['View', 'Create', 'Update', 'Delete'] as const;
export type Action = (typeof actions)[number];

export type Permission = `${Module}:${Action}`;

/** The scope value that grants everything. */
export const ADMIN = 'Admin' as const;

/** Two or more permissions, any one of which opens a route (written `anyOf(...)`). */
export type AnyOf = readonly [Permission, Permission, ...Permission[]];

/** What a route requires: nobody, any signed-in user, Admin, one Module:Action, or any of several. */
export type Access = 'public' | 'signedIn' | typeof ADMIN | Permission | AnyOf;

/** A route open to a holder of any one of these permissions. */
export const anyOf = <const P extends AnyOf>(...permissions: P): P => permissions;

/** The permissions that open a route (none for public, signed-in and Admin routes). */
export function permissionsOf(access: Access): Permission[] {
  if (typeof access !== 'string') return [...access];
  return access === 'public' || access === 'signedIn' || access === ADMIN ? [] : [access];
}

/** An access rule for a person: "User:View", or "User:View or AddressBook:View". */
export function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : access.join(' or ');
}

/** Modules that client users (user type 2) may never hold (docs/requirements.md section 4). */
export const clientForbiddenModules: readonly Module[] = ['Reports', 'Proposal', 'AddressBook'];

export const CLIENT_USER_TYPE_ID = 2;
/** The provider's own company: staff users belong to it (docs/design.md section 6). */
export const PROVIDER_CLIENT_ID = 1;

export const moduleDescriptions: Record<Module, string> = {
  User: 'Users',
  AddressBook: 'Address Book',
  Proposal: 'Proposals',
  Project: 'Projects',
  PO: 'Purchase Orders',
  Shipment: 'Shipments',
  RA: 'Receiving Alerts',
  Inventory: 'Inventory',
  PickTicket: 'Pick Tickets',
  Invoice: 'Invoices',
  Reports: 'Reports',
};

/** The scope of a signed-in user, as carried by the token. */
export interface Scope {
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
}

export function parseScope(scope: string | undefined | null): Scope {
  const parts = (scope ?? '').split(' ').filter(Boolean);
  return { isAdmin: parts.includes(ADMIN), permissions: new Set(parts) };
}

/** docs/requirements.md section 6: open when no permission is needed, when Admin, or when the scope holds it (or one of them). */
export function allows(scope: Scope, access: Access): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  if (scope.isAdmin) return true;
  if (access === ADMIN) return false;
  return permissionsOf(access).some((p) => scope.permissions.has(p));
}

/** True when the scope holds any action of the module (sidebar visibility). */
export function holdsAnyOf(scope: Scope, module: Module): boolean {
  return scope.isAdmin || actions.some((a) => scope.permissions.has(`${module}:${a}`));
}
