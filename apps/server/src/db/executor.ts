import type { Db } from './client';

/**
 * The database or an open transaction: both run the same queries. Every repository and every
 * service function that writes takes one, so a flow across modules is one transaction handed from
 * service to service through each module's index.ts.
 */
export type Executor = Db;

/** Runs `work` in the caller's transaction when there is one, otherwise in a new one. */
export function inTransaction<T>(
  db: Executor,
  tx: Executor | undefined,
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  return tx ? work(tx) : db.transaction(work);
}
