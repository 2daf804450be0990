import {
  type ClientDetails,
  type ClientListColumn,
  type ClientListItem,
  type CompanyDetails,
  type CompanySearchBody,
  clientList,
  clientTypeIds,
  type createClientBody,
  type ExportFormat,
  type Paged,
} from '@freightdesk/contracts';
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import type { Actor } from '../../platform/auth/actor';
import { foreignKeyViolation } from '../../platform/dbErrors';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { type AuditActor, audited, versionedUpdate } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { withIsoModified } from '../../platform/rows';
import { type DataScope, scopeKey, scopeOf } from '../../platform/scope';
import { clientListQuery } from './client.list';
import {
  addressesOf,
  clientById,
  contactsOf,
  customersOf,
  detailsQuery,
  searchCompanies,
  typeExists,
  typeNames,
  vendorsOf,
} from './client.read';
import { clients } from './client.table';
import { createClientWrites } from './client.writes';

type CompanySearch = Required<CompanySearchBody>;
type ClientInput = z.output<typeof createClientBody>;

/** What the address book uses of other modules, given by the app (declared here: this module imports none of them). */
export interface ClientServiceDeps {
  db: Executor;
  /** The ids of the clients that the scope's projects involve, as a subquery (the project module's). */
  clientsOfProjects: (scope: DataScope) => SQL | undefined;
  /** What uses a client, described for a person ("2 projects: P-1, P-2"); each module answers for its own. */
  usedBy: ((actor: Actor, clientId: number, tx?: Executor) => Promise<string | null>)[];
  /** The clients a project involves, in their roles, for callers who see it (the project module's). */
  partiesOf: (
    actor: Actor,
    q: { projectId?: number; clientId?: number },
    tx?: Executor,
  ) => Promise<{ id: number; name: string; typeId: number; role: string }[]>;
}

/** What the audit trail keeps of a client. */
const trail = (c: ClientDetails) => ({
  name: c.name,
  type: c.typeName,
  defaultBillingClient: c.defaultBillingClientName,
  thirdPartyClient: c.thirdPartyClientName,
  paymentTermsDays: c.paymentTermsDays,
  addresses: c.addresses.map((a) =>
    [a.address1, a.address2, a.city, a.state, a.postalCode, a.country, a.isPrimary ? 'primary' : '']
      .filter(Boolean)
      .join(', '),
  ),
  contacts: c.contacts.map((k) =>
    [k.title, `${k.firstName} ${k.lastName}`, ...k.contactInfos.map((i) => `${i.contactType} ${i.value}`)]
      .filter(Boolean)
      .join(', '),
  ),
});

