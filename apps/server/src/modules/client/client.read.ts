import { clientTypeIds } from '@freightdesk/contracts';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { ilikeContains } from '../../platform/search';
import { clientTypes, contactTypes, countries, states } from '../lookup/tables';
import { clientAddresses, clientContacts, clients, contactInfos } from './client.table';

export interface CompanyFilter {
  searchTerm: string;
  typeIds: number[] | 'all';
  limit: number;
  includeIds: number[];
  /** The companies the caller sees (a client user: their own and their projects'); undefined for all. */
  scope: SQL | undefined;
}

/** The ids given as one array parameter: one statement whatever their number. */
const anyOf = (column: SQLWrapper) => sql`${column} = any(${sql.placeholder('ids')}::int[])`;

/** Clients' addresses, with their state's code and country's name, for a client screen and pickers. */
const addressesByClients = preparedRead((ex) =>
  ex
    .select({
      id: clientAddresses.id,
      clientId: clientAddresses.clientId,
      address1: clientAddresses.address1,
      address2: clientAddresses.address2,
      city: clientAddresses.city,
      stateId: clientAddresses.stateId,
      state: sql<string>`coalesce(${states.code}, '')`,
      postalCode: clientAddresses.postalCode,
      countryId: clientAddresses.countryId,
      country: sql<string>`coalesce(${countries.name}, '')`,
      isPrimary: clientAddresses.isPrimary,
    })
    .from(clientAddresses)
    .leftJoin(states, eq(states.id, clientAddresses.stateId))
    .leftJoin(countries, eq(countries.id, clientAddresses.countryId))
    .where(anyOf(clientAddresses.clientId))
    .orderBy(asc(clientAddresses.id))
    .prepare(''),
);

const contactsByClients = preparedRead((ex) =>
  ex
    .select({
      id: clientContacts.id,
      clientId: clientContacts.clientId,
      title: clientContacts.title,
      firstName: clientContacts.firstName,
      lastName: clientContacts.lastName,
    })
    .from(clientContacts)
    .where(anyOf(clientContacts.clientId))
    .orderBy(asc(clientContacts.id))
    .prepare(''),
);

const infosByContacts = preparedRead((ex) =>
  ex
    .select({
      contactId: contactInfos.contactId,
      contactTypeId: contactInfos.contactTypeId,
      contactType: contactTypes.name,
      value: contactInfos.value,
    })
    .from(contactInfos)
    .innerJoin(contactTypes, eq(contactTypes.id, contactInfos.contactTypeId))
    .where(anyOf(contactInfos.contactId))
    .orderBy(asc(contactInfos.id))
    .prepare(''),
);

/** The first `limit` companies by name that match, plus the `includeIds` ones wherever they sort. */
export async function searchCompanies(ex: Executor, f: CompanyFilter) {
  const columns = { id: clients.id, name: clients.name, typeId: clients.typeId };
  const scope = f.scope ? [f.scope] : [];
  const conditions: SQL[] = [...scope];
  if (f.typeIds !== 'all') conditions.push(inArray(clients.typeId, f.typeIds));
  if (f.searchTerm) conditions.push(ilikeContains(clients.name, f.searchTerm));
  const found = await ex
    .select(columns)
    .from(clients)
    .where(and(...conditions))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
    .limit(f.limit);
  const missing = f.includeIds.filter((id) => !found.some((c) => c.id === id));
  if (!missing.length) return found;
  const extra = await ex
    .select(columns)
    .from(clients)
    .where(and(inArray(clients.id, missing), ...scope));
  return [...extra, ...found];
}

export function addressesOf(ex: Executor, clientIds: number[]) {
  if (!clientIds.length) return Promise.resolve([]);
  return addressesByClients(ex).execute({ ids: clientIds });
}

