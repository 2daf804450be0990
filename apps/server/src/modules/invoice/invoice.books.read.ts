import { billedStatuses } from '@freightdesk/contracts';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { DataScope } from '../../platform/scope';
import { charges } from '../charge/tables';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { invoiceAmount } from './invoice.list';
import { invoices } from './invoice.table';

/** The export queue: billed invoices the accounting system does not have yet (drafts wait for approval). */
export const exportQueue = and(isNull(invoices.exportedAt), inArray(invoices.status, [...billedStatuses]));

/** A billed invoice as the books are sent it. */
export interface InvoiceForBooks {
  id: number;
  number: string;
  projectId: number;
  customer: string;
  invoiceDate: string;
  dueDate: string;
  reference: string;
  amount: string;
  lines: { category: string; type: string; description: string; quantity: string; rate: string; amount: string }[];
}

/**
 * What the books are sent of invoices: the billed ones the scope sees that the accounting system
 * does not have yet, each with its customer and its charges as lines, by number (`only`: these
 * alone). Their rows are taken for the caller's transaction, which marks them exported: two
 * exports at once cannot both send one.
 */
export async function takenForBooks(tx: Executor, scope: DataScope, only?: number[]): Promise<InvoiceForBooks[]> {
  const taken = await tx
    .select({
      id: invoices.id,
      number: invoices.number,
      projectId: invoices.projectId,
      customer: sql<string>`coalesce(${invoices.billToName}, (select ${clients.name} from ${clients}
        where ${clients.id} = ${invoices.billToId}), '')`,
      invoiceDate: invoices.invoiceDate,
      dueDate: invoices.dueDate,
      reference: invoices.reference,
      amount: invoiceAmount,
    })
    .from(invoices)
    .where(and(exportQueue, projectInScope(scope, invoices.projectId), only ? inArray(invoices.id, only) : undefined))
    .orderBy(invoices.number)
    .for('update', { of: invoices });
  if (!taken.length) return [];
  const lines = await tx
    .select({
      invoiceId: charges.invoiceId,
      category: charges.category,
      type: charges.type,
      description: charges.description,
      quantity: charges.quantity,
      rate: charges.rate,
      amount: charges.amount,
    })
    .from(charges)
    .where(
      inArray(
        charges.invoiceId,
        taken.map((i) => i.id),
      ),
    )
    .orderBy(charges.chargeDate, charges.id);
  return taken.map((i) => ({
    ...i,
    number: i.number ?? '',
    lines: lines.filter((l) => l.invoiceId === i.id).map(({ invoiceId: _, ...l }) => l),
  }));
}
