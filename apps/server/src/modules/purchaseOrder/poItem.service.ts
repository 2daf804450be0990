import {
  type ExportFormat,
  finishedPoStatusIds,
  type LookupItem,
  type PoItem,
  type PoItemListColumn,
  type poItemFields,
  poItemList,
  unitsOfMeasure,
  type updatePoItemBody,
} from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import type { UploadedFile } from '../../platform/http/multipart';
import { auditNote, versionedUpdate, visibleOr404 } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { Quantity } from '../../platform/quantity';
import { scopeOf } from '../../platform/scope';
import { lookupIdsIn, lookupItems, lookupValues } from '../lookup';
import { previewImport } from './poImport';
import { poItemListQuery, purchaseOrderListQuery } from './purchaseOrder.list';
import { itemOf, itemsOf, itemsQuery, poHeaderOf } from './purchaseOrder.read';
import type { PoQuestions } from './purchaseOrder.service';
import { followItems } from './purchaseOrder.status';
import { poItems } from './purchaseOrder.table';

type ItemInput = z.output<typeof poItemFields>;
type ItemUpdate = z.output<typeof updatePoItemBody>;

/** An item as its history names it. */
const line = (i: { itemNumber: string; description: string; quantity: string; unitOfMeasure: string }) =>
  `${i.itemNumber ? `${i.itemNumber} ` : ''}${i.description}: ${Quantity.plain(i.quantity)} ${i.unitOfMeasure}`;

const columnsOf = (i: ItemInput) => ({
  itemNumber: i.itemNumber,
  description: i.description,
  categoryId: i.categoryId,
  unitOfMeasure: i.unitOfMeasure,
  quantity: i.quantity,
  unitCost: i.unitCost,
  // Exact: numeric arithmetic in the database, rounded half away from zero to the cent.
  amount: sql`round(${i.quantity}::numeric * ${i.unitCost}::numeric, 2)`,
  weight: i.weight,
  pieces: i.pieces,
});

async function checkCategories(tx: Executor, items: ItemInput[], field: (index: number) => string) {
  const ids = [...new Set(items.map((i) => i.categoryId).filter((id): id is number => id !== null))];
  if (!ids.length) return;
  const found = await lookupIdsIn(tx, 'itemCategories', ids);
  const index = items.findIndex((i) => i.categoryId !== null && !found.includes(i.categoryId));
  if (index >= 0) throw fieldError(field(index), 'This category does not exist.');
}

/** Adds items to a PO in the caller's transaction (creating a PO, an import, one item), with their history. */
export async function insertItems(tx: Executor, actor: Actor, purchaseOrderId: number, items: ItemInput[]) {
  await checkCategories(tx, items, (i) => (items.length === 1 ? 'categoryId' : `items.${i}.categoryId`));
  const rows = await tx
    .insert(poItems)
    .values(
      items.map((i) => ({ ...columnsOf(i), purchaseOrderId, createdBy: actor.userName, modifiedBy: actor.userName })),
    )
    .returning({ id: poItems.id });
  await auditNote(tx, actor, 'purchaseOrder', purchaseOrderId, [
    { field: 'items added', before: null, after: items.map(line) },
  ]);
  return rows.map((r) => r.id);
}

/** What the PO items module uses of others, given in purchaseOrder.module.ts. */
export interface PoItemServiceDeps {
  db: Executor;
  /** What open receiving alerts expect of some PO lines (the receiving module's count, told when it is built). */
  held: Pick<PoQuestions, 'expectedOfPoLines'>;
}

