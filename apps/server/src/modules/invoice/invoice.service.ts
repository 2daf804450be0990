import {
  type createInvoiceBody,
  type InvoiceDetails,
  type InvoiceListColumn,
  type InvoiceStatus,
  type invoiceSearchBody,
  invoiceStatuses,
  invoiceStatusIds,
  type updateInvoiceBody,
} from '@freightdesk/contracts';
import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { BooksHandoff } from '../../platform/accounting/handoff';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError } from '../../platform/errors';
import { versionedUpdate, visibleOr404 } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { checkReferences, type Reference } from '../../platform/references';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import type { ChargeInvoicing, ChargeService } from '../charge';
import { companyOfType } from '../client';
import { type ProjectService, projectListQuery, projectOfScope } from '../project';
import { shipmentListQuery, shipmentOfProject } from '../shipment';
import { agingOf } from './invoice.aging.read';
import { exportQueue } from './invoice.books.read';
import { invoiceExports } from './invoice.export';
import { invoiceHistory } from './invoice.history';
import { invoiceListQuery } from './invoice.list';
import { invoicePaymentService } from './invoice.money';
import { takeNumber } from './invoice.numbers';
import { invoicePdf } from './invoice.pdf';
import { periodFollower, periodOf } from './invoice.periods';
import { billToOf, invoiceOf, providerOf } from './invoice.read';
import { notExported, staffOnly } from './invoice.rules';
import { invoices } from './invoice.table';

type CreateInput = z.output<typeof createInvoiceBody>;
type UpdateInput = z.output<typeof updateInvoiceBody>;
type SearchInput = z.output<typeof invoiceSearchBody>;

const billTo = companyOfType(null, 'Pick a client to bill.');
const statusOf = (id: number) => invoiceStatuses.nameOf(id)!;
const today = () => new Date().toISOString().slice(0, 10);
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;

/**
 * Where a person may move a status: a draft is approved (a draft is deleted, not voided); an
 * approved invoice is sent, or voided while nobody has it yet. Never back to Draft. Partly paid
 * and Paid follow payments (Paid by hand only when nothing is owed).
 */
const next: Record<InvoiceStatus, InvoiceStatus[]> = {
  Draft: ['Approved'],
  Approved: ['Sent', 'Void', 'Paid'],
  Sent: ['Paid'],
  'Partly paid': ['Paid'],
  Paid: [],
  Void: [],
};
/** What changes only while an invoice is a draft (its status, reference, notes and due date change later too). */
const draftOnly = [
  ['containerModule', 'shipment'],
  ['containerId', 'shipment'],
  ['billToId', 'bill-to'],
  ['invoiceDate', 'date'],
  ['billingPeriodId', 'billing period'],
] as const;

export interface InvoiceServiceDeps {
  db: Executor;
  /** The charges module: a record's charges to print, and putting charges on an invoice or taking them off. */
  charges: Pick<ChargeService, 'all'>;
  invoicing: ChargeInvoicing;
  /** The project module: a billing period invoiced as its invoice is approved. */
  projects: Pick<ProjectService, 'markPeriodInvoiced'>;
  /** Told of an invoice approved, in its transaction (the books queue it when QuickBooks is connected). */
  books: Pick<BooksHandoff, 'ready' | 'takesReady'>;
}

/**
 * Invoices: a bill to a project's billing client of its open charges. While it is a draft its
 * charges change (through the charges module, which alone writes them); approved it is what the
 * client is billed, sent, then paid; void lets its charges go back to open. Exporting to the
 * accounting system marks it exported.
 */
