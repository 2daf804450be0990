import { COST_CATEGORY } from '@freightdesk/contracts';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { badRequest } from '../../platform/errors';
import { auditNotes, changeMarks } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { projectInScope } from '../project';
import { charges } from './charge.table';

/** Which of the ids asked for were not done, as the 400 names them. */
function refuse(asked: number[], done: number[], why: string): void {
  const left = asked.filter((id) => !done.includes(id));
  if (!left.length) return;
  const named = left.length === 1 ? `Charge ${left[0]} is` : `Charges ${left.join(', ')} are`;
  throw badRequest(`${named} ${why}.`, { chargeIds: `${named} ${why}.` });
}

const marked = (before: string, after: string) => [{ field: 'status', before, after }];

/**
 * What the invoices module asks of charges, in its transaction: put a set of them on an invoice or
 * take them off it, each a statement for the whole set (with one history entry per charge), all
 * or none, and only charges of projects the caller sees. Only this module writes charges.
 */
export function chargeInvoicing() {
  return {
    /**
     * Puts open, billable charges of the project on the invoice; a charge that is not one (another
     * project's, on an invoice already, a cost) refuses them all (a 400 on chargeIds).
     */
    async take(tx: Executor, actor: Actor, input: { invoiceId: number; projectId: number; chargeIds: number[] }) {
      if (!input.chargeIds.length) return;
      const rows = await tx
        .update(charges)
        .set({
          invoiceId: input.invoiceId,
          ...changeMarks(charges, actor),
        })
        .where(
          and(
            inArray(charges.id, input.chargeIds),
            eq(charges.projectId, input.projectId),
            projectInScope(scopeOf(actor), charges.projectId),
            isNull(charges.invoiceId),
            ne(charges.category, COST_CATEGORY),
            // A draft (a billing run's charge not yet reviewed) is never invoiced.
            eq(charges.state, 'Confirmed'),
          ),
        )
        .returning({ id: charges.id });
      refuse(
        input.chargeIds,
        rows.map((r) => r.id),
        "not open, confirmed, billable charges of the invoice's project",
      );
      await auditNotes(
        tx,
        actor,
        'charge',
        rows.map((r) => ({ id: r.id, changes: marked('Open', 'Invoiced') })),
      );
    },

    /** Takes charges off the invoice (all of its charges when none are named): they are open again. */
    async release(tx: Executor, actor: Actor, input: { invoiceId: number; chargeIds?: number[] }) {
      const rows = await tx
        .update(charges)
        .set({
          invoiceId: null,
          ...changeMarks(charges, actor),
        })
        .where(
          and(
            eq(charges.invoiceId, input.invoiceId),
            projectInScope(scopeOf(actor), charges.projectId),
            input.chargeIds ? inArray(charges.id, input.chargeIds) : undefined,
          ),
        )
        .returning({ id: charges.id });
      if (input.chargeIds) {
        refuse(
          input.chargeIds,
          rows.map((r) => r.id),
          'not on this invoice',
        );
      }
      await auditNotes(
        tx,
        actor,
        'charge',
        rows.map((r) => ({ id: r.id, changes: marked('Invoiced', 'Open') })),
      );
    },
  };
}
export type ChargeInvoicing = ReturnType<typeof chargeInvoicing>;