export function createClientService({ db, clientsOfProjects, usedBy, partiesOf }: ClientServiceDeps) {
  /** docs/design.md section 5: a client user sees in the address book their own company and the clients of their projects. */
  function companiesInScope(scope: DataScope): SQL | undefined {
    if (scope.all || scope.companyId === null) return undefined;
    const ofProjects = clientsOfProjects(scope);
    return or(eq(clients.id, scope.companyId), ofProjects ? inArray(clients.id, ofProjects) : undefined);
  }
  const list = clientListQuery(companiesInScope);
  /** A client with its type and the names of the clients it refers to, when the scope sees it. */
  const detailsOf = preparedRead(
    (ex, scope: DataScope) => detailsQuery(ex, companiesInScope(scope)).prepare(''),
    scopeKey,
  );
  const findDetails = async (ex: Executor, actor: Actor, id: number) =>
    (await detailsOf(ex, scopeOf(actor)).execute({ id }))[0] ?? null;

  async function details(ex: Executor, actor: Actor, id: number): Promise<ClientDetails> {
    const c = await findDetails(ex, actor, id);
    if (!c) throw notFound('Client');
    const [addresses, contacts] = await Promise.all([addressesOf(ex, [id]), contactsOf(ex, [id])]);
    return {
      ...c,
      addresses: addresses.map(({ clientId: _, ...a }) => a),
      contacts: contacts.map(({ clientId: _, ...k }) => k),
      createdAt: c.createdAt.toISOString(),
      modifiedAt: c.modifiedAt.toISOString(),
    };
  }
  const history = audited({ entity: 'client', read: details, trail });

  /** The references a client form names must exist; a client cannot bill or be third party to itself. */
  async function checkReferences(tx: Executor, input: ClientInput, id?: number) {
    if (!(await typeExists(tx, input.typeId))) throw fieldError('typeId', 'This client type does not exist.');
    for (const field of ['defaultBillingClientId', 'thirdPartyClientId'] as const) {
      const ref = input[field];
      if (ref === null) continue;
      if (ref === id) throw fieldError(field, 'A client cannot refer to itself.');
      if (!(await clientById(tx, ref))) throw fieldError(field, 'This client does not exist.');
    }
  }

  /**
   * A state, country or contact type that does not exist is the form's mistake: a 400 naming where,
   * in the fields of the body sent (a whole client's list, or one added address's or contact's own).
   */
  const referenceAsBadRequest =
    (sent: 'client' | 'one') =>
    (err: unknown): never => {
      const constraint = foreignKeyViolation(err);
      if (constraint === null) throw err;
      const contact = constraint.includes('contact');
      const message = `A ${contact ? 'contact type' : 'state or country'} does not exist.`;
      if (sent === 'client') throw fieldError(contact ? 'contacts' : 'addresses', message);
      throw fieldError(contact ? 'contactInfos' : constraint.includes('country') ? 'countryId' : 'stateId', message);
    };

  const fields = (input: ClientInput) => ({
    name: input.name,
    typeId: input.typeId,
    defaultBillingClientId: input.defaultBillingClientId,
    thirdPartyClientId: input.thirdPartyClientId,
    paymentTermsDays: input.paymentTermsDays,
  });

  return {
    /** Whether the actor may see this client in the address book (for its history). */
    async canView(actor: Actor, id: number, tx?: Executor) {
      return Boolean(await findDetails(tx ?? db, actor, id));
    },

    get: (actor: Actor, id: number, tx?: Executor) => details(tx ?? db, actor, id),

    /** The address book's vendors and carriers (the default accounting adapter's vendor list: the system asks, `null`). */
    vendors: (_actor: AuditActor, _input?: undefined, tx?: Executor) => vendorsOf(tx ?? db),
    /** The address book's customers (those the books' customers are matched with: the system asks, `null`). */
    customers: (_actor: AuditActor, _input?: undefined, tx?: Executor) => customersOf(tx ?? db),

    async search(actor: Actor, q: ListRequest<ClientListColumn>, tx?: Executor): Promise<Paged<ClientListItem>> {
      const page = await list.page(tx ?? db, scopeOf(actor), q);
      return { ...page, items: page.items.map(withIsoModified) };
    },

    /** GET /api/client and /paged: by name, of one type unless 100 (all). */
    async byType(actor: Actor, q: { typeId?: number; pageIndex: number; pageSize: number }, tx?: Executor) {
      const typeId = q.typeId && q.typeId !== clientTypeIds.all ? String(q.typeId) : undefined;
      return this.search(
        actor,
        {
          searchFields: typeId ? { typeId } : {},
          reverse: false,
          paged: true,
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
        },
        tx,
      );
    },

    export(actor: Actor, q: ListFilter<ClientListColumn> & { format: ExportFormat }, tx?: Executor) {
      return exportFile({
        name: 'clients',
        format: q.format,
        columns: exportColumnsOf(clientList),
        batches: list.batches(tx ?? db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    async filteredColumns(_actor: Actor, _input?: undefined, tx?: Executor) {
      return list.columns({ typeName: await typeNames(tx ?? db) });
    },

    async create(actor: Actor, input: ClientInput, tx?: Executor): Promise<ClientDetails> {
      return inTransaction(db, tx, (t) =>
        history.create(t, actor, async () => {
          await checkReferences(t, input);
          const writes = createClientWrites(t);
          const id = await writes.insert({ ...fields(input), createdBy: actor.userName, modifiedBy: actor.userName });
          await writes.replaceChildren(id, input);
          return id;
        }),
      ).catch(referenceAsBadRequest('client'));
    },

    async update(actor: Actor, input: ClientInput & { id: number; version: number }, tx?: Executor) {
      return inTransaction(db, tx, (t) =>
        history.update(t, actor, input.id, async () => {
          await checkReferences(t, input, input.id);
          await versionedUpdate(t, clients, input, fields(input), { by: actor, noun: 'client' });
          await createClientWrites(t).replaceChildren(input.id, input);
        }),
      ).catch(referenceAsBadRequest('client'));
    },

    /** Adds one address or contact, keeping every other; the client's history records it. */
    async add(
      actor: Actor,
      input: {
        clientId: number;
        address?: ClientInput['addresses'][number];
        contact?: ClientInput['contacts'][number];
      },
      tx?: Executor,
    ) {
      return inTransaction(db, tx, (t) =>
        history.update(t, actor, input.clientId, async () => {
          const writes = createClientWrites(t);
          if (input.address) await writes.addAddress(input.clientId, input.address);
          if (input.contact) await writes.addContact(input.clientId, input.contact);
          // The client changed: an edit opened before this is the stale one.
          await versionedUpdate(t, clients, { id: input.clientId }, {}, { by: actor, noun: 'client' });
        }),
      ).catch(referenceAsBadRequest('one'));
    },

    /** Deletes a client nothing uses; otherwise a 409 that says what uses it, and nothing is deleted. */
    async remove(actor: Actor, id: number, tx?: Executor): Promise<null> {
      await inTransaction(db, tx, (t) =>
        history.remove(t, actor, id, async (before) => {
          if (id === 1) throw badRequest('The provider’s own company cannot be deleted.');
          const writes = createClientWrites(t);
          const uses = (await Promise.all(usedBy.map((u) => u(actor, id, t)))).filter((u): u is string => Boolean(u));
          const others = await writes.referencedBy(id);
          if (others.length) {
            const names = others
              .slice(0, 5)
              .map((c) => c.name)
              .join(', ');
            uses.push(
              `${others.length > 5 ? 'more than 5' : others.length} client${others.length === 1 ? '' : 's'} as billing or third party (${names})`,
            );
          }
          if (uses.length) throw conflict(`${before.name} cannot be deleted: it is used by ${uses.join('; ')}.`);
          await writes.delete(id);
        }),
      ).catch((err) => {
        // A use added while this ran still meets the foreign keys: the same answer, nothing deleted.
        if (foreignKeyViolation(err) !== null) throw conflict('This client is in use and cannot be deleted.');
        throw err;
      });
      return null;
    },

    /** The clients a record involves; a project's only for callers who see the project. */
    involved(actor: Actor, q: { moduleName: 'all' | 'Project'; moduleId: number; clientId?: number }, tx?: Executor) {
      const projectId = q.moduleName === 'Project' && q.moduleId > 0 ? q.moduleId : undefined;
      return partiesOf(actor, { projectId, clientId: q.clientId }, tx);
    },

    /** Companies by name and type with their addresses and contacts; a client user finds only those in their scope. */
    async getCompanyDetails(actor: Actor, body: CompanySearch, tx?: Executor): Promise<CompanyDetails[]> {
      const ex = tx ?? db;
      const typeIds = body._clientTypeIds.includes(clientTypeIds.all) ? 'all' : body._clientTypeIds;
      const companies = await searchCompanies(ex, {
        searchTerm: body.searchTerm,
        typeIds,
        limit: body._requiredData,
        includeIds: body._includeIds,
        scope: companiesInScope(scopeOf(actor)),
      });
      const ids = companies.map((c) => c.id);
      const [addresses, contacts] = await Promise.all([addressesOf(ex, ids), contactsOf(ex, ids)]);
      return companies.map((c) => ({
        ...c,
        label: c.name,
        value: c.id,
        addresses: addresses
          .filter((a) => a.clientId === c.id)
          .map(({ clientId: _, stateId: _s, countryId: _c, ...a }) => a),
        contacts: contacts.filter((k) => k.clientId === c.id).map(({ clientId: _, ...k }) => k),
      }));
    },
  };
}
export type ClientService = ReturnType<typeof createClientService>;
