import {
  type Action,
  actions,
  type Claim,
  type ClaimDefinition,
  clientForbiddenModules,
  type Module,
} from '@freightdesk/contracts';

/**
 * The Module Access rules of docs/requirements.md section 5, as pure functions over the form's claim list:
 * any of Create, Update or Delete implies View, and View cannot go while another action of the
 * module is on.
 */

export function hasClaim(claims: readonly Claim[], type: Module, value: Action): boolean {
  return claims.some((c) => c.type === type && c.value === value);
}

/** True when View of the module is locked on by another of its actions. */
export function viewLocked(claims: readonly Claim[], type: Module): boolean {
  return claims.some((c) => c.type === type && c.value !== 'View');
}

export function toggleClaim(claims: readonly Claim[], type: Module, value: Action, on: boolean): Claim[] {
  if (on) return add(claims, type, value === 'View' ? ['View'] : ['View', value]);
  if (value === 'View' && viewLocked(claims, type)) return [...claims];
  return claims.filter((c) => !(c.type === type && c.value === value));
}

/** The column select-all: on ticks the action (and View) for every module that offers it. */
export function toggleColumn(
  claims: readonly Claim[],
  definitions: readonly ClaimDefinition[],
  value: Action,
  on: boolean,
): Claim[] {
  let next = [...claims];
  for (const d of definitions) {
    if (d.values.includes(value)) next = toggleClaim(next, d.type, value, on);
  }
  return next;
}

/** Header checkbox state of a column: all, some or none of the modules that offer the action. */
export function columnState(claims: readonly Claim[], definitions: readonly ClaimDefinition[], value: Action) {
  const offering = definitions.filter((d) => d.values.includes(value));
  const held = offering.filter((d) => hasClaim(claims, d.type, value)).length;
  return {
    checked: offering.length > 0 && held === offering.length,
    indeterminate: held > 0 && held < offering.length,
  };
}

/** The actions shown as columns: those any definition offers, in the canonical order. */
export function claimColumns(definitions: readonly ClaimDefinition[]): Action[] {
  return actions.filter((a) => definitions.some((d) => d.values.includes(a)));
}

/** Client users (type 2) may not hold Reports, Proposal or AddressBook claims (docs/requirements.md section 4). */
export function withoutClientForbidden(claims: readonly Claim[]): Claim[] {
  return claims.filter((c) => !clientForbiddenModules.includes(c.type));
}

function add(claims: readonly Claim[], type: Module, values: Action[]): Claim[] {
  const next = [...claims];
  for (const value of values) if (!hasClaim(next, type, value)) next.push({ type, value });
  return next;
}
