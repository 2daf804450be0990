import {
  type VendorBillDetails,
  type VendorBillLine,
  type VendorBillTolerances,
  vendorBillStatuses,
} from '@freightdesk/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { notFound } from '../../platform/errors';
import type { DataScope } from '../../platform/scope';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { poItems, purchaseOrders } from '../purchaseOrder/tables';
import { shipments } from '../shipment/tables';
import type { MatchLine } from './vendorBill.match';
import { clientSeesNone } from './vendorBill.rules';
import { vendorBillLines, vendorBillSettings, vendorBills } from './vendorBill.table';

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The provider's tolerances (none set: a price not above the PO's, nothing billed beyond what was received). */
export async function tolerancesOf(ex: Executor): Promise<VendorBillTolerances> {
  const [row] = await ex.select().from(vendorBillSettings).where(eq(vendorBillSettings.id, 1));
  return { pricePercent: row?.pricePercent ?? '0.00', quantityOverReceived: row?.quantityOverReceived ?? '0.000' };
}

/** The lines of a bill, in the order they were entered, with their PO lines' price and quantities. */
export async function linesOf(ex: Executor, billId: number): Promise<VendorBillLine[]> {
  return ex
    .select({
      id: vendorBillLines.id,
      poItemId: vendorBillLines.poItemId,
      poItemNumber: poItems.itemNumber,
      category: vendorBillLines.category,
      description: vendorBillLines.description,
      quantity: vendorBillLines.quantity,
      unitPrice: vendorBillLines.unitPrice,
      amount: vendorBillLines.amount,
      poUnitCost: poItems.unitCost,
      poQuantity: poItems.quantity,
      poReceived: poItems.quantityReceived,
    })
    .from(vendorBillLines)
    .leftJoin(poItems, eq(poItems.id, vendorBillLines.poItemId))
    .where(eq(vendorBillLines.vendorBillId, billId))
    .orderBy(vendorBillLines.id);
}

/** A PO's lines as a bill of it starts from: what was ordered, at what price, and what was received. */
export function poLinesOf(ex: Executor, purchaseOrderId: number) {
  return ex
    .select({
      id: poItems.id,
      itemNumber: poItems.itemNumber,
      description: poItems.description,
      quantity: poItems.quantity,
      unitCost: poItems.unitCost,
      received: poItems.quantityReceived,
    })
    .from(poItems)
    .where(eq(poItems.purchaseOrderId, purchaseOrderId))
    .orderBy(poItems.id);
}

/**
 * What other bills (not rejected) already bill of each PO line: a bill's matching counts them
 * with its own lines against what was received.
 */
export async function billedElsewhere(ex: Executor, billId: number | null, poItemIds: number[]) {
  if (!poItemIds.length) return new Map<number, string>();
  const rows = await ex
    .select({ poItemId: vendorBillLines.poItemId, quantity: sql<string>`sum(${vendorBillLines.quantity})::text` })
    .from(vendorBillLines)
    .innerJoin(vendorBills, eq(vendorBills.id, vendorBillLines.vendorBillId))
    .where(
      and(
        inArray(vendorBillLines.poItemId, poItemIds),
        ne(vendorBills.status, 'Rejected'),
        billId === null ? undefined : ne(vendorBills.id, billId),
      ),
    )
    .groupBy(vendorBillLines.poItemId);
  return new Map(rows.map((r) => [r.poItemId!, r.quantity]));
}

/** A bill's lines as matching reads them (its PO lines' figures as they stand now). */
export async function matchLinesOf(
  ex: Executor,
  billId: number | null,
  lines: { id: number | null; poItemId: number | null; quantity: string; unitPrice: string }[],
): Promise<MatchLine[]> {
  const ids = [...new Set(lines.map((l) => l.poItemId).filter((id): id is number => id !== null))];
  const po = ids.length
    ? await ex
        .select({
          id: poItems.id,
          itemNumber: poItems.itemNumber,
          unitCost: poItems.unitCost,
          received: poItems.quantityReceived,
        })
        .from(poItems)
        .where(inArray(poItems.id, ids))
    : [];
  const elsewhere = await billedElsewhere(ex, billId, ids);
  return lines.map((l, i) => {
    const p = po.find((x) => x.id === l.poItemId);
    return {
      id: l.id,
      place: i + 1,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      po: p ? { ...p, billedElsewhere: elsewhere.get(p.id) ?? '0' } : null,
    };
  });
}

/** The bill's row, when the caller sees it (a client user sees none): locked when asked. */
export async function billRowOf(ex: Executor, scope: DataScope, id: number, opts: { lock?: boolean } = {}) {
  const q = ex
    .select()
    .from(vendorBills)
    .where(and(eq(vendorBills.id, id), projectInScope(scope, vendorBills.projectId), clientSeesNone(scope)));
  const [row] = opts.lock ? await q.for('update') : await q;
  if (!row) throw notFound('Vendor bill');
  return row;
}

