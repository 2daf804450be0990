import { billedStatuses, type ExportFormat, type InvoiceListColumn, invoiceList } from '@freightdesk/contracts';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { auditNotes, changeMarks } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import { charges } from '../charge';
import { clients } from '../client';
import { projectInScope } from '../project';
import { invoiceAmount, invoiceListQuery } from './invoice.list';
import { billed, staffOnly } from './invoice.rules';
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

/** Invoices to the accounting system: the list as a file, and marking what it has (or not). */
export function invoiceExports(db: Executor) {
  return {
    /** Every invoice of a search as a file, in the list's order, read in batches (flat memory). */
    export(
      actor: Actor,
      {
        includeExported,
        format,
        ...q
      }: ListFilter<InvoiceListColumn> & { includeExported: boolean; format: ExportFormat },
    ) {
      return exportFile({
        name: 'invoices',
        format,
        columns: exportColumnsOf(invoiceList),
        batches: invoiceListQuery.batches(
          db,
          scopeOf(actor),
          includeExported ? q : { ...q, where: exportQueue },
          EXPORT_BATCH_SIZE,
        ),
      });
    },

    /**
     * What the books are sent of invoices: the billed ones the caller sees that the accounting
     * system does not have yet, locked until the caller's transaction marks them exported (two
     * exports at once cannot both send one), each with its charges as lines, by number (`only`:
     * these alone).
     */
    async forBooks(actor: Actor, tx: Executor, only?: number[]): Promise<InvoiceForBooks[]> {
      staffOnly(actor);
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
        .where(
          and(
            exportQueue,
            projectInScope(scopeOf(actor), invoices.projectId),
            only ? inArray(invoices.id, only) : undefined,
          ),
        )
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
    },

    /** Marks approved, sent or paid invoices exported to the accounting system (or not), all or none. */
    exportStatus(actor: Actor, input: { ids: number[]; exported: boolean }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const ids = [...new Set(input.ids)];
        // The set in one statement each: read and taken, then marked, then one history entry each.
        const found = await tx
          .select({
            id: invoices.id,
            number: invoices.number,
            status: invoices.status,
            exportedAt: invoices.exportedAt,
          })
          .from(invoices)
          .where(and(inArray(invoices.id, ids), projectInScope(scopeOf(actor), invoices.projectId)))
          .for('update');
        if (found.length !== ids.length) throw notFound('Invoice');
        staffOnly(actor);
        const drafts = found.filter((i) => !billed(i.status));
        if (drafts.length) {
          const names = drafts.map((i) => (i.number ? `${i.number} (${i.status})` : `a draft (id ${i.id})`)).join(', ');
          throw badRequest(`Only billed invoices (approved or later, not void) are exported: ${names}.`, {
            ids: `Only billed invoices (approved or later, not void) are exported: ${names}.`,
          });
        }
        const back = found.filter((i) => i.exportedAt !== null && !input.exported);
        if (back.length) {
          // The accounting system keeps what it was given: taking the mark off would let it change.
          throw conflict(
            `Invoice ${back.map((i) => i.number).join(', ')} is exported and stays so: correct it with a credit note.`,
          );
        }
        const changing = found.filter((i) => (i.exportedAt !== null) !== input.exported).map((i) => i.id);
        if (!changing.length) return { updated: 0 };
        await tx
          .update(invoices)
          .set({
            exportedAt: input.exported ? new Date() : null,
            exportedBy: input.exported ? actor.userName : '',
            ...changeMarks(invoices, actor),
          })
          .where(inArray(invoices.id, changing));
        const noted = [{ field: 'exported', before: !input.exported, after: input.exported }];
        await auditNotes(
          tx,
          actor,
          'invoice',
          changing.map((id) => ({ id, changes: noted })),
        );
        return { updated: changing.length };
      });
    },
  };
}
