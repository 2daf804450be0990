import { type BillingPeriod, CLIENT_USER_TYPE_ID, chargeTypes, type WarehouseChargeRun } from '@freightdesk/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, forbidden, notFound } from '../../platform/errors';
import type { InventoryService } from '../inventory';
import { billingPeriods, type ProjectService, type RateService } from '../project';
import { chargeHistory } from './charge.history';
import { monthOf } from './charge.service';
import { charges } from './charge.table';
import { billWarehouse } from './warehouseBilling';

/** The Warehouse category's type of each warehouse charge type (Storage, Handling in…). */
const typeOf = (name: string) => chargeTypes.find((t) => t.category === 'Warehouse' && t.name === name)!;

export interface WarehouseBillingDeps {
  db: Executor;
  projects: Pick<ProjectService, 'billingPeriods'>;
  rates: Pick<RateService, 'warehouseRatesOf'>;
  inventory: Pick<InventoryService, 'storageLedger'>;
}

/**
 * The warehouse's billing run: a billing period's warehouse charges made from the project's
 * warehouse rates and the inventory's item log (warehouseBilling.ts), on the project, dated the
 * period's last day. A run replaces the period's open warehouse charges (those on an invoice stay,
 * and a period with any is done); only an open period is billed, by staff. One transaction, the
 * period's runs one at a time.
 */
export function createWarehouseBilling({ db, projects, rates, inventory }: WarehouseBillingDeps) {
  /** An open period of a project the caller sees, its runs held off meanwhile (404s, then 403, then 409). */
  async function openPeriod(actor: Actor, projectId: number, id: number, tx: Executor): Promise<BillingPeriod> {
    // Runs of a period wait for each other; the period's status is read once the lock is held.
    await tx.execute(sql`select pg_advisory_xact_lock(7264201, ${id})`);
    const periods = await projects.billingPeriods(actor, projectId, tx);
    const period = periods.find((p) => p.id === id);
    if (!period) throw notFound('Billing period');
    if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Client users do not bill the warehouse.');
    if (period.status !== 'Open') {
      throw conflict(
        `${monthOf(period.startDate)} is ${period.status.toLowerCase()}: its warehouse charges are done.` +
          (period.status === 'Closed' ? ' Reopen the billing period first.' : ''),
      );
    }
    return period;
  }

  /** Deletes the period's open warehouse charges, each with its history; a period with an invoiced one is done. */
  async function clear(actor: Actor, period: BillingPeriod, tx: Executor): Promise<number> {
    const made = await tx
      .select({ id: charges.id, invoiceId: charges.invoiceId })
      .from(charges)
      .where(and(eq(charges.billingPeriodId, period.id), eq(charges.warehouse, true)))
      .for('update');
    if (made.some((c) => c.invoiceId !== null)) {
      throw conflict(`${monthOf(period.startDate)}'s warehouse charges are on an invoice: take them off it first.`);
    }
    for (const { id } of made) {
      await chargeHistory.remove(tx, actor, id, async () => {
        await tx.delete(charges).where(and(eq(charges.id, id), isNull(charges.invoiceId)));
      });
    }
    return made.length;
  }

  return {
    async run(
      actor: Actor,
      input: { projectId: number; billingPeriodId: number },
      tx?: Executor,
    ): Promise<WarehouseChargeRun> {
      return inTransaction(db, tx, async (tx) => {
        const period = await openPeriod(actor, input.projectId, input.billingPeriodId, tx);
        const warehouseRates = await rates.warehouseRatesOf(actor, input.projectId, tx);
        const ledger = await inventory.storageLedger(actor, { projectId: input.projectId, to: period.endDate }, tx);
        const { lines, skipped } = billWarehouse(warehouseRates, period, ledger);
        const replaced = await clear(actor, period, tx);
        const made = [];
        for (const l of lines) {
          const type = typeOf(l.chargeType);
          made.push(
            await chargeHistory.create(tx, actor, async () => {
              const [row] = await tx
                .insert(charges)
                .values({
                  projectId: input.projectId,
                  containerModule: 'Project',
                  containerId: null,
                  category: type.category,
                  typeId: type.id,
                  type: type.name,
                  description: l.description,
                  chargeDate: period.endDate,
                  quantity: l.quantity,
                  unit: l.unit,
                  rate: l.rate,
                  amount: sql`round(${l.quantity}::numeric * ${l.rate}::numeric, 2)`,
                  warehouse: true,
                  billingPeriodId: period.id,
                  createdBy: actor.userName,
                  modifiedBy: actor.userName,
                })
                .returning({ id: charges.id });
              return row!.id;
            }),
          );
        }
        const cents = made.reduce((sum, c) => sum + Math.round(Number(c.amount) * 100), 0);
        return {
          projectId: input.projectId,
          billingPeriodId: period.id,
          startDate: period.startDate,
          endDate: period.endDate,
          charges: made,
          total: (cents / 100).toFixed(2),
          replaced,
          skipped,
          // On hand at the period's end without a weight: read from the ledger the run already has.
          itemsWithoutWeight: ledger.filter((i) => i.weight === 0 && (i.moves.at(-1)?.after ?? 0) > 0).length,
        };
      });
    },

    /** Deletes a period's open warehouse charges (DELETE …/deleteWarehouseCharges/{period's id}). */
    async remove(actor: Actor, billingPeriodId: number, tx?: Executor): Promise<{ deleted: number }> {
      return inTransaction(db, tx, async (tx) => {
        const projectId = await projectOfPeriod(tx, billingPeriodId);
        if (projectId === null) throw notFound('Billing period');
        const period = await openPeriod(actor, projectId, billingPeriodId, tx);
        return { deleted: await clear(actor, period, tx) };
      });
    },
  };
}
export type WarehouseBilling = ReturnType<typeof createWarehouseBilling>;

/** The project of a billing period, read from its row (the caller's sight of the project is checked after). */
async function projectOfPeriod(ex: Executor, id: number): Promise<number | null> {
  const [row] = await ex
    .select({ projectId: billingPeriods.projectId })
    .from(billingPeriods)
    .where(eq(billingPeriods.id, id));
  return row?.projectId ?? null;
}
