import { invoiceList } from '@freightdesk/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { statusIdOf } from '../../platform/kit';
import { listQuery } from '../../platform/list/listQuery';
import { charges } from '../charge';
import { clients } from '../client';
import { projectInScope, projects } from '../project';
import { invoiceStatus, invoices } from './invoice.table';

/** What an invoice comes to: the sum of its charges (charges_invoice_idx), to the cent. */
export const invoiceAmount = sql<string>`(select coalesce(sum(${charges.amount}), 0)::numeric(20, 2)::text
  from ${charges} where ${charges.invoiceId} = ${invoices.id})`;
const exported = sql<boolean>`(${invoices.exportedAt} is not null)`;

/** The invoices list's SQL (the declaration is invoiceList in the contracts). */
export const invoiceListQuery = listQuery({
  spec: invoiceList,
  from: invoices,
  id: invoices.id,
  joins: {
    project: { table: projects, on: eq(projects.id, invoices.projectId) },
    billTo: { table: clients, on: eq(clients.id, invoices.billToId), left: true },
  },
  columns: {
    number: { expr: invoices.number, sort: sql`lower(${invoices.number})` },
    projectNumber: {
      expr: projects.number,
      sort: sql`lower(${projects.number})`,
      joins: ['project'],
      via: { local: invoices.projectId, table: projects, id: projects.id },
    },
    projectId: { expr: invoices.projectId },
    billToName: {
      expr: clients.name,
      sort: sql`lower(${clients.name})`,
      joins: ['billTo'],
      via: { local: invoices.billToId, table: clients, id: clients.id },
    },
    invoiceDate: { expr: invoices.invoiceDate },
    dueDate: { expr: invoices.dueDate },
    status: { expr: invoices.status },
    amount: { expr: invoiceAmount },
    exported: { expr: exported },
    modifiedAt: { expr: invoices.modifiedAt },
  },
  select: {
    id: invoices.id,
    number: invoices.number,
    projectId: invoices.projectId,
    projectNumber: projects.number,
    billToName: sql<string | null>`${clients.name}`,
    invoiceDate: invoices.invoiceDate,
    dueDate: invoices.dueDate,
    statusId: statusIdOf(invoices.status, invoiceStatus),
    status: invoices.status,
    amount: invoiceAmount,
    exported,
    containerModule: invoices.containerModule,
    containerId: invoices.containerId,
    modifiedAt: invoices.modifiedAt,
  },
  selectJoins: ['project', 'billTo'],
  parents: {
    project: (id) => eq(invoices.projectId, id),
    Shipment: (id) => and(eq(invoices.containerModule, 'Shipment'), eq(invoices.containerId, id))!,
  },
  scope: (scope) => projectInScope(scope, invoices.projectId),
});