/** One vendor bill as every read answers it (404 outside the caller's scope). */
export async function billOf(ex: Executor, scope: DataScope, id: number): Promise<VendorBillDetails> {
  const row = await billRowOf(ex, scope, id);
  const [names] = await ex
    .select({
      projectNumber: projects.number,
      vendorName: clients.name,
      purchaseOrderNumber: sql<string | null>`(select ${purchaseOrders.number} from ${purchaseOrders}
        where ${purchaseOrders.id} = ${vendorBills.purchaseOrderId})`,
      shipmentNumber: sql<string | null>`(select ${shipments.number} from ${shipments}
        where ${shipments.id} = ${vendorBills.shipmentId})`,
    })
    .from(vendorBills)
    .innerJoin(projects, eq(projects.id, vendorBills.projectId))
    .innerJoin(clients, eq(clients.id, vendorBills.vendorId))
    .where(eq(vendorBills.id, id));
  return {
    id: row.id,
    number: row.number,
    projectId: row.projectId,
    projectNumber: names!.projectNumber,
    vendorId: row.vendorId,
    vendorName: names!.vendorName,
    billNumber: row.billNumber,
    billDate: row.billDate,
    dueDate: row.dueDate,
    purchaseOrderId: row.purchaseOrderId,
    purchaseOrderNumber: names!.purchaseOrderNumber,
    shipmentId: row.shipmentId,
    shipmentNumber: names!.shipmentNumber,
    markupPercent: row.markupPercent,
    notes: row.notes,
    statusId: vendorBillStatuses.idOf(row.status),
    status: row.status,
    match: row.match,
    exceptions: row.exceptions,
    amount: row.amount,
    rejectReason: row.rejectReason,
    approvalNote: row.approvalNote,
    approvedAt: iso(row.approvedAt),
    approvedBy: row.approvedBy,
    exported: row.exportedAt !== null,
    exportedAt: iso(row.exportedAt),
    costChargeId: row.costChargeId,
    billableChargeId: row.billableChargeId,
    lines: await linesOf(ex, id),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy,
    modifiedAt: row.modifiedAt.toISOString(),
    modifiedBy: row.modifiedBy,
    version: row.version,
  };
}

/** An approved bill as the books are sent it. */
export interface BillForBooks {
  id: number;
  number: string;
  projectId: number;
  vendor: string;
  billNumber: string;
  billDate: string;
  dueDate: string;
  amount: string;
  lines: { category: string; description: string; quantity: string; unitPrice: string; amount: string }[];
}

/**
 * What the books are sent of vendor bills: the approved ones the caller sees that the accounting
 * system does not have yet, locked until the caller's transaction marks them exported, with their
 * lines (`only`: these alone).
 */
export async function billsForBooks(ex: Executor, scope: DataScope, only?: number[]): Promise<BillForBooks[]> {
  const taken = await ex
    .select({
      id: vendorBills.id,
      number: vendorBills.number,
      projectId: vendorBills.projectId,
      vendor: clients.name,
      billNumber: vendorBills.billNumber,
      billDate: vendorBills.billDate,
      dueDate: vendorBills.dueDate,
      amount: vendorBills.amount,
    })
    .from(vendorBills)
    .innerJoin(clients, eq(clients.id, vendorBills.vendorId))
    .where(
      and(
        eq(vendorBills.status, 'Approved'),
        projectInScope(scope, vendorBills.projectId),
        clientSeesNone(scope),
        only ? inArray(vendorBills.id, only) : undefined,
      ),
    )
    .orderBy(vendorBills.number)
    .for('update', { of: vendorBills });
  if (!taken.length) return [];
  const lines = await ex
    .select({
      billId: vendorBillLines.vendorBillId,
      category: vendorBillLines.category,
      description: vendorBillLines.description,
      quantity: vendorBillLines.quantity,
      unitPrice: vendorBillLines.unitPrice,
      amount: vendorBillLines.amount,
    })
    .from(vendorBillLines)
    .where(
      inArray(
        vendorBillLines.vendorBillId,
        taken.map((b) => b.id),
      ),
    )
    .orderBy(vendorBillLines.id);
  return taken.map((b) => ({
    ...b,
    lines: lines.filter((l) => l.billId === b.id).map(({ billId: _, ...l }) => l),
  }));
}

/**
 * The bill of this vendor already entered under this bill number (another than `exceptId`), with
 * the vendor's name and the bill's own number only when the caller sees its project.
 */
export async function billNumberHolder(
  ex: Executor,
  scope: DataScope,
  q: { vendorId: number; billNumber: string; exceptId: number | null },
) {
  const [taken] = await ex
    .select({
      number: vendorBills.number,
      vendor: clients.name,
      seen: sql<boolean>`${projectInScope(scope, vendorBills.projectId) ?? sql`true`}`,
    })
    .from(vendorBills)
    .innerJoin(clients, eq(clients.id, vendorBills.vendorId))
    .where(
      and(
        eq(vendorBills.vendorId, q.vendorId),
        sql`lower(${vendorBills.billNumber}) = lower(${q.billNumber})`,
        q.exceptId === null ? undefined : ne(vendorBills.id, q.exceptId),
      ),
    );
  return taken ?? null;
}
