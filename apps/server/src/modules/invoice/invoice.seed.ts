import { invoiceStatusIds } from '@freightdesk/contracts';
import type { SeedContext } from '../../platform/module';
import type { InvoiceService } from './invoice.service';

/**
 * The demo invoices, through the invoice service: the first project's open charges on a draft,
 * the second's approved, sent and exported to the accounting system, the third's paid.
 */
export async function seedInvoices({ invoices }: { invoices: InvoiceService }, { admin, tx, made }: SeedContext) {
  const billable = made.charge?.billable ?? {};
  const projects = (made.project?.projects ?? []).slice(0, 3);
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
    const steps =
      [
        [],
        [invoiceStatusIds.approved, invoiceStatusIds.sent],
        [invoiceStatusIds.approved, invoiceStatusIds.sent, invoiceStatusIds.paid],
      ][n] ?? [];
    for (const statusId of steps) {
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
    if (n === 1) await invoices.exportStatus(admin, { ids: [invoice.id], exported: true }, tx);
  }
}
