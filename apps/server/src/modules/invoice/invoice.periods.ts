import { billedStatuses, type InvoiceDetails, type InvoiceStatus } from '@freightdesk/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { billingPeriodOfProject, type ProjectService } from '../project';
import { billed } from './invoice.rules';
import { invoices } from './invoice.table';

/** A billing period of the invoice's project (declared by the project module, which owns periods). */
export const periodOf = billingPeriodOfProject;

/**
 * An invoice's billing period follows it (through the project module, which alone writes periods):
 * invoiced as the invoice is approved, closed again when it goes back to draft or void and no other
 * billed invoice names the period.
 */
export function periodFollower(periods: Pick<ProjectService, 'markPeriodInvoiced'>) {
  return async function followPeriod(tx: Executor, actor: Actor, before: InvoiceDetails, status: InvoiceStatus) {
    const periodId = before.billingPeriodId;
    if (periodId === null || billed(status) === billed(before.status)) return;
    if (!billed(status)) {
      const [other] = await tx
        .select({ id: invoices.id })
        .from(invoices)
        .where(
          and(
            eq(invoices.billingPeriodId, periodId),
            inArray(invoices.status, [...billedStatuses]),
            ne(invoices.id, before.id),
          ),
        )
        .limit(1);
      if (other) return;
    }
    await periods.markPeriodInvoiced(
      actor,
      { projectId: before.projectId, id: periodId, invoiced: billed(status) },
      tx,
    );
  };
}
