import type { AuditEntity, FieldChange } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import { type AuditOptions, changesOf, recordAudit } from '../audit/audit';
import { auditLog } from '../audit/audit.table';
import type { Actor } from '../auth/actor';

/** Who a history entry names: a signed-in user, the user a reset link identified, or the system (null). */
export type AuditActor = Pick<Actor, 'id' | 'userName'> | null;

/** How a business record is audited: which history it writes to, how it is read, and what of it is kept. */
export interface AuditedRecord<R> {
  entity: AuditEntity;
  /** The record as the caller sees it, inside the write's transaction (a 404 outside the caller's scope). */
  read: (tx: Executor, actor: Actor, id: number) => Promise<R>;
  /**
   * Records as the caller sees them, in one statement, in the order of `ids` (a 404 when one is not
   * seen): what createMany and removeMany read, so a set is audited in a fixed number of statements.
   */
  readMany?: (tx: Executor, actor: Actor, ids: readonly number[]) => Promise<R[]>;
  /** What the history keeps of it: names as they read at the time, not ids. */
  trail: (record: R) => Record<string, unknown>;
  options?: AuditOptions;
}

/** A write that may answer more changes than a before/after of the record shows (a team, a file added). */
type Write<A> = ((arg: A) => Promise<void>) | ((arg: A) => Promise<FieldChange[]>);

/**
 * The writes of an audited record (README, "Writing a service"). Each runs the module's own write
 * inside it and writes the history row itself, in the same transaction: the record as it was and
 * as it is, read by the module's `read`, compared field by field (`changesOf`). A write that goes
 * through these cannot forget its history, and an update that changed nothing writes none.
 *
 *   const history = audited({ entity: 'client', read: details, trail: (c) => ({ name: c.name }) });
 *   return history.update(tx, actor, id, async (before) => {
 *     await versionedUpdate(tx, clients, input, { name: input.name }, { by: actor, noun: 'client' });
 *   });
 */
export function audited<R>(rec: AuditedRecord<R>) {
  const changes = (before: R | null, after: R | null) =>
    changesOf(before && rec.trail(before), after && rec.trail(after), rec.options);
  const manyOf = (tx: Executor, actor: Actor, ids: readonly number[]) => {
    if (!rec.readMany) throw new Error(`The ${rec.entity} history reads one record at a time: give it readMany.`);
    return rec.readMany(tx, actor, ids);
  };
  return {
    /** Inserts the record (`insert` answers its id), then reads it and records its creation. */
    async create(tx: Executor, actor: Actor, insert: () => Promise<number>, extra?: Write<R>): Promise<R> {
      const id = await insert();
      const created = await rec.read(tx, actor, id);
      const more = (await extra?.(created)) ?? [];
      await recordAudit(tx, actor, rec.entity, id, 'create', [...changes(null, created), ...more]);
      return created;
    },

    /**
     * Reads the record, runs the change (which may answer more changes to record after the
     * compared fields), reads it again and records what differs. Answers the record as changed.
     */
    async update(tx: Executor, actor: Actor, id: number, write: Write<R>): Promise<R> {
      const before = await rec.read(tx, actor, id);
      const more = (await write(before)) ?? [];
      const after = await rec.read(tx, actor, id);
      await recordAudit(tx, actor, rec.entity, id, 'update', [...changes(before, after), ...more]);
      return after;
    },

    /** Reads the record, runs the delete and records what was deleted. Answers the record as it was. */
    async remove(tx: Executor, actor: Actor, id: number, del: (before: R) => Promise<void>): Promise<R> {
      const before = await rec.read(tx, actor, id);
      await del(before);
      await recordAudit(tx, actor, rec.entity, id, 'delete', changes(before, null));
      return before;
    },

    /**
     * Inserts a set of records (`insert` answers their ids, in one statement), reads them in one
     * and records each one's creation in one: a fixed number of statements however many there are.
     */
    async createMany(tx: Executor, actor: Actor, insert: () => Promise<number[]>): Promise<R[]> {
      const ids = await insert();
      if (!ids.length) return [];
      const created = await manyOf(tx, actor, ids);
      await auditEntries(
        tx,
        actor,
        rec.entity,
        'create',
        created.map((r, i) => ({ id: ids[i]!, changes: changes(null, r) })),
      );
      return created;
    },

    /** Reads a set of records, runs their delete (one statement) and records each one's deletion in one. */
    async removeMany(
      tx: Executor,
      actor: Actor,
      ids: readonly number[],
      del: (before: R[]) => Promise<void>,
    ): Promise<R[]> {
      if (!ids.length) return [];
      const before = await manyOf(tx, actor, ids);
      await del(before);
      await auditEntries(
        tx,
        actor,
        rec.entity,
        'delete',
        before.map((r, i) => ({ id: ids[i]!, changes: changes(r, null) })),
      );
      return before;
    },

    /** A change of the record told by its fields (a rate added, a period closed), not read as before/after. */
    note: (tx: Executor, actor: AuditActor, id: number, noted: FieldChange[]) =>
      auditNote(tx, actor, rec.entity, id, noted),
  };
}
export type Audited<R> = ReturnType<typeof audited<R>>;

/**
 * A change of a record told by its fields, for a write whose record another module reads (a file
 * of a project, a project on a user's access list): an update entry in that record's history,
 * none when nothing changed.
 */
export async function auditNote(
  tx: Executor,
  actor: AuditActor,
  entity: AuditEntity,
  id: number,
  noted: FieldChange[],
): Promise<void> {
  await recordAudit(tx, actor, entity, id, 'update', noted);
}

/**
 * Several entries of one entity's histories in one statement (one per record, or one per change
 * that a person made as separate acts, such as each rate a proposal brought): an update entry
 * each, none for an empty one.
 */
export async function auditNotes(
  tx: Executor,
  actor: AuditActor,
  entity: AuditEntity,
  notes: { id: number; changes: FieldChange[] }[],
): Promise<void> {
  await auditEntries(tx, actor, entity, 'update', notes);
}

/** History entries of one entity and action in one statement; an update that changed nothing writes none. */
async function auditEntries(
  tx: Executor,
  actor: AuditActor,
  entity: AuditEntity,
  action: 'create' | 'update' | 'delete',
  entries: { id: number; changes: FieldChange[] }[],
): Promise<void> {
  const rows = entries
    .filter((n) => action !== 'update' || n.changes.length)
    .map((n) => ({
      userId: actor?.id ?? null,
      userName: actor?.userName ?? null,
      entity,
      recordId: n.id,
      action,
      changes: n.changes,
    }));
  if (rows.length) await tx.insert(auditLog).values(rows);
}

/** A field's change as the history shows it, for `note` (a secret as "changed", its values never kept). */
export function fieldChanged(field: string, before: unknown, after: unknown, opts: AuditOptions = {}): FieldChange[] {
  return changesOf({ [field]: before }, { [field]: after }, opts);
}
