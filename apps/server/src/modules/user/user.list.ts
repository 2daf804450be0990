import { userList } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client/tables';
import { userTypes } from '../lookup/tables';
import { usersInScope } from './user.scope';
import { userFullName, users } from './user.table';

/** The users list's SQL, column by column (the declaration is userList in the contracts). */
export const userListQuery = listQuery({
  spec: userList,
  from: users,
  id: users.id,
  joins: {
    company: { table: clients, on: eq(clients.id, users.clientId) },
    userType: { table: userTypes, on: eq(userTypes.id, users.userTypeId) },
  },
  columns: {
    userName: { expr: users.userName, sort: sql`lower(${users.userName})` },
    name: { expr: userFullName },
    firstName: { expr: users.firstName, sort: sql`lower(${users.firstName})` },
    lastName: { expr: users.lastName, sort: sql`lower(${users.lastName})` },
    email: { expr: users.email, sort: sql`lower(${users.email})` },
    title: { expr: users.title },
    companyName: {
      expr: clients.name,
      sort: sql`lower(${clients.name})`,
      joins: ['company'],
      via: { local: users.clientId, table: clients, id: clients.id },
    },
    clientId: { expr: users.clientId },
    // Types sort in their own order (Staff, Client, ...), which an index on the type id serves.
    userTypeName: {
      expr: userTypes.name,
      sort: users.userTypeId,
      joins: ['userType'],
      via: { local: users.userTypeId, table: userTypes, id: userTypes.id },
    },
    isAdmin: { expr: users.isAdmin },
    status: { expr: users.status },
    modifiedAt: { expr: users.modifiedAt },
  },
  select: {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    userName: users.userName,
    email: users.email,
    title: users.title,
    clientId: users.clientId,
    companyName: clients.name,
    userTypeId: users.userTypeId,
    userTypeName: userTypes.name,
    isAdmin: users.isAdmin,
    status: users.status,
    modifiedAt: users.modifiedAt,
  },
  selectJoins: ['company', 'userType'],
  parents: { userType: (id) => eq(users.userTypeId, id) },
  scope: usersInScope,
});
