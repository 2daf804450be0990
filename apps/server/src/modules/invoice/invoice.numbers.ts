import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { documentCounters } from './invoice.table';

/**
 * The next number of a gapless sequence (INV, CN): its counter row is moved and so locked by the
 * caller's transaction until it ends, so approvals at once are numbered one after the other and a
 * rolled-back one gives its number back. The row is made by the migration.
 */
export async function takeNumber(tx: Executor, name: 'INV' | 'CN'): Promise<string> {
  const [row] = await tx
    .update(documentCounters)
    .set({ last: sql`${documentCounters.last} + 1` })
    .where(eq(documentCounters.name, name))
    .returning({ last: documentCounters.last });
  if (!row) throw new Error(`The ${name} number sequence is missing.`);
  return `${name}-${row.last}`;
}
