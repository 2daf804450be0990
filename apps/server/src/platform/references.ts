import type { Executor } from '../db/executor';
import { badRequest, notFound } from './errors';

/**
 * How a kind of id is checked (docs/design.md section 5: every id a write takes, against the caller's
 * scope and the record's own project, on create and update alike). The module that owns the rows
 * makes the check (a PO of this project the caller sees, a company of a type); a write declares
 * its references and `checkReferences` asks each check once for all of its ids.
 */
export interface ReferenceCheck {
  /** What the field's error says ("Pick a carrier."). */
  readonly message: string;
  /**
   * The record's own parent (its project): outside the caller's scope it is not found, a 404 that
   * tells nothing more, before any other reference is looked at.
   */
  readonly notFound?: string;
  /** The ids among `ids` that may be used here. */
  holds(ex: Executor, ids: number[]): Promise<Iterable<number>>;
}

/** One id a write takes: the request field that names it, the id (none: nothing to check), its check. */
export interface Reference {
  field: string;
  id: number | null | undefined;
  check: ReferenceCheck;
}

export const referenceCheck = (
  message: string,
  holds: ReferenceCheck['holds'],
  notFoundNoun?: string,
): ReferenceCheck => ({ message, holds, ...(notFoundNoun ? { notFound: notFoundNoun } : {}) });

/**
 * Checks every reference a write declares, in its transaction: each check runs once over all its
 * ids (a 1,000-line write is a few statements), and one 400 names every field whose id cannot be
 * used, an unknown id as much as another project's or a company of the wrong type. A parent
 * outside the caller's scope is a 404 first.
 */
export async function checkReferences(ex: Executor, references: Reference[]): Promise<void> {
  const asked = new Map<ReferenceCheck, Set<number>>();
  for (const r of references) {
    if (r.id === null || r.id === undefined) continue;
    const ids = asked.get(r.check) ?? new Set<number>();
    ids.add(r.id);
    asked.set(r.check, ids);
  }
  const held = new Map<ReferenceCheck, Set<number>>();
  // Parents first: a record of a project the caller does not see is not found, whatever else is wrong.
  const ordered = [...asked].sort(([a], [b]) => Number(Boolean(b.notFound)) - Number(Boolean(a.notFound)));
  for (const [check, ids] of ordered) {
    const ok = new Set(await check.holds(ex, [...ids]));
    if (check.notFound && [...ids].some((id) => !ok.has(id))) throw notFound(check.notFound);
    held.set(check, ok);
  }
  const errors: Record<string, string> = {};
  for (const r of references) {
    if (r.id === null || r.id === undefined || held.get(r.check)?.has(r.id)) continue;
    errors[r.field] ??= r.check.message;
  }
  const fields = Object.entries(errors);
  if (fields.length === 1) throw badRequest(fields[0]![1], errors);
  if (fields.length > 1) {
    throw badRequest(`Invalid request. ${fields.map(([f, m]) => `${f}: ${m}`).join('; ')}`, errors);
  }
}
