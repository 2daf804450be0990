import type { Claim } from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { userClaims, users } from './user.table';

export type NewUserRow = typeof users.$inferInsert;

/** The users module's row writes, each in the caller's transaction (its services audit them through the kit). */
export async function insertUser(tx: Executor, row: NewUserRow): Promise<number> {
  const [created] = await tx.insert(users).values(row).returning({ id: users.id });
  return created!.id;
}

export async function setClaims(tx: Executor, userId: number, claims: Claim[]) {
  await tx.delete(userClaims).where(eq(userClaims.userId, userId));
  if (claims.length) await tx.insert(userClaims).values(claims.map((c) => ({ userId, ...c })));
}

export async function deleteUser(tx: Executor, id: number) {
  await tx.delete(users).where(eq(users.id, id));
}
