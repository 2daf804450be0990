import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import type { Actor } from '../auth/actor';
import { conflict } from '../errors';

/** A table whose rows carry the audit columns (`auditColumns()`): an id, a version and who changed it last. */
export type VersionedTable = PgTable & {
  id: PgColumn;
  version: PgColumn;
  modifiedAt: PgColumn;
  modifiedBy: PgColumn;
};

/** Which row: its id and the version the caller read (none when a child of the record changed it). */
export interface VersionKey {
  id: number;
  version?: number;
}

export interface VersionedUpdateOptions {
  /** Who changes it: `modifiedBy` (null for the system). */
  by: Pick<Actor, 'userName'> | null;
  /** What the record is called in the conflict ("client": "This client was changed …"). */
  noun: string;
  /** The whole subject when "This <noun>" does not fit ("Item 3 (Steel beam)"). */
  subject?: string;
  /** A condition the row must still meet (a status that allows the change); not met, it is the same 409. */
  where?: SQL;
}

/**
 * What every change of versioned rows sets beside its values: `version + 1` (an edit opened before
 * it is then stale), when and by whom (null for the system). Spread into an update of one row or of
 * a set of rows: `.set({ invoiceId, ...changeMarks(charges, actor) })`.
 */
export const changeMarks = <T extends VersionedTable>(
  table: T,
  by: Pick<Actor, 'userName'> | null,
  at: Date = new Date(),
) => ({ version: sql`${table.version} + 1`, modifiedAt: at, modifiedBy: by?.userName ?? null });

/** The one conflict message: the record (or the records, `plural`) changed since the caller read it. */
export const staleMessage = (subject: string, plural = false) =>
  `${subject} ${plural ? 'were' : 'was'} changed by someone else since you opened it. Reload to see the changes.`;

/**
 * The one update of a versioned record: sets the values, `version + 1`, `modifiedAt` and
 * `modifiedBy` when the row still has the version the caller read (docs/design.md section 4: a stale
 * version is a 409, so no update is silently lost), and answers the row as saved. Without a
 * version (an address added to a client, a line to a PO) it only marks the record changed, so an
 * edit opened before it is the stale one. Nothing matched is the 409, whoever changed it.
 */
export async function versionedUpdate<T extends VersionedTable>(
  tx: Executor,
  table: T,
  key: VersionKey,
  values: PgUpdateSetSource<T>,
  opts: VersionedUpdateOptions,
): Promise<T['$inferSelect']> {
  const set = { ...values, ...changeMarks(table, opts.by) } as PgUpdateSetSource<T>;
  const rows = (await tx
    .update(table)
    .set(set)
    .where(
      and(eq(table.id, key.id), key.version === undefined ? undefined : eq(table.version, key.version), opts.where),
    )
    .returning()) as T['$inferSelect'][];
  if (rows.length !== 1) throw conflict(staleMessage(opts.subject ?? `This ${opts.noun}`));
  return rows[0]!;
}
