import {
  clientTypeIds,
  type createVendorBillBody,
  type ExportFormat,
  type pagedVendorBillsBody,
  type updateVendorBillBody,
  type VendorBillDetails,
  type VendorBillListColumn,
  type VendorBillTolerances,
  vendorBillList,
} from '@freightdesk/contracts';
import { eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { BooksHandoff } from '../../platform/accounting/handoff';
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { fieldError } from '../../platform/errors';
import { exact, sumExact } from '../../platform/exact';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { type NumberSequence, nextNumber, versionedUpdate } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { checkReferences, type Reference } from '../../platform/references';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import type { ChargeService } from '../charge';
import { companyFacts, companyOfType } from '../client';
import { projectOfScope } from '../project';
import { poLineOfProject, purchaseOrderOfProject } from '../purchaseOrder';
import { shipmentOfProject } from '../shipment';
import { vendorBillHistory } from './vendorBill.history';
import { vendorBillListQuery } from './vendorBill.list';
import { matchBill } from './vendorBill.match';
import { vendorBillQueue } from './vendorBill.queue';
import {
  billNumberHolder,
  billOf,
  billRowOf,
  billsForBooks,
  linesOf,
  matchLinesOf,
  tolerancesOf,
} from './vendorBill.read';
import { changeable, staffOnly } from './vendorBill.rules';
import { vendorBillLines, vendorBillSettings, vendorBills } from './vendorBill.table';

type CreateInput = z.output<typeof createVendorBillBody>;
type UpdateInput = z.output<typeof updateVendorBillBody>;
type SearchInput = ListRequest<VendorBillListColumn> & { includeExported: boolean };

/** VB-1001 on. */
const BILL_NUMBERS: NumberSequence = { table: vendorBills, column: vendorBills.number, prefix: 'VB', floor: 1000 };
const vendorsAndCarriers = companyOfType([clientTypeIds.vendor, clientTypeIds.carrier], 'Pick a vendor or carrier.');
/** The queue: what the accounting system does not have yet. */
export const notExported = isNull(vendorBills.exportedAt);
const dueFirst = { searchFields: {}, sortColumn: 'dueDate', reverse: false, paged: true } as const;

/** A line's amount: quantity × unit price, to the cent. */
const lineAmount = (l: { quantity: string; unitPrice: string }) => exact(l.quantity).mul(l.unitPrice).round(2);
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface VendorBillServiceDeps {
  db: Executor;
  /** The shipment's charges an approved freight bill makes (the charge module writes them). */
  charges: Pick<ChargeService, 'create'>;
  /** Told of bills approved, in their transaction (the books queue them when QuickBooks is connected). */
  books: Pick<BooksHandoff, 'ready' | 'takesReady'>;
}

/**
 * Vendor bills: entered by hand, from a PO or from a shipment, matched with the PO lines and what
 * was received, and queued for the books. Staff only.
 */
export function createVendorBillService({ db, charges, books }: VendorBillServiceDeps) {
  /** Every id a bill's write takes: its project (a 404 outside), vendor, PO, shipment and PO lines. */
  function referencesOf(actor: Actor, input: CreateInput): Reference[] {
    const scope = scopeOf(actor);
    const poLine = poLineOfProject(scope, input.projectId, input.purchaseOrderId);
    return [
      { field: 'projectId', id: input.projectId, check: projectOfScope(scope) },
      { field: 'vendorId', id: input.vendorId, check: vendorsAndCarriers },
      { field: 'purchaseOrderId', id: input.purchaseOrderId, check: purchaseOrderOfProject(scope, input.projectId) },
      { field: 'shipmentId', id: input.shipmentId, check: shipmentOfProject(scope, input.projectId) },
      ...input.lines.map((l, i) => ({ field: `lines.${i}.poItemId`, id: l.poItemId, check: poLine })),
    ];
  }

  /** The stored values of a bill from its form: due by the vendor's terms, matched as things stand. */
  async function valuesOf(tx: Executor, input: CreateInput) {
    const facts = await companyFacts(tx, input.vendorId);
    const vendor = facts && { termsDays: facts.paymentTermsDays };
    return {
      projectId: input.projectId,
      vendorId: input.vendorId,
      billNumber: input.billNumber,
      billDate: input.billDate,
      dueDate: input.dueDate ?? daysAfter(input.billDate, vendor?.termsDays ?? 30),
      purchaseOrderId: input.purchaseOrderId,
      shipmentId: input.shipmentId,
      markupPercent: input.markupPercent,
      notes: input.notes,
      amount: sumExact(input.lines.map(lineAmount)).toFixed(2),
    };
  }

  async function writeLines(tx: Executor, billId: number, input: CreateInput) {
    await tx.delete(vendorBillLines).where(eq(vendorBillLines.vendorBillId, billId));
    await tx.insert(vendorBillLines).values(
      input.lines.map((l) => ({
        vendorBillId: billId,
        poItemId: l.poItemId,
        category: l.category,
        description: l.description,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        amount: lineAmount(l).toFixed(2),
      })),
    );
  }

  /** Matches a bill's lines as written (each exception names its line) and keeps the outcome on the bill. */
  async function rematch(tx: Executor, billId: number) {
    const matched = matchBill(await matchLinesOf(tx, billId, await linesOf(tx, billId)), await tolerancesOf(tx));
    await tx.update(vendorBills).set(matched).where(eq(vendorBills.id, billId));
  }

  /**
   * The same vendor's bill number once: the unique index is the last word, a race included. The
   * refusal names the bill already entered only when the caller may see it.
   */
  async function assertNewBillNumber(tx: Executor, actor: Actor, input: CreateInput, id: number | null) {
    const taken = await billNumberHolder(tx, scopeOf(actor), { ...input, exceptId: id });
    if (taken) throw duplicate(input.billNumber, taken.vendor, taken.seen ? taken.number : undefined);
  }
  const duplicate = (billNumber: string, vendor: string, number?: string) =>
    fieldError(
      'billNumber',
      `${vendor}’s bill ${billNumber} is already entered${number ? ` (${number})` : ''}: a bill is paid once.`,
    );
  /** A unique violation between the check and the insert (two clerks at once): the same refusal. */
  async function refusingDuplicates<T>(input: CreateInput, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(input.billNumber, 'This vendor');
      throw err;
    }
  }

  async function page(actor: Actor, q: ListRequest<VendorBillListColumn>, tx?: Executor) {
    const result = await vendorBillListQuery.page(tx ?? db, scopeOf(actor), q);
    return { ...result, items: result.items.map(withIsoModified) };
  }

  const queue = vendorBillQueue({ db, charges, books });

  return {
    columns: async () => vendorBillListQuery.columns(),
    search: (actor: Actor, { includeExported, ...q }: SearchInput, tx?: Executor) =>
      page(actor, includeExported ? q : { ...q, where: notExported }, tx),
    paged: (actor: Actor, q: z.output<typeof pagedVendorBillsBody>, tx?: Executor) =>
      page(actor, { ...dueFirst, ...q, ...(q.includeExported ? {} : { where: notExported }) }, tx),
    queue: (actor: Actor, q: { pageIndex: number; pageSize: number }, tx?: Executor) =>
      page(actor, { ...dueFirst, ...q, where: notExported }, tx),
    get: (actor: Actor, id: number, tx?: Executor): Promise<VendorBillDetails> => billOf(tx ?? db, scopeOf(actor), id),
    /** The approved bills the books do not have yet, locked in the caller's transaction (the export marks them). */
    forBooks(actor: Actor, tx: Executor, only?: number[]) {
      staffOnly(actor);
      return billsForBooks(tx, scopeOf(actor), only);
    },
    setStatus: queue.setStatus,
    markExported: queue.markExported,

    export(
      actor: Actor,
      {
        includeExported,
        format,
        ...q
      }: ListFilter<VendorBillListColumn> & { includeExported: boolean; format: ExportFormat },
    ) {
      return exportFile({
        name: 'vendor-bills',
        format,
        columns: exportColumnsOf(vendorBillList),
        batches: vendorBillListQuery.batches(
          db,
          scopeOf(actor),
          includeExported ? q : { ...q, where: notExported },
          EXPORT_BATCH_SIZE,
        ),
      });
    },

    tolerances: (_actor: Actor, tx?: Executor) => tolerancesOf(tx ?? db),
    setTolerances(actor: Actor, input: VendorBillTolerances, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const values = { ...input, modifiedAt: new Date(), modifiedBy: actor.userName };
        await tx
          .insert(vendorBillSettings)
          .values({ id: 1, ...values })
          .onConflictDoUpdate({ target: vendorBillSettings.id, set: values });
        return tolerancesOf(tx);
      });
    },

    create(actor: Actor, input: CreateInput, tx?: Executor): Promise<VendorBillDetails> {
      return inTransaction(db, tx, async (tx) => {
        await checkReferences(tx, referencesOf(actor, input));
        staffOnly(actor);
        await assertNewBillNumber(tx, actor, input, null);
        const number = await nextNumber(tx, BILL_NUMBERS);
        const values = await valuesOf(tx, input);
        return refusingDuplicates(input, () =>
          vendorBillHistory.create(tx, actor, async () => {
            const [row] = await tx
              .insert(vendorBills)
              .values({ ...values, number, createdBy: actor.userName, modifiedBy: actor.userName })
              .returning({ id: vendorBills.id });
            await writeLines(tx, row!.id, input);
            await rematch(tx, row!.id);
            return row!.id;
          }),
        );
      });
    },

    /** A pending or rejected bill changes; a rejected one changed waits in the queue again. */
    update(actor: Actor, input: UpdateInput, tx?: Executor): Promise<VendorBillDetails> {
      return inTransaction(db, tx, async (tx) => {
        const before = await billRowOf(tx, scopeOf(actor), input.id, { lock: true });
        await checkReferences(tx, referencesOf(actor, input));
        staffOnly(actor);
        changeable(before, 'changed');
        await assertNewBillNumber(tx, actor, input, input.id);
        const values = await valuesOf(tx, input);
        return refusingDuplicates(input, () =>
          vendorBillHistory.update(tx, actor, input.id, async () => {
            await versionedUpdate(
              tx,
              vendorBills,
              input,
              { ...values, status: 'Pending', rejectReason: '' },
              { by: actor, noun: 'vendor bill' },
            );
            await writeLines(tx, input.id, input);
            await rematch(tx, input.id);
          }),
        );
      });
    },

    remove(actor: Actor, id: number, tx?: Executor): Promise<void> {
      return inTransaction(db, tx, async (tx) => {
        const before = await billRowOf(tx, scopeOf(actor), id, { lock: true });
        staffOnly(actor);
        changeable(before, 'deleted');
        await vendorBillHistory.remove(tx, actor, id, async () => {
          await tx.delete(vendorBills).where(eq(vendorBills.id, id));
        });
      });
    },
  };
}
export type VendorBillService = ReturnType<typeof createVendorBillService>;
