import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { badRequest } from '../../platform/errors';
import { auditNotes } from '../../platform/kit';
import { charges } from './charge.table';

/**
 * What the invoices module asks when a credit note bills credited charges again, in its
 * transaction: each charge of the invoice named is copied as a new open charge of the same project
 * (same record, type, date, quantity, rate and amount), so a corrected invoice can take it. The
 * original stays on its invoice, unchanged. Answers each original's copy; two statements for the set.
 */
export function chargeRebilling() {
  return {
    async rebill(
      tx: Executor,
      actor: Actor,
      input: { projectId: number; invoiceId: number; chargeIds: number[] },
    ): Promise<Map<number, number>> {
      if (!input.chargeIds.length) return new Map();
      const ids = [...new Set(input.chargeIds)];
      const originals = await tx
        .select()
        .from(charges)
        .where(
          and(inArray(charges.id, ids), eq(charges.projectId, input.projectId), eq(charges.invoiceId, input.invoiceId)),
        )
        .orderBy(asc(charges.id));
      if (originals.length !== ids.length) {
        const why = 'Only charges of the invoice credited are billed again.';
        throw badRequest(why, { lines: why });
      }
      const copies = await tx
        .insert(charges)
        .values(
          originals.map(({ id: _, invoiceId: __, createdAt: ___, modifiedAt: ____, version: _____, ...c }) => ({
            ...c,
            createdBy: actor.userName,
            modifiedBy: actor.userName,
          })),
        )
        .returning({ id: charges.id });
      const made = new Map(originals.map((o, n) => [o.id, copies[n]!.id]));
      await auditNotes(
        tx,
        actor,
        'charge',
        [...made].map(([source, id]) => ({
          id,
          changes: [{ field: 'billedAgain', before: null, after: `the credited charge ${source}` }],
        })),
      );
      return made;
    },
  };
}
export type ChargeRebilling = ReturnType<typeof chargeRebilling>;
