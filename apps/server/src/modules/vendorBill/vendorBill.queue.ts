import { chargeTypes, type VendorBillStatus, vendorBillStatuses, type vendorStatusBody } from '@freightdesk/contracts';
import { and, asc, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { type BooksHandoff, takenByTheBooks } from '../../platform/accounting/handoff';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, notFound } from '../../platform/errors';
import { exact } from '../../platform/exact';
import { versionedUpdate } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import type { ChargeService } from '../charge';
import { companyNamesOf } from '../client';
import { projectInScope } from '../project';
import { shipmentNumberOf } from '../shipment';
import { vendorBillHistory } from './vendorBill.history';
import { matchBill } from './vendorBill.match';
import { linesOf, matchLinesOf, tolerancesOf } from './vendorBill.read';
import { clientSeesNone, staffOnly } from './vendorBill.rules';
import { type VendorBillRow, vendorBills } from './vendorBill.table';

type StatusInput = z.output<typeof vendorStatusBody>;

/**
 * What a bill may become from where: what waits is approved or rejected, a rejected one is sent
 * back to wait, an approved one is marked exported. Approved is not undone: its freight charges
 * are on the shipment, and the books may have it.
 */
const from: Record<VendorBillStatus, readonly VendorBillStatus[]> = {
  Pending: ['Rejected'],
  Approved: ['Pending'],
  Rejected: ['Pending'],
  Exported: ['Approved'],
};
const typeId = (name: string) => chargeTypes.find((t) => t.name === name)!.id;

/** The queue's moves: all the bills named move, or none does and every refusal is named. */
export function vendorBillQueue({
  db,
  charges,
  books,
}: {
  db: Executor;
  charges: Pick<ChargeService, 'create'>;
  books: Pick<BooksHandoff, 'ready' | 'takesReady'>;
}) {
  /**
   * A carrier's freight bill, approved: the shipment's cost (staff only) and, when the bill passes
   * it through, a billable freight charge of the amount plus the markup, to the cent.
   */
  async function chargeFreight(tx: Executor, actor: Actor, bill: VendorBillRow, vendor: string) {
    if (bill.shipmentId === null) return {};
    const on = { projectId: bill.projectId, containerModule: 'Shipment' as const, containerId: bill.shipmentId };
    const said = `${vendor} bill ${bill.billNumber} (${bill.number})`;
    const base = { chargeDate: null, quantity: '1', correctsChargeId: null, unit: '' };
    const cost = await charges.create(
      actor,
      { ...on, ...base, typeId: typeId('Carrier cost'), description: said, rate: bill.amount },
      tx,
    );
    if (bill.markupPercent === null) return { costChargeId: cost.id };
    const shipmentNumber = await shipmentNumberOf(tx, scopeOf(actor), bill.shipmentId);
    const billed = exact(bill.amount).mul(exact(100).add(bill.markupPercent)).div(100).round(2).toFixed(2);
    const billable = await charges.create(
      actor,
      {
        ...on,
        ...base,
        typeId: typeId('Carrier freight'),
        // What the client reads: the freight of their shipment, never the carrier's bill or the markup.
        description: `Freight, shipment ${shipmentNumber ?? ''}`.trim(),
        rate: billed,
      },
      tx,
    );
    return { costChargeId: cost.id, billableChargeId: billable.id };
  }

  /** Moves the bills; `byBooks` when the books mark what they have, not a person. */
  function move(actor: Actor, input: StatusInput, tx: Executor | undefined, byBooks: boolean) {
    return inTransaction(db, tx, async (tx) => {
      const scope = scopeOf(actor);
      // Taken in id order, so two clerks moving overlapping sets wait for each other, never in a circle.
      const found = await tx
        .select()
        .from(vendorBills)
        .where(
          and(inArray(vendorBills.id, input.ids), projectInScope(scope, vendorBills.projectId), clientSeesNone(scope)),
        )
        .orderBy(asc(vendorBills.id))
        .for('update');
      if (found.length !== input.ids.length) throw notFound('Vendor bill');
      staffOnly(actor);
      const to = vendorBillStatuses.nameOf(input.statusId)!;
      const tolerances = await tolerancesOf(tx);
      const refusals: string[] = [];
      const matched = new Map<number, ReturnType<typeof matchBill>>();
      for (const bill of found) {
        if (bill.status === to) continue;
        if (!from[to].includes(bill.status)) {
          refusals.push(`${bill.number} is ${bill.status.toLowerCase()}: it cannot become ${to.toLowerCase()}.`);
          continue;
        }
        if (to === 'Exported' && !byBooks && books.takesReady()) {
          refusals.push(takenByTheBooks(bill.number));
          continue;
        }
        if (to !== 'Approved') continue;
        // Matched again as things stand now: goods received since it was entered count.
        const m = matchBill(await matchLinesOf(tx, bill.id, await linesOf(tx, bill.id)), tolerances);
        matched.set(bill.id, m);
        if (m.match === 'Exception' && !input.note) {
          refusals.push(
            `${bill.number} has an exception (${m.exceptions[0]!.message}): say why it is approved anyway.`,
          );
        }
      }
      if (refusals.length) throw badRequest(refusals.join(' '), { ids: refusals.join(' ') });
      const changing = found.filter((b) => b.status !== to);
      const vendorIds = [...new Set(changing.map((b) => b.vendorId))];
      const vendorNames = to === 'Approved' ? await companyNamesOf(tx, vendorIds) : new Map<number, string>();
      const now = new Date();
      for (const bill of changing) {
        await vendorBillHistory.update(tx, actor, bill.id, async () => {
          const m = matched.get(bill.id);
          const made =
            to === 'Approved' ? await chargeFreight(tx, actor, bill, vendorNames.get(bill.vendorId) ?? '') : {};
          await versionedUpdate(
            tx,
            vendorBills,
            { id: bill.id },
            {
              status: to,
              ...(m ? { match: m.match, exceptions: m.exceptions } : {}),
              ...(to === 'Approved'
                ? { approvedAt: now, approvedBy: actor.userName, approvalNote: input.note, ...made }
                : {}),
              ...(to === 'Rejected' ? { rejectReason: input.reason } : {}),
              ...(to === 'Pending' ? { rejectReason: '', approvalNote: '' } : {}),
              ...(to === 'Exported' ? { exportedAt: now } : {}),
            },
            { by: actor, noun: 'vendor bill' },
          );
        });
      }
      if (to === 'Approved') {
        await books.ready(
          actor,
          'vendorBills',
          changing.map((b) => b.id),
          tx,
        );
      }
      return { updated: changing.length };
    });
  }

  return {
    /** A person's move of bills in the queue (POST /api/qbSync/updateVendorStatus). */
    setStatus: (actor: Actor, input: StatusInput, tx?: Executor): Promise<{ updated: number }> =>
      move(actor, input, tx, false),
    /** The books mark the bills they have (a file written, or QuickBooks Online's answer). */
    markExported: (actor: Actor, ids: number[], tx?: Executor): Promise<{ updated: number }> =>
      move(actor, { ids, statusId: vendorBillStatuses.idOf('Exported'), reason: '', note: '' }, tx, true),
  };
}
