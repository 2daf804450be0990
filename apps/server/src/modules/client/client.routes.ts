import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ClientService } from './client.service';

export function clientRoutes(r: Router, clients: ClientService) {
  const e = api.client;
  r.bind(e.getCompanyDetails, ({ actor, body }) => clients.getCompanyDetails(actor, body));
  r.bind(
    e.list,
    async ({ actor, query }) => (await clients.byType(actor, { ...query, pageIndex: 1, pageSize: 500 })).items,
  );
  r.bind(e.paged, ({ actor, query }) => clients.byType(actor, query));
  r.bind(e.search, ({ actor, body }) => clients.search(actor, body));
  r.bind(e.export, ({ actor, body }) => clients.export(actor, body));
  r.bind(e.filteredColums, ({ actor }) => clients.filteredColumns(actor));
  r.bind(e.getClients, ({ actor, query }) => clients.involved(actor, query));
  r.bind(e.byId, ({ actor, params }) => clients.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => clients.create(actor, body));
  r.bind(e.update, ({ actor, body }) => clients.update(actor, body));
  r.bind(e.remove, ({ actor, params }) => clients.remove(actor, params.id));
  r.bind(e.addAddress, ({ actor, body: { clientId, ...address } }) => clients.add(actor, { clientId, address }));
  r.bind(e.addContact, ({ actor, body: { clientId, ...contact } }) => clients.add(actor, { clientId, contact }));
}