export async function contactsOf(ex: Executor, clientIds: number[]) {
  if (!clientIds.length) return [];
  const contacts = await contactsByClients(ex).execute({ ids: clientIds });
  const infos = contacts.length ? await infosByContacts(ex).execute({ ids: contacts.map((c) => c.id) }) : [];
  return contacts.map((c) => ({
    ...c,
    contactInfos: infos
      .filter((i) => i.contactId === c.id)
      .map(({ contactTypeId, contactType, value }) => ({ contactTypeId, contactType, value })),
  }));
}

/** A client with its type and the names of the clients it refers to, when the scope sees it. */
export function detailsQuery(ex: Executor, scope: SQL | undefined) {
  const billing = alias(clients, 'billing');
  const thirdParty = alias(clients, 'third_party');
  return ex
    .select({
      id: clients.id,
      name: clients.name,
      typeId: clients.typeId,
      typeName: clientTypes.name,
      defaultBillingClientId: clients.defaultBillingClientId,
      defaultBillingClientName: sql<string | null>`${billing.name}`,
      thirdPartyClientId: clients.thirdPartyClientId,
      thirdPartyClientName: sql<string | null>`${thirdParty.name}`,
      paymentTermsDays: clients.paymentTermsDays,
      createdAt: clients.createdAt,
      createdBy: clients.createdBy,
      modifiedAt: clients.modifiedAt,
      modifiedBy: clients.modifiedBy,
      version: clients.version,
    })
    .from(clients)
    .innerJoin(clientTypes, eq(clientTypes.id, clients.typeId))
    .leftJoin(billing, eq(billing.id, clients.defaultBillingClientId))
    .leftJoin(thirdParty, eq(thirdParty.id, clients.thirdPartyClientId))
    .where(and(eq(clients.id, sql.placeholder('id')), scope));
}

/** The companies the provider pays: vendors and carriers (both are the books' vendors), by name. */
export const vendorsOf = (ex: Executor) => companiesOf(ex, [clientTypeIds.vendor, clientTypeIds.carrier]);
/** The companies that pay the provider: customers (the books' customers), by name. */
export const customersOf = (ex: Executor) => companiesOf(ex, [clientTypeIds.customer]);

function companiesOf(ex: Executor, typeIds: number[]) {
  return ex
    .select({ id: clients.id, name: clients.name })
    .from(clients)
    .where(inArray(clients.typeId, typeIds))
    .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id));
}

export async function typeExists(ex: Executor, id: number) {
  const [row] = await ex.select({ id: clientTypes.id }).from(clientTypes).where(eq(clientTypes.id, id));
  return Boolean(row);
}

/** The client types a list filters by. */
export function typeNames(ex: Executor) {
  return ex
    .select({ value: clientTypes.name, label: clientTypes.name })
    .from(clientTypes)
    .orderBy(asc(clientTypes.sortOrder), asc(clientTypes.id));
}

/**
 * What another module's write checks of a company it is given (its type, the company billed by
 * default, its payment terms), asked of this module: facts, not the company's name or contacts,
 * so a write learns nothing it could show.
 */
export async function companyFacts(ex: Executor, id: number) {
  const [row] = await ex
    .select({
      typeId: clients.typeId,
      defaultBillingClientId: clients.defaultBillingClientId,
      paymentTermsDays: clients.paymentTermsDays,
    })
    .from(clients)
    .where(eq(clients.id, id));
  return row ?? null;
}

/** Companies' names by id, for a record's own text (a bill's charges name its vendor); ids not found are left out. */
export async function companyNamesOf(ex: Executor, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await ex.select({ id: clients.id, name: clients.name }).from(clients).where(inArray(clients.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export async function clientById(ex: Executor, id: number) {
  const [row] = await ex
    .select({ id: clients.id, name: clients.name, typeId: clients.typeId })
    .from(clients)
    .where(eq(clients.id, id));
  return row ?? null;
}

/**
 * Whether a company exists, whoever asks (the users module's check, in the caller's transaction):
 * a user's company is any company, the caller's scope decides nothing here.
 */
export async function companyExists(_actor: unknown, id: number, tx: Executor) {
  return Boolean(await clientById(tx, id));
}
