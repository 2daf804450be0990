import { invoiceList } from '@freightdesk/contracts';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { statusIdOf } from '../../platform/kit';
import { listQuery } from '../../platform/list/listQuery';
import { charges } from '../charge/tables';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { clientSees } from './invoice.rules';
import { creditNoteLines, creditNotes, invoicePayments, invoiceStatus, invoices } from './invoice.table';

/**
 * What an invoice comes to: frozen at approval; a draft's is the sum of its charges
 * (charges_invoice_idx), to the cent.
 */
export const amountNumeric = sql`coalesce(${invoices.amount}, (select coalesce(sum(${charges.amount}), 0)
  from ${charges} where ${charges.invoiceId} = ${invoices.id}))::numeric(20, 2)`;
export const creditedNumeric = sql`(select coalesce(-sum(${creditNoteLines.amount}), 0) from ${creditNoteLines}
  join ${creditNotes} on ${creditNotes.id} = ${creditNoteLines.creditNoteId}
  where ${creditNotes.invoiceId} = ${invoices.id})::numeric(20, 2)`;
export const paidNumeric = sql`(select coalesce(sum(${invoicePayments.amount}), 0) from ${invoicePayments}
  where ${invoicePayments.invoiceId} = ${invoices.id})::numeric(20, 2)`;
/**
 * What is still owed: the amount less credits and payments; nothing on a void invoice. Of the
 * credits and payments given (a list's, asked per invoice; the aging's, summed for all at once).
 */
export const balanceOf = (credited: SQL, paid: SQL) => sql`(case when ${invoices.status} = 'Void' then 0::numeric(20, 2)
  else ${amountNumeric} - ${credited} - ${paid} end)`;
export const balanceNumeric = balanceOf(creditedNumeric, paidNumeric);
export const invoiceAmount = sql<string>`${amountNumeric}::text`;
export const invoiceCredited = sql<string>`${creditedNumeric}::text`;
export const invoicePaid = sql<string>`${paidNumeric}::text`;
export const invoiceBalance = sql<string>`${balanceNumeric}::numeric(20, 2)::text`;
/** A draft has no number: an empty one in every answer. */
export const invoiceNumber = sql<string>`coalesce(${invoices.number}, '')`;
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
    balance: { expr: invoiceBalance },
    exported: { expr: exported },
    open: {
      expr: sql<boolean>`(${invoices.status} in ('Approved', 'Sent', 'Partly paid') and ${balanceNumeric} > 0)`,
    },
    modifiedAt: { expr: invoices.modifiedAt },
  },
  select: {
    id: invoices.id,
    number: invoiceNumber,
    projectId: invoices.projectId,
    projectNumber: projects.number,
    billToName: sql<string | null>`coalesce(${invoices.billToName}, ${clients.name})`,
    invoiceDate: invoices.invoiceDate,
    dueDate: invoices.dueDate,
    statusId: statusIdOf(invoices.status, invoiceStatus),
    status: invoices.status,
    amount: invoiceAmount,
    balance: invoiceBalance,
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
  scope: (scope) => and(projectInScope(scope, invoices.projectId), clientSees(scope))!,
});
