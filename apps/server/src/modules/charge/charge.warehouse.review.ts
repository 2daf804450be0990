import type { BillingPeriod, ChangesSinceConfirmed, WarehouseReview } from '@freightdesk/contracts';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/errors';
import { auditNotes, changeMarks } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { periodChargesOf } from './charge.read';
import { charges } from './charge.table';
import { staffOnly, type WarehouseBillingDeps } from './charge.warehouse';

const none: ChangesSinceConfirmed = { count: 0, changes: [] };

/**
 * A period's warehouse review, staff only: its charges with their breakdowns, confirming its
 * drafts, and the inventory changes entered since it was confirmed that count in it (a receipt
 * backdated into it, a pick entered late, a weight fixed): what a run after confirmation adjusts.
 */
export function warehouseReview({ db, projects, inventory }: WarehouseBillingDeps) {
  /** Changes since the latest confirmation of the period's charges (none before any). */
  async function changesOf(
    actor: Actor,
    period: BillingPeriod,
    confirmed: { confirmedAt: Date | null }[],
    tx: Executor,
  ): Promise<ChangesSinceConfirmed> {
    const times = confirmed.map((c) => c.confirmedAt?.getTime() ?? 0).filter((t) => t > 0);
    if (!times.length) return none;
    const since = new Date(Math.max(...times));
    return inventory.changesSince(actor, { projectId: period.projectId, to: period.endDate, since }, tx);
  }

  async function periodOf(actor: Actor, projectId: number, id: number, ex: Executor) {
    const period = (await projects.billingPeriods(actor, projectId, ex)).find((p) => p.id === id);
    if (!period) throw notFound('Billing period');
    staffOnly(actor);
    return period;
  }

  return {
    changesOf,

    /** A project's billing periods, as the caller sees them (the demo's seed bills the last two). */
    periodsOf: (actor: Actor, projectId: number, tx?: Executor) => projects.billingPeriods(actor, projectId, tx),

    /** Marks the period's drafts confirmed (the caller holds the period's lock); answers how many. */
    async confirmDrafts(actor: Actor, period: BillingPeriod, tx: Executor): Promise<number> {
      const rows = await tx
        .update(charges)
        .set({
          state: 'Confirmed',
          confirmedAt: new Date(),
          confirmedBy: actor.userName,
          ...changeMarks(charges, actor),
        })
        .where(
          and(
            eq(charges.billingPeriodId, period.id),
            eq(charges.projectId, period.projectId),
            eq(charges.state, 'Draft'),
          ),
        )
        .returning({ id: charges.id });
      await auditNotes(
        tx,
        actor,
        'charge',
        rows.map((r) => ({ id: r.id, changes: [{ field: 'review', before: 'Draft', after: 'Confirmed' }] })),
      );
      return rows.length;
    },

    /** A period's warehouse charges (drafts and confirmed, with breakdowns) and changes since confirmed. */
    async review(
      actor: Actor,
      input: { projectId: number; billingPeriodId: number },
      tx?: Executor,
    ): Promise<WarehouseReview> {
      return inTransaction(db, tx, async (tx) => {
        const period = await periodOf(actor, input.projectId, input.billingPeriodId, tx);
        const list = await periodChargesOf(tx, scopeOf(actor), period);
        const confirmed = await tx
          .select({ confirmedAt: charges.confirmedAt })
          .from(charges)
          .where(and(eq(charges.billingPeriodId, period.id), eq(charges.state, 'Confirmed')));
        return {
          billingPeriodId: period.id,
          charges: list,
          drafts: list.filter((c) => c.state === 'Draft').length,
          confirmed: list.filter((c) => c.state === 'Confirmed').length,
          changesSinceConfirmed: await changesOf(actor, period, confirmed, tx),
        };
      });
    },

    /** Each period's drafts, confirmed charges and changes since confirmed, for the Billing periods tab. */
    async summary(actor: Actor, projectId: number, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const periods = await projects.billingPeriods(actor, projectId, tx);
        staffOnly(actor);
        const rows = await tx
          .select({
            billingPeriodId: sql<number>`${charges.billingPeriodId}`,
            drafts: sql<number>`count(*) filter (where ${charges.state} = 'Draft')::int`,
            confirmed: sql<number>`count(*) filter (where ${charges.state} = 'Confirmed')::int`,
            confirmedAt: sql<string | null>`max(${charges.confirmedAt})::text`,
          })
          .from(charges)
          .where(and(eq(charges.projectId, projectId), isNotNull(charges.billingPeriodId)))
          .groupBy(charges.billingPeriodId);
        const out = [];
        for (const r of rows) {
          const period = periods.find((p) => p.id === r.billingPeriodId);
          if (!period) continue;
          const since = r.confirmedAt ? new Date(r.confirmedAt) : null;
          const changes = since
            ? await inventory.changesSince(actor, { projectId, to: period.endDate, since }, tx)
            : none;
          out.push({
            billingPeriodId: period.id,
            drafts: r.drafts,
            confirmed: r.confirmed,
            changesSinceConfirmed: changes.count,
          });
        }
        return out;
      });
    },
  };
}
