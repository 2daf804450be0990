import { type AuditEntity, type HistoryEntry, historyEndpoints } from '@freightdesk/contracts';
import dayjs from 'dayjs';
import { useEndpointQuery } from '../../api/hooks';
import { formatDate, formatDateTime } from '../../lib/dates';

/**
 * A record's audit trail, shared by the History tab, its count badge and the created/updated
 * tooltip: every write of the record changes it, and so does a write naming 'history' (a file or a
 * rate of a project is written in the project's trail).
 */
export function useRecordHistory(entity: AuditEntity, id: number | undefined) {
  return useEndpointQuery(
    historyEndpoints.byRecord,
    { params: { entity, id: id ?? 0 } },
    { reads: [entity, 'history'], enabled: id !== undefined },
  );
}

/** Who did it and when, as the record's tooltip and history say it. */
export interface Stamp {
  by: string;
  at: string;
}

/** The audit fields every record carries (docs/design.md section 4). */
export interface RecordAudit {
  createdAt: string;
  createdBy: string | null;
  modifiedAt: string;
  modifiedBy: string | null;
}

/**
 * Created: the trail's creation (its oldest entry); updated: its newest entry (newest first, as
 * the server sends it). A record older than the trail has no entries: its own audit fields say it.
 */
export function stampsOf(
  entries: readonly HistoryEntry[],
  record?: RecordAudit,
): { created: Stamp; updated: Stamp } | null {
  const newest = entries[0];
  const oldest = entries.find((e) => e.action === 'create') ?? entries.at(-1);
  const stamp = (e: HistoryEntry) => ({ by: e.userName ?? 'system', at: formatDateTime(e.at) });
  if (newest && oldest) return { created: stamp(oldest), updated: stamp(newest) };
  if (!record) return null;
  return {
    created: { by: record.createdBy ?? 'system', at: formatDateTime(record.createdAt) },
    updated: { by: record.modifiedBy ?? 'system', at: formatDateTime(record.modifiedAt) },
  };
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
/** Past this many items a list value is cut short: a user's 300 projects would drown the change. */
const MAX_LIST_ITEMS = 8;

/** A value of a change as people read it; null when the field was empty. */
export function describeValue(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') {
    if (ISO_DAY.test(value)) return formatDate(value);
    if (ISO_TIME.test(value) && dayjs(value).isValid()) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) {
    if (!value.length) return null;
    const shown = value.slice(0, MAX_LIST_ITEMS).map((v) => describeValue(v) ?? '—');
    return value.length > MAX_LIST_ITEMS ? `${shown.join(', ')} … (${value.length} in all)` : shown.join(', ');
  }
  // A small object (a permission { type, value }) reads as its values.
  if (typeof value === 'object') return Object.values(value).map(describeValue).filter(Boolean).join(' ');
  return String(value);
}
