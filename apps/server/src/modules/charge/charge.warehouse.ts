import {
  type BillingPeriod,
  CLIENT_USER_TYPE_ID,
  chargeTypes,
  type WarehouseBreakdown,
  type WarehouseChargeRun,
} from '@freightdesk/contracts';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { exact, sumExact } from '../../platform/exact';
import { staleMessage } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import type { InventoryService } from '../inventory';
import { type ProjectService, projectOfBillingPeriod, type RateService } from '../project';
import { chargeHistory } from './charge.history';
import { monthOf } from './charge.service';
import { charges } from './charge.table';
import { warehouseReview } from './charge.warehouse.review';
import { billWarehouse, type SkippedRate, totalOf, type WarehouseLine } from './warehouseBilling';

/** The Warehouse category's type of each warehouse charge type (Storage, Handling in…). */
const typeOf = (name: string) => chargeTypes.find((t) => t.category === 'Warehouse' && t.name === name)!;

export interface WarehouseBillingDeps {
  db: Executor;
  projects: Pick<ProjectService, 'billingPeriods' | 'lockedBillingPeriod' | 'setDraftCharges'>;
  rates: Pick<RateService, 'warehouseRatesOf'>;
  inventory: Pick<InventoryService, 'storageLedger' | 'changesSince'>;
}

/** Billing is the provider's: a client user never runs, confirms or reviews it. */
export function staffOnly(actor: Actor) {
  if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Client users do not bill the warehouse.');
}

/** A period's warehouse charge as the run reads it back (to replace drafts, or to adjust confirmed ones). */
interface Made {
  id: number;
  state: 'Draft' | 'Confirmed';
  adjustment: boolean;
  type: string;
  description: string;
  amount: string;
  breakdown: WarehouseBreakdown | null;
  confirmedAt: Date | null;
}

/** What a line is written as: a charge of the run's, draft. */
interface Draft {
  chargeType: string;
  description: string;
  quantity: string;
  unit: string;
  rate: string;
  amount: string;
  breakdown: WarehouseBreakdown | null;
  adjustment: boolean;
  correctsChargeId: number | null;
}

const keyOf = (rateId: number | undefined, type: string) => (rateId === undefined ? `type ${type}` : `rate ${rateId}`);

/**
 * After confirmation a run does not replace: per rate, the difference between what it works out
 * now and what was confirmed (confirmed adjustments included) becomes a draft adjustment line
 * naming the charge it corrects; negative where it gives money back.
 */
function adjustmentsOf(lines: WarehouseLine[], confirmed: Made[], skipped: SkippedRate[]): Draft[] {
  const keys = new Set<string>();
  const before = new Map<string, Made[]>();
  const now = new Map<string, WarehouseLine[]>();
  for (const c of confirmed) {
    const k = keyOf(c.breakdown?.rateId, c.type);
    keys.add(k);
    before.set(k, [...(before.get(k) ?? []), c]);
  }
  for (const l of lines) {
    const k = keyOf(l.rateId, l.chargeType);
    keys.add(k);
    now.set(k, [...(now.get(k) ?? []), l]);
  }
  const out: Draft[] = [];
  for (const k of keys) {
    const was = before.get(k) ?? [];
    const is = now.get(k) ?? [];
    const confirmedAmount = sumExact(was.map((c) => exact(c.amount)));
    const amountNow = sumExact(is.map((l) => exact(l.amount)));
    const diff = amountNow.sub(confirmedAmount);
    if (diff.isZero()) continue;
    const corrects = was.find((c) => !c.adjustment) ?? was[0];
    const base = is[0]?.breakdown ?? corrects?.breakdown ?? null;
    const why = skipped.find((s) => keyOf(s.rateId, s.chargeType) === k)?.reason;
    const breakdown: WarehouseBreakdown | null = base && {
      ...base,
      ...(is.length ? {} : { quantity: '0', exactQuantity: '0', items: [], moreItems: 0 }),
      notes: [...base.notes, ...(is.length ? [] : [why ? `Now: ${why}` : 'The rate bills nothing now.'])],
      adjustment: {
        correctsChargeId: corrects?.id ?? null,
        confirmedAmount: confirmedAmount.toFixed(2),
        amountNow: amountNow.toFixed(2),
      },
    };
    const name = is[0]?.description ?? corrects?.description ?? 'Warehouse charge';
    out.push({
      chargeType: is[0]?.chargeType ?? corrects!.type,
      description: `Adjustment: ${name}${corrects ? ` (corrects charge ${corrects.id})` : ''}`,
      quantity: diff.sign() < 0 ? '-1' : '1',
      unit: 'Adjustment',
      rate: diff.sign() < 0 ? diff.neg().toFixed(2) : diff.toFixed(2),
      amount: diff.toFixed(2),
      breakdown,
      adjustment: true,
      correctsChargeId: corrects?.id ?? null,
    });
  }
  return out;
}

