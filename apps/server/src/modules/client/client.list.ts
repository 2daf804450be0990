import { clientList } from '@freightdesk/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { listQuery } from '../../platform/list/listQuery';
import type { DataScope } from '../../platform/scope';
import { clientTypes, states } from '../lookup';
import { clientAddresses, clients } from './client.table';

/** The address book's SQL, column by column (the declaration is clientList in the contracts). */
export const clientListQuery = (companiesInScope: (scope: DataScope) => SQL | undefined) =>
  listQuery({
    spec: clientList,
    from: clients,
    id: clients.id,
    joins: {
      type: { table: clientTypes, on: eq(clientTypes.id, clients.typeId) },
      // The primary address (at most one per client, by a unique index) gives the city and state.
      address: {
        table: clientAddresses,
        on: and(eq(clientAddresses.clientId, clients.id), eq(clientAddresses.isPrimary, true))!,
        left: true,
      },
      state: { table: states, on: eq(states.id, clientAddresses.stateId), left: true },
    },
    columns: {
      name: { expr: clients.name, sort: sql`lower(${clients.name})` },
      typeName: {
        expr: clientTypes.name,
        sort: clients.typeId,
        joins: ['type'],
        via: { local: clients.typeId, table: clientTypes, id: clientTypes.id },
      },
      typeId: { expr: clients.typeId },
      city: { expr: clientAddresses.city, sort: sql`lower(${clientAddresses.city})`, joins: ['address'] },
      state: { expr: states.code, joins: ['address', 'state'] },
      modifiedAt: { expr: clients.modifiedAt },
    },
    select: {
      id: clients.id,
      name: clients.name,
      typeId: clients.typeId,
      typeName: clientTypes.name,
      city: sql<string | null>`${clientAddresses.city}`,
      state: sql<string | null>`${states.code}`,
      modifiedAt: clients.modifiedAt,
    },
    selectJoins: ['type', 'address', 'state'],
    scope: companiesInScope,
  });
