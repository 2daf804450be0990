import { sql } from 'drizzle-orm';
import type { Executor } from '../db/executor';
import type { TestApp } from './testApp';

/**
 * A transaction held open on a connection of its own: `work` runs in it, then it waits until
 * `commit()` (or `rollback()`) is called. On PostgreSQL its locks block other connections (a real
 * race); on PGlite, which has one connection, everything else waits for it to end.
 */
export async function holdTransaction(t: TestApp, work: (tx: Executor) => Promise<void>) {
  let end: (commit: boolean) => void = () => {};
  const ended = new Promise<boolean>((resolve) => {
    end = resolve;
  });
  let started: () => void = () => {};
  const begun = new Promise<void>((resolve) => {
    started = resolve;
  });
  const done = t.database.db
    .transaction(async (tx) => {
      await work(tx);
      started();
      if (!(await ended)) tx.rollback();
    })
    .catch((err: unknown) => {
      // A rollback asked for is how the transaction ends, not a failure.
      if (!(err instanceof Error && /rollback/i.test(err.message))) throw err;
    });
  await Promise.race([begun, done]);
  return {
    commit: async () => {
      end(true);
      await done;
    },
    rollback: async () => {
      end(false);
      await done;
    },
  };
}

/**
 * Resolves once `n` other connections wait for a lock (PostgreSQL), so a request is known to be
 * queued behind a held transaction; on PGlite, where nothing runs beside the held transaction,
 * after a moment.
 */
export async function lockWaiters(t: TestApp, n = 1, timeoutMs = 10_000) {
  if (t.database.kind !== 'postgres') {
    await new Promise((r) => setTimeout(r, 200));
    return;
  }
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.database.db.execute<{ waiting: number }>(
      sql`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const waiting = Number((rows as unknown as { rows: { waiting: number }[] }).rows?.[0]?.waiting ?? 0);
    if (waiting >= n) return;
    if (Date.now() > until) throw new Error(`no ${n} connection(s) waiting for a lock after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