/**
 * The warehouse's billing run: a billing period's warehouse charges made from the project's
 * warehouse rates and the inventory's ledger (warehouseBilling.ts), on the project, dated the
 * period's last day, as DRAFTS only staff see. A run replaces the period's drafts; once the
 * period's charges are confirmed it makes draft adjustments instead. Only an open period is
 * billed, by staff, under the period's billing lock (the one closing it and a charge of it take).
 */
export function createWarehouseBilling(deps: WarehouseBillingDeps) {
  const { db, projects, rates, inventory } = deps;
  const review = warehouseReview(deps);

  /** An open period of a project the caller sees, its billing lock held (404s, then 403, then 409). */
  async function openPeriod(actor: Actor, projectId: number, id: number, tx: Executor): Promise<BillingPeriod> {
    const period = await projects.lockedBillingPeriod(actor, projectId, id, tx);
    staffOnly(actor);
    if (period.status !== 'Open') {
      throw conflict(
        `${monthOf(period.startDate)} is ${period.status.toLowerCase()}: its warehouse charges are done.` +
          (period.status === 'Closed' ? ' Reopen the billing period first.' : ''),
      );
    }
    return period;
  }

  /** A period as the project module names it. */
  const ids = (period: BillingPeriod) => ({ projectId: period.projectId, billingPeriodId: period.id });

  /** The period's warehouse charges (run-made and adjustments), locked. */
  const madeOf = (tx: Executor, period: BillingPeriod): Promise<Made[]> =>
    tx
      .select({
        id: charges.id,
        state: charges.state,
        adjustment: charges.adjustment,
        type: charges.type,
        description: charges.description,
        amount: charges.amount,
        breakdown: charges.breakdown,
        confirmedAt: charges.confirmedAt,
      })
      .from(charges)
      .where(and(eq(charges.billingPeriodId, period.id), eq(charges.projectId, period.projectId)))
      .orderBy(charges.id)
      .for('update');

  /** Deletes the period's drafts with their histories, as a set (confirmed charges stay). */
  async function clearDrafts(actor: Actor, made: Made[], tx: Executor): Promise<number> {
    const ids = made.filter((c) => c.state === 'Draft').map((c) => c.id);
    await chargeHistory.removeMany(tx, actor, ids, async () => {
      const gone = await tx
        .delete(charges)
        .where(and(inArray(charges.id, ids), isNull(charges.invoiceId)))
        .returning({ id: charges.id });
      // The period's charges are locked (madeOf): a draft on an invoice is a writer that did not take them.
      if (gone.length !== ids.length) throw conflict(staleMessage('These charges', true));
    });
    return ids.length;
  }

  /** Writes the run's drafts with their histories, as a set: one insert, one read, one history insert. */
  function write(actor: Actor, period: BillingPeriod, drafts: Draft[], tx: Executor) {
    if (!drafts.length) return Promise.resolve([]);
    return chargeHistory.createMany(tx, actor, async () => {
      const rows = await tx
        .insert(charges)
        .values(
          drafts.map((d) => {
            const type = typeOf(d.chargeType);
            return {
              projectId: period.projectId,
              containerModule: 'Project' as const,
              containerId: null,
              category: type.category,
              typeId: type.id,
              type: type.name,
              description: d.description,
              chargeDate: period.endDate,
              quantity: d.quantity,
              unit: d.unit,
              rate: d.rate,
              amount: d.amount,
              warehouse: true,
              billingPeriodId: period.id,
              state: 'Draft' as const,
              adjustment: d.adjustment,
              correctsChargeId: d.correctsChargeId,
              breakdown: d.breakdown,
              createdBy: actor.userName,
              modifiedBy: actor.userName,
            };
          }),
        )
        .returning({ id: charges.id });
      // Ids are taken in the order of the rows, so in id order the charges read as the run made them.
      return rows.map((r) => r.id).sort((a, b) => a - b);
    });
  }

  return {
    ...review,

    async run(
      actor: Actor,
      input: { projectId: number; billingPeriodId: number },
      tx?: Executor,
    ): Promise<WarehouseChargeRun> {
      return inTransaction(db, tx, async (tx) => {
        const period = await openPeriod(actor, input.projectId, input.billingPeriodId, tx);
        const warehouseRates = await rates.warehouseRatesOf(actor, input.projectId, tx);
        const ledger = await inventory.storageLedger(actor, { projectId: input.projectId, to: period.endDate }, tx);
        const { lines, skipped } = billWarehouse(warehouseRates, { ...period, hours: period.hours }, ledger);
        const made = await madeOf(tx, period);
        const confirmed = made.filter((c) => c.state === 'Confirmed');
        const replaced = await clearDrafts(actor, made, tx);
        const drafts: Draft[] = confirmed.length
          ? adjustmentsOf(lines, confirmed, skipped)
          : lines.map((l) => ({ ...l, adjustment: false, correctsChargeId: null }));
        const written = await write(actor, period, drafts, tx);
        await projects.setDraftCharges(actor, { ...ids(period), drafts: written.length }, tx);
        return {
          projectId: input.projectId,
          billingPeriodId: period.id,
          startDate: period.startDate,
          endDate: period.endDate,
          charges: written,
          total: totalOf(written.map((c) => c.amount)),
          replaced,
          skipped,
          // On hand at the period's end without a weight: read from the ledger the run already has.
          itemsWithoutWeight: ledger.filter(
            (i) => exact(i.weight).isZero() && exact(i.moves.at(-1)?.after ?? '0').sign() > 0,
          ).length,
          confirmed: confirmed.length > 0,
          changesSinceConfirmed: await review.changesOf(actor, period, confirmed, tx),
        };
      });
    },

    /** Deletes a period's draft warehouse charges (DELETE …/deleteWarehouseCharges/{period's id}); confirmed ones stay. */
    async remove(actor: Actor, billingPeriodId: number, tx?: Executor): Promise<{ deleted: number }> {
      return inTransaction(db, tx, async (tx) => {
        const projectId = await projectOfBillingPeriod(tx, scopeOf(actor), billingPeriodId);
        if (projectId === null) throw notFound('Billing period');
        const period = await openPeriod(actor, projectId, billingPeriodId, tx);
        const deleted = await clearDrafts(actor, await madeOf(tx, period), tx);
        await projects.setDraftCharges(actor, { ...ids(period), drafts: 0 }, tx);
        return { deleted };
      });
    },

    /** Confirms the period's drafts: frozen from now on, seen by the client, invoiceable. */
    async confirm(actor: Actor, input: { projectId: number; billingPeriodId: number }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const period = await openPeriod(actor, input.projectId, input.billingPeriodId, tx);
        const confirmed = await review.confirmDrafts(actor, period, tx);
        if (!confirmed) {
          throw conflict(
            `${monthOf(period.startDate)} has no draft warehouse charges to confirm: run the warehouse billing first.`,
          );
        }
        await projects.setDraftCharges(actor, { ...ids(period), drafts: 0 }, tx);
        return review.review(actor, input, tx);
      });
    },
  };
}
export type WarehouseBilling = ReturnType<typeof createWarehouseBilling>;
