import {
  actions,
  type ClaimDefinition,
  clientForbiddenModules,
  type LookupItem,
  moduleDescriptions,
  modules,
} from '@freightdesk/contracts';
import { asc, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import * as t from './lookup.table';

type LookupTable = typeof t.userTypes;

export function createLookupService({ db }: { db: Executor }) {
  const list = (table: LookupTable) => (): Promise<LookupItem[]> =>
    db
      .select({ id: table.id, name: table.name })
      .from(table as PgTable)
      .orderBy(asc(table.sortOrder), asc(table.id));

  return {
    /** Module claim definitions; client users never hold Reports, Proposal or AddressBook. */
    claims(isClient: boolean): ClaimDefinition[] {
      return modules
        .filter((m) => !(isClient && clientForbiddenModules.includes(m)))
        .map((m) => ({ type: m, typeDesc: moduleDescriptions[m], values: [...actions] }));
    },
    userTypes: list(t.userTypes),
    clientTypes: list(t.clientTypes),
    contactTypes: list(t.contactTypes),
    projectStatuses: list(t.projectStatuses),
    projectTypes: list(t.projectTypes),
    proposalStatuses: list(t.proposalStatuses),
    poStatuses: list(t.poStatuses),
    shipmentMethods: list(t.shipmentMethods),
    shipmentStatuses: list(t.shipmentStatuses),
    countries: () =>
      db
        .select({ id: t.countries.id, code: t.countries.code, name: t.countries.name })
        .from(t.countries)
        .orderBy(asc(t.countries.name)),
    states: (countryId: number) =>
      db
        .select({ id: t.states.id, code: t.states.code, name: t.states.name, countryId: t.states.countryId })
        .from(t.states)
        .where(eq(t.states.countryId, countryId))
        .orderBy(asc(t.states.name)),
  };
}
export type LookupService = ReturnType<typeof createLookupService>;
