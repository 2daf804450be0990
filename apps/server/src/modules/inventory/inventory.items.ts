import type {
  createInventoryItemBody,
  InventoryItem,
  itemsWeightBody,
  updateInventoryItemBody,
} from '@freightdesk/contracts';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { type Actor, providerOnly } from '../../platform/auth/actor';
import { businessToday } from '../../platform/businessDate';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { changeMarks, staleMessage, updateSet, visibleOr404 } from '../../platform/kit';
import { Quantity } from '../../platform/quantity';
import { type DataScope, scopeOf } from '../../platform/scope';
import { projectListQuery } from '../project';
import { type LogEntry, lockItems, receiveInto, writeLogs } from './inventory.ledger';
import { itemsByIds } from './inventory.read';
import { inventoryItems } from './inventory.table';

type CreateInput = z.output<typeof createInventoryItemBody>;
type UpdateInput = z.output<typeof updateInventoryItemBody>;
type WeightInput = z.output<typeof itemsWeightBody>;
type PiecesInput = { projectId: number; items: { id: number; pieces: number }[] };

/** One item as the caller sees it (404 outside their scope). */
export async function itemOf(ex: Executor, scope: DataScope, id: number): Promise<InventoryItem> {
  const [row] = await ex
    .select({ id: inventoryItems.id, projectId: inventoryItems.projectId })
    .from(inventoryItems)
    .where(eq(inventoryItems.id, id));
  if (!row || !(await projectListQuery.visible(ex, scope, row.projectId))) throw notFound('Inventory item');
  return (await itemsByIds(ex, scope, [id]))[0]!;
}

const differs = (a: string, b: string) => Number(a) !== Number(b);

/** What an item's edit changed, field by field, and the log action that names it best. */
function changesOf(item: (typeof inventoryItems)['$inferSelect'], input: UpdateInput) {
  const changes: LogEntry['changes'] = [];
  const text = ['itemNumber', 'description', 'unitOfMeasure', 'location'] as const;
  for (const f of text) if (item[f] !== input[f]) changes.push({ field: f, before: item[f], after: input[f] });
  if (differs(item.quantityOnHand, input.quantityOnHand)) {
    changes.push({
      field: 'quantity',
      before: Quantity.plain(item.quantityOnHand),
      after: Quantity.plain(input.quantityOnHand),
    });
  }
  if (differs(item.weight, input.weight)) {
    changes.push({ field: 'weight', before: Quantity.plain(item.weight), after: Quantity.plain(input.weight) });
  }
  if (item.pieces !== input.pieces) changes.push({ field: 'pieces', before: item.pieces, after: input.pieces });
  for (const f of ['lengthIn', 'widthIn', 'heightIn'] as const) {
    const before = item[f] === null ? null : Quantity.plain(item[f]);
    const after = input[f] === null ? null : Quantity.plain(input[f]);
    if (before !== after) changes.push({ field: f, before, after });
  }
  const fields = new Set(changes.map((c) => c.field));
  const action: LogEntry['action'] = fields.has('quantity')
    ? 'adjusted'
    : fields.size === 1 && fields.has('weight')
      ? 'weighed'
      : fields.size === 1 && fields.has('location')
        ? 'moved'
        : fields.size === 1 && fields.has('pieces')
          ? 'counted'
          : 'updated';
  return { changes, action };
}

/** Sets one numeric field of many items of a project at once, logged; answers how many changed. */
async function setMany<F extends 'weight' | 'pieces'>(
  tx: Executor,
  actor: Actor,
  input: { projectId: number; items: ({ id: number } & Record<F, string | number>)[] },
  field: F,
): Promise<{ updated: number }> {
  const scope = scopeOf(actor);
  await visibleOr404(projectListQuery, scope, input.projectId, tx, { noun: 'Project' });
  providerOnly(actor, 'What is stored is billed by it: client users do not add, adjust, weigh or count stock by hand.');
  const seen = new Set<number>();
  input.items.forEach((l, i) => {
    if (seen.has(l.id)) throw fieldError(`items.${i}.id`, 'This item is given twice.');
    seen.add(l.id);
  });
  const items = await lockItems(
    tx,
    scope,
    input.projectId,
    input.items.map((l) => l.id),
    (i) => `items.${i}.id`,
  );
  const changed = input.items.filter((l) => {
    const before = items.get(l.id)![field];
    return field === 'weight' ? differs(String(before), String(l[field])) : before !== l[field];
  });
  if (!changed.length) return { updated: 0 };
  await updateSet(
    tx,
    inventoryItems,
    changed.map((l) => ({ id: l.id, value: String(l[field]) })),
    {
      types: { value: field === 'weight' ? 'numeric' : 'int' },
      set: (v) => ({ [field]: v.value }),
      by: actor,
      subject: 'These inventory items',
    },
  );
  await writeLogs(
    tx,
    actor,
    changed.map((l) => {
      const item = items.get(l.id)!;
      const before = field === 'weight' ? Quantity.plain(item.weight) : item.pieces;
      const after = field === 'weight' ? Quantity.plain(String(l[field])) : l[field];
      return {
        inventoryItemId: l.id,
        action: field === 'weight' ? 'weighed' : 'counted',
        quantityBefore: item.quantityOnHand,
        quantityAfter: item.quantityOnHand,
        changes: [{ field, before, after }],
      };
    }),
  );
  return { updated: changed.length };
}

