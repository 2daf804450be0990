import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { isUniqueViolation } from '../dbErrors';
import { fieldError } from '../errors';

/** A run of record numbers (`PO-10001`, `PO-10002`, …): the table and column that hold them, the prefix, and the number before the first. */
export interface NumberSequence {
  table: PgTable;
  column: PgColumn;
  prefix: string;
  floor: number;
}

/**
 * Takes the sequence's lock for the rest of the transaction: creates of one sequence take their
 * numbers one at a time, and nothing else waits on it. A create that locks rows before it reaches
 * its number (an alert locking the PO lines it expects) takes this first, so no two transactions
 * ever hold the number and a row each while waiting for the other's.
 */
export async function lockNumbering(tx: Executor, seq: Pick<NumberSequence, 'prefix'>): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`number:${seq.prefix}`}))`);
}

/**
 * The number a new record gets: the one the user typed, or the prefix and one more than the
 * highest number of that form (a number typed by hand, such as PO-99999, moves the run on past
 * it), never below `floor + 1`. Read under the sequence's lock, held until the transaction ends,
 * so creates at the same time, on any number of connections and servers, never take the same
 * number; a typed number takes the lock too, so it cannot slip in between a read and its insert.
 */
export async function nextNumber(tx: Executor, seq: NumberSequence, given = ''): Promise<string> {
  await lockNumbering(tx, seq);
  if (given) return given;
  const pattern = `^${seq.prefix}-([0-9]{1,15})$`;
  const [row] = await tx
    .select({
      n: sql<string>`(coalesce(max(substring(${seq.column} from ${pattern})::bigint), ${seq.floor}) + 1)::text`,
    })
    .from(seq.table);
  return `${seq.prefix}-${row!.n}`;
}

/**
 * A create or update that hit the number's unique index (a number typed by hand that another record
 * holds, or the same number saved twice at once): a 400 on `number` naming the kind of record.
 * Use as `.catch(numberTaken('PO'))`; anything else is thrown on.
 */
export const numberTaken =
  (kind: string) =>
  (err: unknown): never => {
    if (isUniqueViolation(err)) throw fieldError('number', `This ${kind} number is already used.`);
    throw err;
  };
