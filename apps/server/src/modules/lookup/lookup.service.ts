import {
  actions,
  type ClaimDefinition,
  clientForbiddenModules,
  type LookupItem,
  moduleDescriptions,
  modules,
  poStatuses,
  projectStatuses,
  proposalStatuses,
  shipmentStatuses,
} from '@freightdesk/contracts';
import { asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import * as t from './lookup.table';

type LookupTable = typeof t.userTypes;

/**
 * The lists forms pick from. Kinds kept in tables (user, client and contact types, project types,
 * ...) are read from them; statuses are declared once in the contracts (`defineStatuses`) and
 * answered from there, ids 1.. in their order. Anyone signed in reads them.
 */
export function createLookupService({ db }: { db: Executor }) {
  const list =
    (table: LookupTable) =>
    (_actor: Actor, _input?: undefined, tx?: Executor): Promise<LookupItem[]> =>
      (tx ?? db)
        .select({ id: table.id, name: table.name })
        .from(table as PgTable)
        .orderBy(asc(table.sortOrder), asc(table.id));
  const statuses =
    (of: { lookup: LookupItem[] }) =>
    async (_actor: Actor): Promise<LookupItem[]> =>
      of.lookup;

  return {
    /** Module claim definitions; client users never hold Reports, Proposal or AddressBook. */
    claims(_actor: Actor, isClient: boolean): ClaimDefinition[] {
      return modules
        .filter((m) => !(isClient && clientForbiddenModules.includes(m)))
        .map((m) => ({ type: m, typeDesc: moduleDescriptions[m], values: [...actions] }));
    },
    userTypes: list(t.userTypes),
    clientTypes: list(t.clientTypes),
    contactTypes: list(t.contactTypes),
    projectStatuses: statuses(projectStatuses),
    projectTypes: list(t.projectTypes),
    proposalStatuses: statuses(proposalStatuses),
    poStatuses: statuses(poStatuses),
    shipmentMethods: list(t.shipmentMethods),
    shipmentStatuses: statuses(shipmentStatuses),
    countries: (_actor: Actor, _input?: undefined, tx?: Executor) =>
      (tx ?? db)
        .select({ id: t.countries.id, code: t.countries.code, name: t.countries.name })
        .from(t.countries)
        .orderBy(asc(t.countries.name)),
    states: (_actor: Actor, countryId: number, tx?: Executor) =>
      (tx ?? db)
        .select({ id: t.states.id, code: t.states.code, name: t.states.name, countryId: t.states.countryId })
        .from(t.states)
        .where(eq(t.states.countryId, countryId))
        .orderBy(asc(t.states.name)),
  };
}
export type LookupService = ReturnType<typeof createLookupService>;
