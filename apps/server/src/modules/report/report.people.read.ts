import { CLIENT_USER_TYPE_ID } from '@freightdesk/contracts';
import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { users } from '../user/tables';

/** Staff users among some ids, as a schedule names its recipients: id, name, e-mail, active. */
export async function staffOf(ex: Executor, ids: number[]) {
  if (!ids.length) return [];
  return ex
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      email: users.email,
      active: users.status,
    })
    .from(users)
    .where(and(inArray(users.id, ids), ne(users.userTypeId, CLIENT_USER_TYPE_ID)));
}
