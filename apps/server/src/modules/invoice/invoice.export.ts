import { type ExportFormat, type InvoiceListColumn, invoiceList } from '@freightdesk/contracts';
import { and, inArray } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import { type BooksHandoff, takenByTheBooks } from '../../platform/accounting/handoff';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { auditNotes, changeMarks } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import { projectInScope } from '../project';
import { exportQueue, type InvoiceForBooks, takenForBooks } from './invoice.books.read';
import { invoiceListQuery } from './invoice.list';
import { billed, staffOnly } from './invoice.rules';
import { invoices } from './invoice.table';

export type { InvoiceForBooks } from './invoice.books.read';

/** Invoices to the accounting system: the list as a file, and marking what it has (or not). */
export function invoiceExports(db: Executor, books: Pick<BooksHandoff, 'takesReady'>) {
  /** Marks invoices exported or not; `byBooks` when the books mark what they have, not a person. */
  function mark(actor: Actor, input: { ids: number[]; exported: boolean }, tx: Executor | undefined, byBooks: boolean) {
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
      if (input.exported && changing.length && !byBooks && books.takesReady()) {
        const said = takenByTheBooks(
          `Invoice ${found
            .filter((i) => changing.includes(i.id))
            .map((i) => i.number)
            .join(', ')}`,
        );
        throw badRequest(said, { ids: said });
      }
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
  }

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
      return takenForBooks(tx, scopeOf(actor), only);
    },

    /** Marks approved, sent or paid invoices exported to the accounting system (or not), all or none: a person's mark. */
    exportStatus: (actor: Actor, input: { ids: number[]; exported: boolean }, tx?: Executor) =>
      mark(actor, input, tx, false),

    /** The books mark the invoices they have (a file written, or QuickBooks Online's answer). */
    markExported: (actor: Actor, ids: number[], tx?: Executor) => mark(actor, { ids, exported: true }, tx, true),
  };
}
