import type { ItemLogAction } from '@freightdesk/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { businessToday } from '../../platform/businessDate';
import { badRequest } from '../../platform/errors';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from '../project';
import { inventories, inventoryItems, itemLogs } from './inventory.table';

export type ItemRow = typeof inventoryItems.$inferSelect;

/** One change of one item, as its log row keeps it. */
export interface LogEntry {
  inventoryItemId: number;
  action: ItemLogAction;
  quantityBefore: string;
  quantityAfter: string;
  changes: { field: string; before: unknown; after: unknown }[];
  reference?: string;
  reason?: string;
  /** The business day it counts on; today at the warehouse when left out. */
  businessDate?: string;
}

/** Writes the log rows of a set of changes in one statement: the item log is the inventory's ledger. */
export async function writeLogs(tx: Executor, actor: Actor, entries: LogEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.insert(itemLogs).values(
    entries.map((e) => ({
      inventoryItemId: e.inventoryItemId,
      userName: actor.userName,
      action: e.action,
      businessDate: e.businessDate ?? businessToday(),
      reference: e.reference ?? '',
      reason: e.reason ?? '',
      quantityBefore: e.quantityBefore,
      quantityAfter: e.quantityAfter,
      changes: e.changes,
    })),
  );
}

/**
 * Takes a project's items for the rest of the transaction (FOR UPDATE, in id order, so two writers
 * of overlapping sets never deadlock), all or none: an id that is not an item of this project the
 * caller sees is a 400 naming the request's field (and the place in it).
 */
export async function lockItems(
  tx: Executor,
  scope: DataScope,
  projectId: number,
  ids: number[],
  field: (index: number) => string,
): Promise<Map<number, ItemRow>> {
  const rows = await tx
    .select()
    .from(inventoryItems)
    .where(
      and(
        inArray(inventoryItems.id, ids),
        eq(inventoryItems.projectId, projectId),
        projectInScope(scope, inventoryItems.projectId),
      ),
    )
    .orderBy(inventoryItems.id)
    .for('update');
  const found = new Map(rows.map((r) => [r.id, r]));
  const errors: Record<string, string> = {};
  ids.forEach((id, i) => {
    if (!found.has(id)) errors[field(i)] = `Item ${id} is not an item of this project's inventory.`;
  });
  if (Object.keys(errors).length) {
    throw badRequest('Some items are not in this inventory: nothing was changed.', errors);
  }
  return found;
}

/**
 * The project's inventory that goods come into (made at the first receipt), its last receipt set
 * to now; answers its id. The upsert takes the inventory's row for the rest of the transaction.
 */
export async function receiveInto(tx: Executor, projectId: number): Promise<number> {
  const now = new Date();
  const [row] = await tx
    .insert(inventories)
    .values({ projectId, lastReceiptAt: now })
    .onConflictDoUpdate({ target: inventories.projectId, set: { lastReceiptAt: now } })
    .returning({ id: inventories.id });
  return row!.id;
}
