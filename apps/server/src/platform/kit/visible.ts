import type { Executor } from '../../db/executor';
import { notFound } from '../errors';
import type { DataScope } from '../scope';

/** What can tell whether the caller sees a record: a list (`listQuery`'s `visible`), scoped like the list. */
export interface Visibility {
  visible(ex: Executor, scope: DataScope, id: number, opts?: { lock?: boolean }): Promise<boolean>;
}

/**
 * The one way to assert that a parent record is visible before reading or writing its children
 * (a project's rates, a PO's items): asked of the parent's list, so it is scoped exactly as the
 * list is, and a record outside the caller's scope is the same 404 as one that does not exist
 * ("Project not found."). `lock` takes the parent's row for the rest of the transaction.
 */
export async function visibleOr404(
  of: Visibility,
  scope: DataScope,
  id: number,
  ex: Executor,
  what: { noun: string; lock?: boolean },
): Promise<void> {
  if (!(await of.visible(ex, scope, id, { lock: what.lock }))) throw notFound(what.noun);
}
