import type { AuditAction, AuditEntity, FieldChange, HistoryEntry } from '@freightdesk/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../auth/actor';
import { auditLog } from './audit.table';

type Snapshot = Record<string, unknown>;

export interface AuditOptions {
  /** Fields whose values are never kept: a change says only that they changed. */
  secret?: readonly string[];
  /** Fields left out (bookkeeping such as version and modifiedAt). */
  ignore?: readonly string[];
}

const BOOKKEEPING = ['version', 'createdAt', 'createdBy', 'modifiedAt', 'modifiedBy'];

/** JSON-safe and comparable: dates as ISO text, arrays and objects as themselves. */
function plain(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (v === undefined) return null;
  return v;
}

/** Each field whose value differs between two snapshots (null for a side that does not exist). */
export function changesOf(before: Snapshot | null, after: Snapshot | null, opts: AuditOptions = {}): FieldChange[] {
  const ignore = new Set([...BOOKKEEPING, ...(opts.ignore ?? [])]);
  const secret = new Set(opts.secret ?? []);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const out: FieldChange[] = [];
  for (const field of fields) {
    if (ignore.has(field)) continue;
    const b = plain(before?.[field]);
    const a = plain(after?.[field]);
    if (JSON.stringify(b) === JSON.stringify(a)) continue;
    out.push(secret.has(field) ? { field, before: null, after: null, redacted: true } : { field, before: b, after: a });
  }
  return out;
}

/**
 * Writes one audit entry in the caller's transaction. An update that changed nothing is not
 * written; a create and a delete always are.
 */
export async function recordAudit(
  tx: Executor,
  actor: Pick<Actor, 'id' | 'userName'> | null,
  entity: AuditEntity,
  recordId: number,
  action: AuditAction,
  changes: FieldChange[],
) {
  if (action === 'update' && !changes.length) return;
  await tx.insert(auditLog).values({
    userId: actor?.id ?? null,
    userName: actor?.userName ?? null,
    entity,
    recordId,
    action,
    changes,
  });
}

/** A record's history, newest first. The caller has checked that the actor may view the record. */
export async function historyOf(db: Executor, entity: AuditEntity, recordId: number): Promise<HistoryEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.recordId, recordId)))
    .orderBy(desc(auditLog.id))
    .limit(500);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    userId: r.userId,
    userName: r.userName,
    action: r.action,
    changes: r.changes,
  }));
}
