import { and, inArray } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError } from '../../platform/errors';
import { updateSet } from '../../platform/kit';
import { Quantity } from '../../platform/quantity';
import { scopeOf } from '../../platform/scope';
import { projectInScope } from '../project';
import { type ItemRow, writeLogs } from './inventory.ledger';
import { inventoryItems } from './inventory.table';

/** A counted line: what the count expected of an item, what was counted, and why they differ. */
export interface CountedLine {
  inventoryItemId: number;
  expected: string;
  counted: string;
  reason: string;
  /** The request field a refusal names (`lines.3.counted`). */
  field: string;
}

/**
 * A count's lines applied: each item's quantity on hand becomes what was counted, with a 'counted'
 * log row each (the count's number as reference, the line's reason; a line that matched is
 * logged too, as the day the item was last counted). All or none: an item that changed since the
 * count began is a 409 naming it, a count below what is held a 400 naming the line. The items are
 * taken in id order, across the projects of the count that the caller sees; four statements
 * however many lines.
 */
export function applyCounts(
  db: Executor,
  actor: Actor,
  input: { reference: string; lines: CountedLine[] },
  tx?: Executor,
): Promise<{ adjusted: number }> {
  if (!input.lines.length) return Promise.resolve({ adjusted: 0 });
  return inTransaction(db, tx, async (tx) => {
    const ids = [...new Set(input.lines.map((l) => l.inventoryItemId))].sort((a, b) => a - b);
    const rows: ItemRow[] = await tx
      .select()
      .from(inventoryItems)
      .where(and(inArray(inventoryItems.id, ids), projectInScope(scopeOf(actor), inventoryItems.projectId)))
      .orderBy(inventoryItems.id)
      .for('update');
    const items = new Map(rows.map((r) => [r.id, r]));
    const changed: CountedLine[] = [];
    for (const l of input.lines) {
      const item = items.get(l.inventoryItemId);
      if (!item) throw fieldError(l.field, `Item ${l.inventoryItemId} is not an item you may change.`);
      const name = item.itemNumber || item.description;
      if (Quantity.thousandths(item.quantityOnHand) !== Quantity.thousandths(l.expected)) {
        throw conflict(
          `${name} changed since the count began (${Quantity.plain(l.expected)} then, ${Quantity.plain(item.quantityOnHand)} now): cancel this count and count again.`,
        );
      }
      if (Quantity.thousandths(l.counted) === Quantity.thousandths(l.expected)) continue;
      if (!l.reason) throw fieldError(l.field.replace(/counted$/, 'reason'), `Say why ${name} differs.`);
      if (Quantity.thousandths(l.counted) < Quantity.thousandths(item.quantityHeld)) {
        throw fieldError(
          l.field,
          `${Quantity.plain(item.quantityHeld)} ${item.unitOfMeasure} of ${name} are held for pick tickets: the count cannot go below that.`,
        );
      }
      changed.push(l);
    }
    if (changed.length) {
      await updateSet(
        tx,
        inventoryItems,
        changed.map((l) => ({ id: l.inventoryItemId, counted: l.counted })),
        {
          types: { counted: 'numeric' },
          set: (v) => ({ quantityOnHand: v.counted }),
          by: actor,
          subject: 'These inventory items',
        },
      );
    }
    await writeLogs(
      tx,
      actor,
      input.lines.map((l) => {
        const differs = Quantity.thousandths(l.counted) !== Quantity.thousandths(l.expected);
        return {
          inventoryItemId: l.inventoryItemId,
          action: 'counted',
          reference: input.reference,
          reason: differs ? l.reason : '',
          quantityBefore: items.get(l.inventoryItemId)!.quantityOnHand,
          quantityAfter: differs ? l.counted : items.get(l.inventoryItemId)!.quantityOnHand,
          changes: differs
            ? [{ field: 'quantity', before: Quantity.plain(l.expected), after: Quantity.plain(l.counted) }]
            : [],
        };
      }),
    );
    return { adjusted: changed.length };
  });
}
