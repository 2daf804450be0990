import {
  CLIENT_USER_TYPE_ID,
  type CompanyDetails,
  type CompanySearchBody,
  clientTypeIds,
} from '@freightdesk/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../platform/auth/actor';
import { createClientRepository } from './client.repository';

type CompanySearch = Required<CompanySearchBody>;

export function createClientService({ db }: { db: Db }) {
  const repo = createClientRepository(db);
  return {
    /** Companies by name and type with their addresses and contacts; a client user finds only their own. */
    async getCompanyDetails(actor: Actor, body: CompanySearch): Promise<CompanyDetails[]> {
      const typeIds = body._clientTypeIds.includes(clientTypeIds.all) ? 'all' : body._clientTypeIds;
      const companies = await repo.searchCompanies({
        searchTerm: body.searchTerm,
        typeIds,
        limit: body._requiredData,
        includeIds: body._includeIds,
        onlyId: actor.userTypeId === CLIENT_USER_TYPE_ID && !actor.scope.isAdmin ? actor.clientId : undefined,
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
