import { clientList } from '@freightdesk/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { listQuery } from '../../platform/list/listQuery';
import type { DataScope } from '../../platform/scope';
import { clientTypes } from '../lookup/tables';
import { clients } from './client.table';

/** The address book's SQL, column by column (the declaration is clientList in the contracts). */
export const clientListQuery = (companiesInScope: (scope: DataScope) => SQL | undefined) =>
  listQuery({
    spec: clientList,
    from: clients,
    id: clients.id,
    joins: {
      type: { table: clientTypes, on: eq(clientTypes.id, clients.typeId) },
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
      // The primary address's city and state, copied onto the client (client.table.ts).
      city: { expr: clients.primaryCity, sort: sql`lower(${clients.primaryCity})` },
      state: { expr: clients.primaryState },
      modifiedAt: { expr: clients.modifiedAt },
    },
    select: {
      id: clients.id,
      name: clients.name,
      typeId: clients.typeId,
      typeName: clientTypes.name,
      city: clients.primaryCity,
      state: clients.primaryState,
      modifiedAt: clients.modifiedAt,
    },
    selectJoins: ['type'],
    scope: companiesInScope,
  });
