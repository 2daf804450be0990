import {
  type CreditNoteDetails,
  type CreditNoteListColumn,
  type createCreditNoteBody,
  creditNoteList,
  type ExportFormat,
} from '@freightdesk/contracts';
import { and, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { type BooksHandoff, takenByTheBooks } from '../../platform/accounting/handoff';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import { exact } from '../../platform/exact';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { auditNotes, changeMarks } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import type { ChargeRebilling } from '../charge';
import { projectInScope } from '../project';
import { creditNotePdf } from './creditNote.pdf';
import { chargesToCredit, creditNoteListQuery, creditNoteOf, creditNotesForBooks } from './creditNote.read';
import { invoiceHistory } from './invoice.history';
import { followMoney } from './invoice.money';
import { takeNumber } from './invoice.numbers';
import { invoiceOf, lockInvoice, providerOf } from './invoice.read';
import { billed, staffOnly } from './invoice.rules';
import { creditNoteLines, creditNotes } from './invoice.table';

type CreateInput = z.output<typeof createCreditNoteBody>;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Credit notes: the only correction of an invoice once it is billed. Each is its own document
 * (CN-… from its own gapless sequence, dated, with a reason) whose negative lines name the
 * invoice's charges they credit, whole or in part, never beyond what each has left uncredited nor
 * beyond the invoice's balance. Asked to, the wholly credited charges are copied as open charges
 * of the project (by the charges module, in the same transaction) to be billed again. Exported to
 * the accounting system like invoices.
 */
export function creditNoteService({
  db,
  rebilling,
  books,
}: {
  db: Executor;
  rebilling: ChargeRebilling;
  /** Told of a credit note issued, in its transaction (the books queue it when QuickBooks is connected). */
  books: Pick<BooksHandoff, 'ready' | 'takesReady'>;
}) {
  /** Marks credit notes exported; `byBooks` when the books mark what they have, not a person. */
  function mark(actor: Actor, input: { ids: number[]; exported: boolean }, tx: Executor | undefined, byBooks: boolean) {
    return inTransaction(db, tx, async (tx) => {
      const ids = [...new Set(input.ids)];
      const found = await tx
        .select({ id: creditNotes.id, number: creditNotes.number, exportedAt: creditNotes.exportedAt })
        .from(creditNotes)
        .where(and(inArray(creditNotes.id, ids), projectInScope(scopeOf(actor), creditNotes.projectId)))
        .for('update');
      if (found.length !== ids.length) throw notFound('Credit note');
      staffOnly(actor);
      const back = found.filter((n) => n.exportedAt !== null && !input.exported);
      if (back.length) {
        throw conflict(`Credit note ${back.map((n) => n.number).join(', ')} is exported and stays so.`);
      }
      const changing = found.filter((n) => n.exportedAt === null && input.exported);
      if (changing.length && !byBooks && books.takesReady()) {
        const said = takenByTheBooks(`Credit note ${changing.map((n) => n.number).join(', ')}`);
        throw badRequest(said, { ids: said });
      }
      if (!changing.length) return { updated: 0 };
      await tx
        .update(creditNotes)
        .set({
          exportedAt: new Date(),
          exportedBy: actor.userName,
          ...changeMarks(creditNotes, actor),
        })
        .where(
          inArray(
            creditNotes.id,
            changing.map((n) => n.id),
          ),
        );
      return { updated: changing.length };
    });
  }

  return {
    create(actor: Actor, input: CreateInput, tx?: Executor): Promise<CreditNoteDetails> {
      return inTransaction(db, tx, async (tx) => {
        await lockInvoice(tx, input.invoiceId);
        const invoice = await invoiceOf(tx, scopeOf(actor), input.invoiceId);
        staffOnly(actor);
        if (!billed(invoice.status)) {
          throw fieldError('invoiceId', `This invoice is ${invoice.status}: only a billed invoice is credited.`);
        }
        const creditDate = input.creditDate ?? today();
        if (creditDate < invoice.invoiceDate) {
          throw fieldError('creditDate', 'A credit note cannot be dated before the invoice it credits.');
        }
        const charges = new Map((await chargesToCredit(tx, invoice.id)).map((c) => [c.id, c]));
        const errors: Record<string, string> = {};
        let total = '0';
        const whole: number[] = [];
        input.lines.forEach((line, n) => {
          const charge = charges.get(line.chargeId);
          if (!charge) {
            errors[`lines.${n}.chargeId`] = `Charge ${line.chargeId} is not on invoice ${invoice.number}.`;
            return;
          }
          const left = exact(charge.amount).sub(charge.credited);
          if (exact(line.amount).compare(left) > 0) {
            errors[`lines.${n}.amount`] = `Charge ${line.chargeId} has ${left.toFixed(2)} left to credit.`;
            return;
          }
          if (exact(line.amount).compare(left) === 0) whole.push(line.chargeId);
          total = exact(total).add(line.amount).toFixed(2);
        });
        if (Object.keys(errors).length) throw badRequest('Some lines cannot be credited.', errors);
        if (exact(total).compare(invoice.totals.balance) > 0) {
          throw fieldError(
            'lines',
            `Invoice ${invoice.number} has ${invoice.totals.balance} left to pay: a credit of ${total} is more than that (remove a payment first).`,
          );
        }
        let id = 0;
        await invoiceHistory.update(tx, actor, invoice.id, async () => {
          const [note] = await tx
            .insert(creditNotes)
            .values({
              number: await takeNumber(tx, 'CN'),
              invoiceId: invoice.id,
              projectId: invoice.projectId,
              creditDate,
              reason: input.reason,
              createdBy: actor.userName,
              modifiedBy: actor.userName,
            })
            .returning({ id: creditNotes.id, number: creditNotes.number });
          id = note!.id;
          const copies = input.rebill
            ? await rebilling.rebill(tx, actor, {
                projectId: invoice.projectId,
                invoiceId: invoice.id,
                chargeIds: whole,
              })
            : new Map<number, number>();
          await tx.insert(creditNoteLines).values(
            input.lines.map((l) => ({
              creditNoteId: id,
              chargeId: l.chargeId,
              amount: `-${l.amount}`,
              rebilledChargeId: copies.get(l.chargeId) ?? null,
            })),
          );
          await auditNotes(tx, actor, 'invoice', [
            { id: invoice.id, changes: [{ field: 'creditNote', before: null, after: `${note!.number} (-${total})` }] },
          ]);
          await followMoney(tx, actor, invoice.id);
        });
        await books.ready(actor, 'creditNotes', [id], tx);
        return creditNoteOf(tx, scopeOf(actor), id);
      });
    },

    get: (actor: Actor, id: number, tx?: Executor) => creditNoteOf(tx ?? db, scopeOf(actor), id),

    async pdf(actor: Actor, id: number, tx?: Executor) {
      const note = await creditNoteOf(tx ?? db, scopeOf(actor), id);
      return creditNotePdf(note, await providerOf(tx ?? db));
    },

    /** The invoice's charges with what each has left to credit (the credit note dialog's lines). */
    async creditable(actor: Actor, invoiceId: number, tx?: Executor) {
      const ex = tx ?? db;
      await invoiceOf(ex, scopeOf(actor), invoiceId);
      const rows = await chargesToCredit(ex, invoiceId);
      return rows.map(({ id, ...c }) => ({ chargeId: id, ...c }));
    },

    async ofInvoice(actor: Actor, invoiceId: number, tx?: Executor) {
      const ex = tx ?? db;
      await invoiceOf(ex, scopeOf(actor), invoiceId);
      const found = await creditNoteListQuery.page(ex, scopeOf(actor), {
        searchFields: {},
        reverse: false,
        paged: true,
        pageIndex: 1,
        pageSize: 500,
        parent: { invoice: invoiceId },
      });
      return found.items;
    },

    search: (
      actor: Actor,
      { includeExported, ...q }: ListRequest<CreditNoteListColumn> & { includeExported: boolean },
      tx?: Executor,
    ) =>
      creditNoteListQuery.page(
        tx ?? db,
        scopeOf(actor),
        includeExported ? q : { ...q, where: isNull(creditNotes.exportedAt) },
      ),

    export(
      actor: Actor,
      {
        includeExported,
        format,
        ...q
      }: ListFilter<CreditNoteListColumn> & { includeExported: boolean; format: ExportFormat },
    ) {
      return exportFile({
        name: 'credit-notes',
        format,
        columns: exportColumnsOf(creditNoteList),
        batches: creditNoteListQuery.batches(
          db,
          scopeOf(actor),
          includeExported ? q : { ...q, where: isNull(creditNotes.exportedAt) },
          EXPORT_BATCH_SIZE,
        ),
      });
    },

    /** The credit notes the books do not have yet, locked in the caller's transaction (the export marks them). */
    forBooks(actor: Actor, tx: Executor, only?: number[]) {
      staffOnly(actor);
      return creditNotesForBooks(tx, scopeOf(actor), only);
    },

    /** Marks credit notes exported to the accounting system, a person's mark; an exported one stays exported. */
    exportStatus: (actor: Actor, input: { ids: number[]; exported: boolean }, tx?: Executor) =>
      mark(actor, input, tx, false),

    /** The books mark the credit notes they have (a file written, or QuickBooks Online's answer). */
    markExported: (actor: Actor, ids: number[], tx?: Executor) => mark(actor, { ids, exported: true }, tx, true),
  };
}
export type CreditNoteService = ReturnType<typeof creditNoteService>;
