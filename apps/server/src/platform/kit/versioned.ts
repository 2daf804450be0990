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

/** A row of a set update: its id, the version the caller read (none: any), and its values by name. */
export type SetRow<K extends string> = { id: number; version?: number } & { readonly [P in K]: unknown };

export interface UpdateSetOptions<T extends VersionedTable, K extends string> {
  /** Each value's SQL type, by name (`{ counted: 'numeric' }`): the VALUES list's columns. Code constants only. */
  types: { readonly [P in K]: string };
  /** What each row is set to, from its values (`v.counted`) and its own columns. */
  set(v: { readonly [P in K]: SQL }): PgUpdateSetSource<T>;
  /** A condition each row must still meet (`v.held <= quantityOnHand`); one not met is the 409. */
  where?(v: { readonly [P in K]: SQL }): SQL | undefined;
  /** Who changes them: `modifiedBy` (null for the system). */
  by: Pick<Actor, 'userName'> | null;
  /** The records in the conflict, plural ("These PO lines"). */
  subject: string;
  /**
   * 'version' (the default): a new version, so an edit opened before is stale; 'modified': who and
   * when only, for a quantity the system moves that no form edits (what is held for pick tickets);
   * false: neither, for a running total kept beside the record (a PO line's quantity shipped).
   */
  marks?: 'version' | 'modified' | false;
}

/**
 * The one update of a set of versioned rows, each to its own values, in one statement (an
 * `update … from (values …)`): every row still there, at the version read when one is given and
 * meeting `where`, or nothing is kept and it is the one conflict ("These PO lines were changed by
 * someone else since you opened it."), the caller's transaction rolled back. Answers the ids written.
 */
export async function updateSet<T extends VersionedTable, K extends string>(
  tx: Executor,
  table: T,
  rows: readonly SetRow<NoInfer<K>>[],
  opts: UpdateSetOptions<T, K>,
): Promise<number[]> {
  if (!rows.length) return [];
  const names = Object.keys(opts.types) as K[];
  const v = Object.fromEntries(names.map((n) => [n, sql`v.${sql.identifier(n)}`])) as { [P in K]: SQL };
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::int, ${r.version ?? null}::int${sql.join(
          names.map((n) => sql`, ${r[n]}::${sql.raw(opts.types[n])}`),
          sql``,
        )})`,
    ),
    sql`, `,
  );
  const columns = sql.join([sql`id`, sql`version`, ...names.map((n) => sql.identifier(n))], sql`, `);
  const marks = changeMarks(table, opts.by);
  const kind = opts.marks ?? 'version';
  const set = {
    ...opts.set(v),
    ...(kind === 'version'
      ? marks
      : kind === 'modified'
        ? { modifiedAt: marks.modifiedAt, modifiedBy: marks.modifiedBy }
        : {}),
  } as PgUpdateSetSource<T>;
  const written = await tx
    .update(table)
    .set(set)
    .from(sql`(values ${values}) as v(${columns})`)
    .where(and(sql`${table.id} = v.id`, sql`(v.version is null or ${table.version} = v.version)`, opts.where?.(v)))
    .returning({ id: table.id });
  if (written.length !== rows.length) throw conflict(staleMessage(opts.subject, true));
  return written.map((r) => r.id as number);
}
