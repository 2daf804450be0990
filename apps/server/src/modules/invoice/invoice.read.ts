import { type InvoiceDetails, invoiceStatuses } from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { notFound } from '../../platform/errors';
import { type DataScope, scopeKey } from '../../platform/scope';
import { charges } from '../charge/tables';
import { addressText, primaryAddress } from '../client';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { billingPeriods, projects } from '../project/tables';
import { shipments } from '../shipment/tables';
import { invoiceAmount, invoiceBalance, invoiceCredited, invoicePaid } from './invoice.list';
import { clientSees } from './invoice.rules';
import { invoices } from './invoice.table';

const countOf = (misc: boolean | null) =>
  sql<number>`(select count(*)::int from ${charges} where ${charges.invoiceId} = ${invoices.id}${
    misc === null
      ? sql``
      : misc
        ? sql` and ${charges.containerModule} = 'Project'`
        : sql` and ${charges.containerModule} <> 'Project'`
  })`;

/** The invoice of the id bound to `id`, as the scope sees it, locked for a write when asked: compiled once per form. */
const detailsById = preparedRead(
  (ex, scope: DataScope, lock: boolean) => {
    const q = ex
      .select({
        invoice: invoices,
        projectNumber: projects.number,
        projectName: projects.name,
        billToName: clients.name,
        ...primaryAddress.columns,
        containerNumber: sql<string | null>`case when ${invoices.containerModule} = 'Shipment'
          then (select ${shipments.number} from ${shipments} where ${shipments.id} = ${invoices.containerId}) end`,
        periodStart: billingPeriods.startDate,
        periodEnd: billingPeriods.endDate,
        charges: countOf(null),
        misc: countOf(true),
        amount: invoiceAmount,
        credited: invoiceCredited,
        paid: invoicePaid,
        balance: invoiceBalance,
      })
      .from(invoices)
      .innerJoin(projects, eq(projects.id, invoices.projectId))
      .leftJoin(clients, eq(clients.id, invoices.billToId))
      .leftJoin(primaryAddress.table, primaryAddress.of(clients.id))
      .leftJoin(billingPeriods, eq(billingPeriods.id, invoices.billingPeriodId))
      .where(and(eq(invoices.id, sql.placeholder('id')), projectInScope(scope, invoices.projectId), clientSees(scope)));
    return (lock ? q.for('update', { of: invoices }) : q).prepare('');
  },
  (scope, lock) => `${scopeKey(scope)} ${lock}`,
);

/** One invoice the caller sees, with who it bills and what it comes to (404 otherwise): one statement. */
export async function invoiceOf(
  ex: Executor,
  scope: DataScope,
  id: number,
  lock = false,
): Promise<InvoiceDetails & { sent: boolean }> {
  const [row] = await detailsById(ex, scope, lock).execute({ id });
  if (!row) throw notFound('Invoice');
  const i = row.invoice;
  return {
    id: i.id,
    number: i.number ?? '',
    projectId: i.projectId,
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    containerModule: i.containerModule,
    containerId: i.containerId,
    containerNumber: row.containerNumber,
    billToId: i.billToId,
    // From approval the bill-to is as it was then; a draft's is read live.
    billToName: i.number === null ? row.billToName : i.billToName,
    billToAddress: i.number === null ? addressText(row) : (i.billToAddress ?? ''),
    termsDays: i.termsDays,
    invoiceDate: i.invoiceDate,
    dueDate: i.dueDate,
    billingPeriodId: i.billingPeriodId,
    billingPeriodStart: row.periodStart,
    billingPeriodEnd: row.periodEnd,
    statusId: invoiceStatuses.idOf(i.status),
    status: i.status,
    reference: i.reference,
    notes: i.notes,
    exported: i.exportedAt !== null,
    exportedAt: i.exportedAt?.toISOString() ?? null,
    exportedBy: i.exportedBy,
    totals: {
      charges: row.charges,
      misc: row.misc,
      amount: row.amount,
      credited: row.credited,
      paid: row.paid,
      balance: row.balance,
    },
    createdAt: i.createdAt.toISOString(),
    createdBy: i.createdBy,
    modifiedAt: i.modifiedAt.toISOString(),
    modifiedBy: i.modifiedBy,
    version: i.version,
    sent: i.sentAt !== null,
  };
}

/** Who a project's invoice bills when nobody said (its billing client, else its customer), with their terms. */
export async function billToOf(
  ex: Executor,
  projectId: number,
  billToId: number | null,
): Promise<{ id: number | null; termsDays: number }> {
  let id = billToId;
  if (id === null) {
    const [row] = await ex
      .select({ billing: projects.billingClientId, customer: projects.customerId })
      .from(projects)
      .where(eq(projects.id, projectId));
    id = row?.billing ?? row?.customer ?? null;
  }
  if (id === null) return { id, termsDays: 30 };
  const [client] = await ex.select({ terms: clients.paymentTermsDays }).from(clients).where(eq(clients.id, id));
  return { id, termsDays: client?.terms ?? 30 };
}

/**
 * Takes the invoice's row alone (a write's lock), so that what is read after it, in a statement of
 * its own, sees what the writer before committed: a locking read with the balance in its select
 * list would still compute it from the snapshot it began with.
 */
export async function lockInvoice(tx: Executor, id: number) {
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, id)).for('update');
}

/** The provider (client 1, the company staff belong to) and its primary address: the invoice's remit-to. */
export async function providerOf(ex: Executor): Promise<{ name: string; address: string }> {
  const [row] = await ex
    .select({
      name: clients.name,
      ...primaryAddress.columns,
    })
    .from(clients)
    .leftJoin(primaryAddress.table, primaryAddress.of(clients.id))
    .where(eq(clients.id, 1));
  return { name: row?.name ?? '', address: row ? addressText(row) : '' };
}