export function createPoItemService({ db, held }: PoItemServiceDeps) {
  /** The PO as the caller sees it, locked for the write, and open to changes. */
  async function openPo(tx: Executor, actor: Actor, purchaseOrderId: number, lock = true) {
    const po = await poHeaderOf(tx, scopeOf(actor), purchaseOrderId, lock);
    if (finishedPoStatusIds.includes(po.statusId)) {
      throw conflict(`PO ${po.number} is ${po.status}; its items can no longer change.`);
    }
    return po;
  }

  /** The PO of an item the caller sees; an item of another project is not found. */
  async function poOfItem(tx: Executor, id: number) {
    const [row] = await tx.select({ purchaseOrderId: poItems.purchaseOrderId }).from(poItems).where(eq(poItems.id, id));
    if (!row) throw notFound('Purchase order item');
    return row.purchaseOrderId;
  }

  async function itemById(tx: Executor, purchaseOrderId: number, id: number): Promise<PoItem> {
    const [row] = await itemsQuery(tx).where(and(eq(poItems.id, id), eq(poItems.purchaseOrderId, purchaseOrderId)));
    if (!row) throw notFound('Purchase order item');
    return itemOf(row);
  }

  async function updateItems(tx: Executor, actor: Actor, purchaseOrderId: number, updates: ItemUpdate[]) {
    const field = (index: number, name: string) => (updates.length === 1 ? name : `items.${index}.${name}`);
    await checkCategories(tx, updates, (i) => field(i, 'categoryId'));
    const changes = [];
    // The PO's row is held (openPo): an alert expecting its lines waits for it, so this count stands.
    const expected = await held.expectedOfPoLines(
      actor,
      updates.map((u) => u.id),
      tx,
    );
    for (const [index, u] of updates.entries()) {
      const before = await itemById(tx, purchaseOrderId, u.id).catch(() => {
        throw notFound('Purchase order item');
      });
      if (Quantity.thousandths(u.quantity) < Quantity.thousandths(before.quantityShipped)) {
        throw fieldError(
          field(index, 'quantity'),
          `${before.quantityShipped} have already been shipped; the quantity cannot be less.`,
        );
      }
      // An order never drops below what arrived and what the dock is told to expect of it.
      const taken = Quantity.thousandths(before.quantityReceived) + Quantity.thousandths(expected.get(u.id) ?? '0');
      if (
        Quantity.thousandths(u.quantity) < Quantity.thousandths(before.quantity) &&
        Quantity.thousandths(u.quantity) < taken
      ) {
        throw fieldError(
          field(index, 'quantity'),
          `${Quantity.plain(taken)} have been received or are expected at the dock; the quantity cannot be less.`,
        );
      }
      await versionedUpdate(tx, poItems, u, columnsOf(u), {
        by: actor,
        noun: 'item',
        subject: `Item ${line(before)}`,
      });
      const after = await itemById(tx, purchaseOrderId, u.id);
      if (line(before) !== line(after) || before.unitCost !== after.unitCost || before.weight !== after.weight) {
        changes.push({ field: `item ${u.id}`, before: line(before), after: line(after) });
      }
    }
    await auditNote(tx, actor, 'purchaseOrder', purchaseOrderId, changes);
    await followItems(actor, [purchaseOrderId], tx);
    return Promise.all(updates.map((u) => itemById(tx, purchaseOrderId, u.id)));
  }

  /** A PO's items are read once the PO is asserted visible (a 404 otherwise). */
  const poOr404 = (actor: Actor, purchaseOrderId: number, tx?: Executor) =>
    visibleOr404(purchaseOrderListQuery, scopeOf(actor), purchaseOrderId, tx ?? db, { noun: 'Purchase order' });

  return {
    async ofPo(actor: Actor, purchaseOrderId: number, tx?: Executor) {
      await poOr404(actor, purchaseOrderId, tx);
      return itemsOf(tx ?? db, scopeOf(actor), purchaseOrderId);
    },

    async single(actor: Actor, q: { purchaseOrderId: number; id: number }, tx?: Executor) {
      await poOr404(actor, q.purchaseOrderId, tx);
      return itemById(tx ?? db, q.purchaseOrderId, q.id);
    },

    async search(actor: Actor, q: ListRequest<PoItemListColumn> & { purchaseOrderId: number }) {
      await poOr404(actor, q.purchaseOrderId);
      const page = await poItemListQuery.page(db, scopeOf(actor), {
        ...q,
        parent: { purchaseOrder: q.purchaseOrderId },
      });
      return { ...page, items: page.items.map((r) => itemOf(r as Parameters<typeof itemOf>[0])) };
    },

    async export(actor: Actor, q: ListFilter<PoItemListColumn> & { format: ExportFormat; purchaseOrderId: number }) {
      const po = await poHeaderOf(db, scopeOf(actor), q.purchaseOrderId);
      return exportFile({
        name: `${po.number}-items`,
        format: q.format,
        columns: exportColumnsOf(poItemList),
        batches: poItemListQuery.batches(
          db,
          scopeOf(actor),
          { ...q, parent: { purchaseOrder: q.purchaseOrderId } },
          EXPORT_BATCH_SIZE,
        ),
      });
    },

    async filteredColumns(actor: Actor, purchaseOrderId: number | undefined) {
      if (purchaseOrderId !== undefined) await poOr404(actor, purchaseOrderId);
      return poItemListQuery.columns({ category: await lookupValues(db, 'itemCategories') });
    },

    categories: (): Promise<LookupItem[]> => lookupItems(db, 'itemCategories'),

    unitsOfMeasure: async (): Promise<LookupItem[]> => unitsOfMeasure.map((name, i) => ({ id: i + 1, name })),

    create(actor: Actor, { purchaseOrderId, ...input }: ItemInput & { purchaseOrderId: number }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        await openPo(tx, actor, purchaseOrderId);
        const [id] = await insertItems(tx, actor, purchaseOrderId, [input]);
        await followItems(actor, [purchaseOrderId], tx);
        return itemById(tx, purchaseOrderId, id!);
      });
    },

    createMany(actor: Actor, input: { purchaseOrderId: number; items: ItemInput[] }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        await openPo(tx, actor, input.purchaseOrderId);
        const ids = await insertItems(tx, actor, input.purchaseOrderId, input.items);
        await followItems(actor, [input.purchaseOrderId], tx);
        return Promise.all(ids.map((id) => itemById(tx, input.purchaseOrderId, id)));
      });
    },

    update(actor: Actor, input: ItemUpdate, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const purchaseOrderId = await poOfItem(tx, input.id);
        await openPo(tx, actor, purchaseOrderId);
        const [item] = await updateItems(tx, actor, purchaseOrderId, [input]);
        return item!;
      });
    },

    updateMany(actor: Actor, input: { purchaseOrderId: number; items: ItemUpdate[] }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        await openPo(tx, actor, input.purchaseOrderId);
        return updateItems(tx, actor, input.purchaseOrderId, input.items);
      });
    },

    remove(actor: Actor, id: number, tx?: Executor): Promise<null> {
      return inTransaction(db, tx, async (tx) => {
        const purchaseOrderId = await poOfItem(tx, id);
        const po = await openPo(tx, actor, purchaseOrderId);
        const item = await itemById(tx, purchaseOrderId, id);
        if (Quantity.thousandths(item.quantityShipped) > 0 || Quantity.thousandths(item.quantityReceived) > 0) {
          throw conflict(`Item ${line(item)} has been shipped or received and cannot be removed from PO ${po.number}.`);
        }
        await tx.delete(poItems).where(eq(poItems.id, id));
        await auditNote(tx, actor, 'purchaseOrder', purchaseOrderId, [
          { field: 'items removed', before: [line(item)], after: null },
        ]);
        await followItems(actor, [purchaseOrderId], tx);
        return null;
      });
    },

    /** Reads an import file into rows as they would be imported; writes nothing. */
    async importPreview(actor: Actor, input: { purchaseOrderId: number; files: UploadedFile[] }) {
      await openPo(db, actor, input.purchaseOrderId, false);
      if (input.files.length !== 1) throw fieldError('file', 'Choose one CSV or Excel (.xlsx) file.');
      return previewImport(input.files[0]!, await lookupItems(db, 'itemCategories'));
    },
  };
}
export type PoItemService = ReturnType<typeof createPoItemService>;