export function createInvoiceService({ db, charges, invoicing, projects: periods, books }: InvoiceServiceDeps) {
  async function page(actor: Actor, q: ListRequest<InvoiceListColumn>, tx?: Executor) {
    const result = await invoiceListQuery.page(tx ?? db, scopeOf(actor), q);
    return { ...result, items: result.items.map(withIsoModified) };
  }

  function referencesOf(actor: Actor, input: CreateInput | UpdateInput): Reference[] {
    const scope = scopeOf(actor);
    return [
      { field: 'projectId', id: input.projectId, check: projectOfScope(scope) },
      {
        field: 'containerId',
        id: input.containerModule === 'Shipment' ? input.containerId : null,
        check: shipmentOfProject(scope, input.projectId),
      },
      { field: 'billToId', id: input.billToId, check: billTo },
      { field: 'billingPeriodId', id: input.billingPeriodId, check: periodOf(input.projectId) },
    ];
  }

  const followPeriod = periodFollower(periods);

  const mustBeDraft = (i: InvoiceDetails, field: string) => {
    if (i.status !== 'Draft') {
      throw fieldError(
        field,
        `Invoice ${i.number} is ${i.status}: it is frozen since its approval, so its charges no longer change.`,
      );
    }
  };

  return {
    ...invoiceExports(db, books),
    ...invoicePaymentService(db),
    aging: (actor: Actor, q: { asOf?: string }, tx?: Executor) => agingOf(tx ?? db, actor, q),
    statuses: async () => invoiceStatuses.lookup,
    columns: async () => invoiceListQuery.columns(),
    get: (actor: Actor, id: number, tx?: Executor) => invoiceOf(tx ?? db, scopeOf(actor), id),

    async pdf(actor: Actor, id: number, tx?: Executor) {
      const invoice = await invoiceOf(tx ?? db, scopeOf(actor), id);
      return invoicePdf(invoice, await charges.all(actor, 'Invoice', id, tx), await providerOf(tx ?? db));
    },

    /** The search; `includeExported: false` leaves out what the accounting system already has. */
    search: (actor: Actor, { includeExported, ...q }: SearchInput, tx?: Executor) =>
      page(actor, includeExported ? q : { ...q, where: exportQueue }, tx),

    paged: (
      actor: Actor,
      q: { includeExported: boolean; containerModule?: 'Project' | 'Shipment'; pageIndex: number; pageSize: number },
      tx?: Executor,
    ) =>
      page(
        actor,
        {
          ...newestFirst,
          pageIndex: q.pageIndex,
          pageSize: q.pageSize,
          where: and(
            q.includeExported ? undefined : exportQueue,
            q.containerModule ? eq(invoices.containerModule, q.containerModule) : undefined,
          ),
        },
        tx,
      ),

    /** A project's or a shipment's invoices, newest first (a 404 when the caller does not see it). */
    async ofContainer(
      actor: Actor,
      q: { Id: number; containerModule: 'Project' | 'Shipment'; pageIndex: number; pageSize: number },
      tx?: Executor,
    ) {
      const ex = tx ?? db;
      const project = q.containerModule === 'Project';
      await visibleOr404(project ? projectListQuery : shipmentListQuery, scopeOf(actor), q.Id, ex, {
        noun: project ? 'Project' : 'Shipment',
      });
      const parent: Record<string, number> = { [project ? 'project' : 'Shipment']: q.Id };
      return page(actor, { ...newestFirst, pageIndex: q.pageIndex, pageSize: q.pageSize, parent }, tx);
    },

    async chargeCount(actor: Actor, q: { id: number; isMisc?: boolean }, tx?: Executor) {
      const { totals } = await invoiceOf(tx ?? db, scopeOf(actor), q.id);
      const count = q.isMisc === undefined ? totals.charges : q.isMisc ? totals.misc : totals.charges - totals.misc;
      return { invoiceId: q.id, count };
    },

    /** How many invoices a project has, as the caller sees them (the hub's count). */
    countOf: (actor: Actor, projectId: number, tx?: Executor) =>
      invoiceListQuery.count(tx ?? db, scopeOf(actor), { parent: { project: projectId } }),
    /** Of them, those not yet paid nor void. */
    openCountOf: (actor: Actor, projectId: number, tx?: Executor) =>
      invoiceListQuery.count(tx ?? db, scopeOf(actor), {
        parent: { project: projectId },
        where: notInArray(invoices.status, ['Paid', 'Void']),
      }),

    create(actor: Actor, input: CreateInput, tx?: Executor): Promise<InvoiceDetails> {
      return inTransaction(db, tx, async (tx) => {
        await checkReferences(tx, referencesOf(actor, input));
        staffOnly(actor);
        if (input.statusId !== invoiceStatusIds.draft) {
          throw fieldError('statusId', 'A new invoice is a draft: approve it once its charges are on it.');
        }
        if (input.number) {
          throw fieldError('number', 'An invoice gets its number when it is approved: leave it empty.');
        }
        const invoiceDate = input.invoiceDate ?? today();
        const billTo = await billToOf(tx, input.projectId, input.billToId);
        const made = await invoiceHistory.create(tx, actor, async () => {
          const [row] = await tx
            .insert(invoices)
            .values({
              projectId: input.projectId,
              containerModule: input.containerModule,
              containerId: input.containerModule === 'Shipment' ? input.containerId : null,
              billToId: billTo.id,
              termsDays: billTo.termsDays,
              invoiceDate,
              dueDate: input.dueDate ?? daysAfter(invoiceDate, billTo.termsDays),
              billingPeriodId: input.billingPeriodId,
              status: 'Draft',
              reference: input.reference,
              notes: input.notes,
              createdBy: actor.userName,
              modifiedBy: actor.userName,
            })
            .returning({ id: invoices.id });
          return row!.id;
        });
        if (!input.chargeIds.length) return made;
        await invoicing.take(tx, actor, { invoiceId: made.id, projectId: made.projectId, chargeIds: input.chargeIds });
        return invoiceOf(tx, scopeOf(actor), made.id);
      });
    },

    update(actor: Actor, input: UpdateInput, tx?: Executor): Promise<InvoiceDetails> {
      return inTransaction(db, tx, async (tx) => {
        const before = await invoiceOf(tx, scopeOf(actor), input.id, true);
        staffOnly(actor);
        const status = statusOf(input.statusId);
        notExported(before, 'its status, fields and charges no longer change.');
        if (input.projectId !== before.projectId) {
          throw fieldError('projectId', 'An invoice stays with its project: make a new one for the other project.');
        }
        await checkReferences(tx, referencesOf(actor, input));
        const named = before.number || 'Draft';
        if (before.status === 'Paid' || before.status === 'Void') {
          throw fieldError('statusId', `Invoice ${named} is ${before.status}: it no longer changes.`);
        }
        if (status !== before.status && !next[before.status].includes(status)) {
          const why =
            status === 'Draft'
              ? ' An approved invoice is frozen: correct it with a credit note, or void it while it is neither sent nor exported.'
              : status === 'Void' && before.status !== 'Draft'
                ? ' It has left the building: correct it with a credit note.'
                : '';
          throw fieldError('statusId', `Invoice ${named} is ${before.status}: it cannot become ${status}.${why}`);
        }
        if (status === 'Paid' && !/^0+(\.0+)?$/.test(before.totals.balance)) {
          throw fieldError(
            'statusId',
            `Invoice ${named} still has ${before.totals.balance} to pay: record its payments and it becomes Paid.`,
          );
        }
        if (status === 'Void' && before.totals.credited !== '0.00') {
          throw fieldError('statusId', `Invoice ${named} has credit notes: it is corrected by them, not voided.`);
        }
        if (before.status !== 'Draft') {
          const given = { ...input, containerId: input.containerModule === 'Shipment' ? input.containerId : null };
          for (const [field, label] of draftOnly) {
            if (given[field] !== before[field]) {
              throw fieldError(
                field,
                `Invoice ${named} is ${before.status}: its ${label} is frozen since its approval.`,
              );
            }
          }
        }
        if (status === 'Approved' && before.totals.charges === 0) {
          throw fieldError('statusId', 'This invoice has no charges: put its charges on it before approving it.');
        }
        const approving = before.status === 'Draft' && status === 'Approved';
        const billTo = before.status === 'Draft' ? await billToOf(tx, before.projectId, input.billToId) : null;
        return invoiceHistory.update(tx, actor, input.id, async () => {
          await versionedUpdate(
            tx,
            invoices,
            input,
            {
              containerModule: input.containerModule,
              containerId: input.containerModule === 'Shipment' ? input.containerId : null,
              billToId: billTo?.id ?? before.billToId,
              ...(billTo && billTo.id !== before.billToId ? { termsDays: billTo.termsDays } : {}),
              invoiceDate: input.invoiceDate ?? before.invoiceDate,
              dueDate: input.dueDate ?? before.dueDate,
              billingPeriodId: input.billingPeriodId,
              status,
              reference: input.reference,
              notes: input.notes,
              // Approved, it is frozen: its number from the gapless sequence, who it bills as they
              // are now, and what its charges come to.
              ...(approving
                ? {
                    number: await takeNumber(tx, 'INV'),
                    billToName: before.billToName,
                    billToAddress: before.billToAddress,
                    amount: before.totals.amount,
                  }
                : {}),
              ...(status === 'Sent' && !before.sent ? { sentAt: new Date() } : {}),
            },
            { by: actor, noun: 'invoice' },
          );
          // Void (approved, never sent nor exported), its charges are open again to bill on
          // another invoice; its number stays used.
          if (status === 'Void') await invoicing.release(tx, actor, { invoiceId: before.id });
          await followPeriod(tx, actor, before, status);
          if (approving) await books.ready(actor, 'invoices', [before.id], tx);
        });
      });
    },

    /** Puts open charges of its project on a draft invoice, all or none. */
    addCharges(actor: Actor, input: { invoiceId: number; chargeIds: number[] }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const before = await invoiceOf(tx, scopeOf(actor), input.invoiceId, true);
        staffOnly(actor);
        notExported(before, 'its charges no longer change.');
        mustBeDraft(before, 'chargeIds');
        return invoiceHistory.update(tx, actor, before.id, async () => {
          await invoicing.take(tx, actor, { ...input, projectId: before.projectId });
          await versionedUpdate(tx, invoices, { id: before.id }, {}, { by: actor, noun: 'invoice' });
        });
      });
    },

    /** Takes charges off a draft invoice: they are open again. */
    removeCharges(actor: Actor, input: { invoiceId: number; chargeIds: number[] }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const before = await invoiceOf(tx, scopeOf(actor), input.invoiceId, true);
        staffOnly(actor);
        notExported(before, 'its charges no longer change.');
        mustBeDraft(before, 'chargeIds');
        return invoiceHistory.update(tx, actor, before.id, async () => {
          await invoicing.release(tx, actor, input);
          await versionedUpdate(tx, invoices, { id: before.id }, {}, { by: actor, noun: 'invoice' });
        });
      });
    },

    /** Deletes a draft (it has no number yet); its charges are open again. */
    remove(actor: Actor, id: number, tx?: Executor): Promise<void> {
      return inTransaction(db, tx, async (tx) => {
        const before = await invoiceOf(tx, scopeOf(actor), id, true);
        staffOnly(actor);
        if (before.status !== 'Draft') {
          throw conflict(
            `Invoice ${before.number} is ${before.status}: a numbered invoice is never deleted (void it while it is approved, or credit it).`,
          );
        }
        await invoiceHistory.remove(tx, actor, id, async () => {
          await invoicing.release(tx, actor, { invoiceId: id });
          await tx.delete(invoices).where(eq(invoices.id, id));
        });
      });
    },

    /** A project's invoices for the screens' pickers, newest first (at most 500). */
    async all(actor: Actor, projectId: number, tx?: Executor) {
      const found = await page(
        actor,
        { ...newestFirst, pageIndex: 1, pageSize: 500, parent: { project: projectId } },
        tx,
      );
      return found.items;
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