/** Adding, changing, weighing and counting a project's items: every change in the item log. */
export function inventoryItemWrites(db: Executor) {
  return {
    create(actor: Actor, input: CreateInput, tx?: Executor): Promise<InventoryItem> {
      return inTransaction(db, tx, async (tx) => {
        const scope = scopeOf(actor);
        await visibleOr404(projectListQuery, scope, input.projectId, tx, { noun: 'Project' });
        providerOnly(
          actor,
          'What is stored is billed by it: client users do not add, adjust, weigh or count stock by hand.',
        );
        const inventoryId = await receiveInto(tx, input.projectId);
        const [row] = await tx
          .insert(inventoryItems)
          .values({
            inventoryId,
            projectId: input.projectId,
            itemNumber: input.itemNumber,
            description: input.description,
            unitOfMeasure: input.unitOfMeasure,
            quantityOnHand: input.quantityOnHand,
            weight: input.weight,
            pieces: input.pieces,
            location: input.location,
            condition: input.condition,
            lengthIn: input.lengthIn,
            widthIn: input.widthIn,
            heightIn: input.heightIn,
            receivedDate: businessToday(),
            createdBy: actor.userName,
            modifiedBy: actor.userName,
          })
          .returning({ id: inventoryItems.id });
        await writeLogs(tx, actor, [
          {
            inventoryItemId: row!.id,
            action: 'added',
            reason: input.reason,
            quantityBefore: '0',
            quantityAfter: input.quantityOnHand,
            changes: [
              { field: 'quantity', before: 0, after: Quantity.plain(input.quantityOnHand) },
              { field: 'location', before: null, after: input.location },
              { field: 'condition', before: null, after: input.condition },
            ],
          },
        ]);
        return (await itemsByIds(tx, scopeOf(actor), [row!.id]))[0]!;
      });
    },

    update(actor: Actor, input: UpdateInput, tx?: Executor): Promise<InventoryItem> {
      return inTransaction(db, tx, async (tx) => {
        const scope = scopeOf(actor);
        const [found] = await tx
          .select({ projectId: inventoryItems.projectId })
          .from(inventoryItems)
          .where(eq(inventoryItems.id, input.id));
        if (!found || !(await projectListQuery.visible(tx, scope, found.projectId))) throw notFound('Inventory item');
        providerOnly(
          actor,
          'What is stored is billed by it: client users do not add, adjust, weigh or count stock by hand.',
        );
        const item = (await lockItems(tx, scope, found.projectId, [input.id], () => 'id')).get(input.id)!;
        const subject = `Item ${item.itemNumber || item.description}`;
        if (item.version !== input.version) throw conflict(staleMessage(subject));
        const { changes, action } = changesOf(item, input);
        if (action === 'adjusted') {
          if (!input.reason) throw fieldError('reason', 'Say why the quantity on hand changes.');
          if (Quantity.thousandths(input.quantityOnHand) < Quantity.thousandths(item.quantityHeld)) {
            throw fieldError(
              'quantityOnHand',
              `${Quantity.plain(item.quantityHeld)} ${item.unitOfMeasure} of it are held for pick tickets: the quantity cannot go below that.`,
            );
          }
        }
        if (!changes.length) return (await itemsByIds(tx, scopeOf(actor), [input.id]))[0]!;
        await tx
          .update(inventoryItems)
          .set({
            itemNumber: input.itemNumber,
            description: input.description,
            unitOfMeasure: input.unitOfMeasure,
            quantityOnHand: input.quantityOnHand,
            weight: input.weight,
            pieces: input.pieces,
            location: input.location,
            lengthIn: input.lengthIn,
            widthIn: input.widthIn,
            heightIn: input.heightIn,
            ...changeMarks(inventoryItems, actor),
          })
          .where(and(eq(inventoryItems.id, input.id), eq(inventoryItems.version, input.version)));
        await writeLogs(tx, actor, [
          {
            inventoryItemId: input.id,
            action,
            reason: input.reason,
            quantityBefore: item.quantityOnHand,
            quantityAfter: input.quantityOnHand,
            changes,
          },
        ]);
        return (await itemsByIds(tx, scopeOf(actor), [input.id]))[0]!;
      });
    },

    setWeights: (actor: Actor, input: WeightInput, tx?: Executor) =>
      inTransaction(db, tx, (tx) => setMany(tx, actor, input, 'weight')),

    setPieces: (actor: Actor, input: PiecesInput, tx?: Executor) =>
      inTransaction(db, tx, (tx) => setMany(tx, actor, input, 'pieces')),
  };
}
