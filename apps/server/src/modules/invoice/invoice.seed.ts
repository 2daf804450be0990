import { invoiceStatusIds } from '@freightdesk/contracts';
import type { SeedContext } from '../../platform/module';
import type { CreditNoteService } from './invoice.credits';
import type { InvoiceService } from './invoice.service';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The demo invoices, through the invoice services: the first project's open charges on a draft;
 * the second's approved, sent and partly paid; the third's paid in full; the fourth's sent,
 * exported to the accounting system and corrected by a credit note. Their bill-to clients have
 * the address book's demo terms (net 15, 30, 45 or 60).
 */
export async function seedInvoices(
  { invoices, creditNotes }: { invoices: InvoiceService; creditNotes: CreditNoteService },
  { admin, tx, made }: SeedContext,
) {
  const billable = made.charge?.billable ?? {};
  const projects = (made.project?.projects ?? []).slice(0, 4);
  for (const [n, project] of projects.entries()) {
    const open = billable[project.id] ?? [];
    if (!open.length) continue;
    let invoice = await invoices.create(
      admin,
      {
        number: '',
        projectId: project.id,
        containerModule: 'Project',
        containerId: null,
        billToId: null,
        invoiceDate: null,
        dueDate: null,
        billingPeriodId: null,
        statusId: invoiceStatusIds.draft,
        reference: n === 0 ? '' : `CPO-${4410 + n}`,
        notes: '',
        chargeIds: open,
      },
      tx,
    );
    if (n === 0) continue;
    for (const statusId of [invoiceStatusIds.approved, invoiceStatusIds.sent]) {
      invoice = await invoices.update(
        admin,
        {
          ...invoice,
          statusId,
          containerId: invoice.containerId,
          billToId: invoice.billToId,
          billingPeriodId: invoice.billingPeriodId,
        },
        tx,
      );
    }
    const payment = { invoiceId: invoice.id, paymentDate: today(), reference: `Check ${2200 + n}` };
    if (n === 1) await invoices.recordPayment(admin, { ...payment, amount: '100.00', method: 'Check' }, tx);
    if (n === 2) {
      await invoices.recordPayment(admin, { ...payment, amount: invoice.totals.balance, method: 'ACH' }, tx);
    }
    if (n === 3) {
      // As the books mark what they have (a person may not while QuickBooks Online is connected).
      await invoices.markExported(admin, [invoice.id], tx);
      await creditNotes.create(
        admin,
        {
          invoiceId: invoice.id,
          creditDate: null,
          reason: 'Coordination billed for a day the site was closed',
          lines: [{ chargeId: open[0]!, amount: '85.00' }],
          rebill: false,
        },
        tx,
      );
    }
  }
}
