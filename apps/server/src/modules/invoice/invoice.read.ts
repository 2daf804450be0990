import { type InvoiceDetails, invoiceStatuses } from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { preparedRead } from '../../db/preparedRead';
import { notFound } from '../../platform/errors';
import { type DataScope, scopeKey } from '../../platform/scope';
import { charges } from '../charge';
import { clientAddresses, clients } from '../client';
import { billingPeriods, projectInScope, projects } from '../project';
import { shipments } from '../shipment';
import { invoiceAmount } from './invoice.list';
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
        address1: clientAddresses.address1,
        address2: clientAddresses.address2,
        city: clientAddresses.city,
        postalCode: clientAddresses.postalCode,
        containerNumber: sql<string | null>`case when ${invoices.containerModule} = 'Shipment'
          then (select ${shipments.number} from ${shipments} where ${shipments.id} = ${invoices.containerId}) end`,
        periodStart: billingPeriods.startDate,
        periodEnd: billingPeriods.endDate,
        charges: countOf(null),
        misc: countOf(true),
        amount: invoiceAmount,
      })
      .from(invoices)
      .innerJoin(projects, eq(projects.id, invoices.projectId))
      .leftJoin(clients, eq(clients.id, invoices.billToId))
      .leftJoin(clientAddresses, and(eq(clientAddresses.clientId, clients.id), eq(clientAddresses.isPrimary, true)))
      .leftJoin(billingPeriods, eq(billingPeriods.id, invoices.billingPeriodId))
      .where(and(eq(invoices.id, sql.placeholder('id')), projectInScope(scope, invoices.projectId)));
    return (lock ? q.for('update', { of: invoices }) : q).prepare('');
  },
  (scope, lock) => `${scopeKey(scope)} ${lock}`,
);

/** One invoice the caller sees, with who it bills and what it comes to (404 otherwise): one statement. */
export async function invoiceOf(ex: Executor, scope: DataScope, id: number, lock = false): Promise<InvoiceDetails> {
  const [row] = await detailsById(ex, scope, lock).execute({ id });
  if (!row) throw notFound('Invoice');
  const i = row.invoice;
  const street = [row.address1, row.address2].filter(Boolean).join(', ');
  const town = [row.city, row.postalCode].filter(Boolean).join(' ');
  return {
    id: i.id,
    number: i.number,
    projectId: i.projectId,
    projectNumber: row.projectNumber,
    projectName: row.projectName,
    containerModule: i.containerModule,
    containerId: i.containerId,
    containerNumber: row.containerNumber,
    billToId: i.billToId,
    billToName: row.billToName,
    billToAddress: [street, town].filter(Boolean).join('\n'),
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
    totals: { charges: row.charges, misc: row.misc, amount: row.amount },
    createdAt: i.createdAt.toISOString(),
    createdBy: i.createdBy,
    modifiedAt: i.modifiedAt.toISOString(),
    modifiedBy: i.modifiedBy,
    version: i.version,
  };
}
