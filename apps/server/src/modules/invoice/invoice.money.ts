import type { InvoiceDetails, InvoicePayment, recordPaymentBody } from '@freightdesk/contracts';
import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { fieldError, notFound } from '../../platform/errors';
import { exact } from '../../platform/exact';
import { versionedUpdate } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { invoiceHistory } from './invoice.history';
import { invoiceOf, lockInvoice } from './invoice.read';
import { billed, notExported, staffOnly, statusByMoney } from './invoice.rules';
import { invoicePayments, invoices } from './invoice.table';

type PaymentInput = z.output<typeof recordPaymentBody>;

/**
 * After a payment or a credit the status follows what is left: Paid once nothing is owed, Partly
 * paid while something is paid, else Sent or Approved as it was. Runs inside the write the
 * invoice's history records (the caller holds the invoice's row).
 */
export async function followMoney(tx: Executor, actor: Actor, id: number) {
  const now = await invoiceOf(tx, scopeOf(actor), id);
  const status = statusByMoney(now, now.totals.balance, now.totals.paid);
  if (status !== now.status) {
    await versionedUpdate(tx, invoices, { id }, { status }, { by: actor, noun: 'invoice' });
  } else {
    await versionedUpdate(tx, invoices, { id }, {}, { by: actor, noun: 'invoice' });
  }
}

const asPayment = (p: typeof invoicePayments.$inferSelect): InvoicePayment => ({
  ...p,
  createdAt: p.createdAt.toISOString(),
});

/**
 * Payments recorded by hand: several per invoice, never beyond its balance (the invoice's row is
 * locked, so two at once cannot both take the last of it). Staff remove one recorded by mistake
 * while the invoice is not exported (the accounting system has what it was given).
 */
export function invoicePaymentService(db: Executor) {
  return {
    recordPayment(actor: Actor, input: PaymentInput, tx?: Executor): Promise<InvoiceDetails> {
      return inTransaction(db, tx, async (tx) => {
        await lockInvoice(tx, input.invoiceId);
        const before = await invoiceOf(tx, scopeOf(actor), input.invoiceId);
        staffOnly(actor);
        if (!billed(before.status)) {
          throw fieldError('invoiceId', `This invoice is ${before.status}: only a billed invoice is paid.`);
        }
        if (exact(input.amount).compare(before.totals.balance) > 0) {
          throw fieldError(
            'amount',
            `Invoice ${before.number} has ${before.totals.balance} left to pay: a payment cannot be more than its balance.`,
          );
        }
        if (input.paymentDate < before.invoiceDate) {
          throw fieldError('paymentDate', 'A payment cannot be dated before its invoice.');
        }
        return invoiceHistory.update(tx, actor, before.id, async () => {
          await tx.insert(invoicePayments).values({ ...input, invoiceId: before.id, createdBy: actor.userName });
          await followMoney(tx, actor, before.id);
        });
      });
    },

    removePayment(actor: Actor, id: number, tx?: Executor): Promise<void> {
      return inTransaction(db, tx, async (tx) => {
        const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, id));
        if (!payment) throw notFound('Payment');
        await lockInvoice(tx, payment.invoiceId);
        const before = await invoiceOf(tx, scopeOf(actor), payment.invoiceId).catch(() => {
          throw notFound('Payment');
        });
        staffOnly(actor);
        notExported(before, 'its payments stay as recorded.');
        await invoiceHistory.update(tx, actor, before.id, async () => {
          await tx.delete(invoicePayments).where(eq(invoicePayments.id, id));
          await followMoney(tx, actor, before.id);
        });
      });
    },

    async payments(actor: Actor, invoiceId: number, tx?: Executor): Promise<InvoicePayment[]> {
      const ex = tx ?? db;
      await invoiceOf(ex, scopeOf(actor), invoiceId);
      const rows = await ex
        .select()
        .from(invoicePayments)
        .where(eq(invoicePayments.invoiceId, invoiceId))
        .orderBy(asc(invoicePayments.paymentDate), asc(invoicePayments.id));
      return rows.map(asPayment);
    },
  };
}
