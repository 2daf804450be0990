import { type CompanyDetails, type CompanySearchBody, clientTypeIds } from '@freightdesk/contracts';
import { eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { type DataScope, scopeOf } from '../../platform/scope';
import { createClientRepository } from './client.repository';
import { clients } from './client.table';

type CompanySearch = Required<CompanySearchBody>;

export interface ClientServiceDeps {
  db: Executor;
  /** The ids of the clients that the scope's projects involve, as a subquery (the project module's). */
  clientsOfProjects: (scope: DataScope) => SQL | undefined;
}

export function createClientService({ db, clientsOfProjects }: ClientServiceDeps) {
  const repo = createClientRepository(db);

  /** DESIGN.md section 5: a client user sees in the address book their own company and the clients of their projects. */
  function companiesInScope(scope: DataScope): SQL | undefined {
    if (scope.all || scope.companyId === null) return undefined;
    const ofProjects = clientsOfProjects(scope);
    return or(eq(clients.id, scope.companyId), ofProjects ? inArray(clients.id, ofProjects) : undefined);
  }

  return {
    /** Whether the actor may see this client in the address book (for its history). */
    async canView(actor: Actor, id: number) {
      const found = await repo.searchCompanies({
        searchTerm: '',
        typeIds: 'all',
        limit: 1,
        includeIds: [id],
        scope: companiesInScope(scopeOf(actor)),
      });
      return found.some((c) => c.id === id);
    },

    /** Whether a company exists, whoever asks (for checks inside the caller's transaction). */
    async exists(ex: Executor, id: number) {
      return Boolean(await createClientRepository(ex).findById(id));
    },

    /** Companies by name and type with their addresses and contacts; a client user finds only those in their scope. */
    async getCompanyDetails(actor: Actor, body: CompanySearch): Promise<CompanyDetails[]> {
      const typeIds = body._clientTypeIds.includes(clientTypeIds.all) ? 'all' : body._clientTypeIds;
      const companies = await repo.searchCompanies({
        searchTerm: body.searchTerm,
        typeIds,
        limit: body._requiredData,
        includeIds: body._includeIds,
        scope: companiesInScope(scopeOf(actor)),
      });
      const ids = companies.map((c) => c.id);
      const [addresses, contacts] = await Promise.all([repo.addressesOf(ids), repo.contactsOf(ids)]);
      return companies.map((c) => ({
        ...c,
        label: c.name,
        value: c.id,
        addresses: addresses.filter((a) => a.clientId === c.id).map(({ clientId: _, ...a }) => a),
        contacts: contacts.filter((k) => k.clientId === c.id).map(({ clientId: _, ...k }) => k),
      }));
    },
  };
}
export type ClientService = ReturnType<typeof createClientService>;
