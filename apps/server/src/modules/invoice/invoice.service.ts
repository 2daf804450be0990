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
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { conflict, fieldError } from '../../platform/errors';
import { type NumberSequence, nextNumber, versionedUpdate, visibleOr404 } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { checkReferences, type Reference } from '../../platform/references';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import type { ChargeInvoicing, ChargeService } from '../charge';
import { companyOfType } from '../client';
import { type ProjectService, projectListQuery, projectOfScope, projects } from '../project';
import { shipmentListQuery, shipmentOfProject } from '../shipment';
import { exportQueue, invoiceExports } from './invoice.export';
import { invoiceHistory } from './invoice.history';
import { invoiceListQuery } from './invoice.list';
import { invoicePdf } from './invoice.pdf';
import { periodFollower, periodOf } from './invoice.periods';
import { invoiceOf } from './invoice.read';
import { staffOnly } from './invoice.rules';
import { invoices } from './invoice.table';

type CreateInput = z.output<typeof createInvoiceBody>;
type UpdateInput = z.output<typeof updateInvoiceBody>;
type SearchInput = z.output<typeof invoiceSearchBody>;

/** INV-40001 on: the number an invoice left blank gets. */
const INVOICE_NUMBERS: NumberSequence = { table: invoices, column: invoices.number, prefix: 'INV', floor: 40000 };
const billTo = companyOfType(null, 'Pick a client to bill.');
const statusOf = (id: number) => invoiceStatuses.nameOf(id)!;
const today = () => new Date().toISOString().slice(0, 10);
const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;

/** Where a status may go: forward to paid, back to draft from approved, void before it is paid. */
const next: Record<InvoiceStatus, InvoiceStatus[]> = {
  Draft: ['Approved', 'Void'],
  Approved: ['Draft', 'Sent', 'Void'],
  Sent: ['Paid', 'Void'],
  Paid: [],
  Void: [],
};
/** What changes only while an invoice is a draft (its status, reference, notes and due date change later too). */
const draftOnly = [
  ['number', 'number'],
  ['containerModule', 'shipment'],
  ['containerId', 'shipment'],
  ['billToId', 'bill-to'],
  ['invoiceDate', 'date'],
  ['billingPeriodId', 'billing period'],
] as const;

function numberTaken(err: unknown): never {
  if (isUniqueViolation(err)) throw fieldError('number', 'This invoice number is already used.');
  throw err;
}

export interface InvoiceServiceDeps {
  db: Executor;
  /** The charges module: a record's charges to print, and putting charges on an invoice or taking them off. */
  charges: Pick<ChargeService, 'all'>;
  invoicing: ChargeInvoicing;
  /** The project module: a billing period invoiced as its invoice is approved. */
  projects: Pick<ProjectService, 'markPeriodInvoiced'>;
}

/**
 * Invoices: a bill to a project's billing client of its open charges. While it is a draft its
 * charges change (through the charges module, which alone writes them); approved it is what the
 * client is billed, sent, then paid; void lets its charges go back to open. Exporting to the
 * accounting system marks it exported.
 */
export function createInvoiceService({ db, charges, invoicing, projects: periods }: InvoiceServiceDeps) {
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

  /** Who a project's invoice bills when nobody said: its billing client, else its customer. */
  async function defaultBillTo(ex: Executor, projectId: number): Promise<number | null> {
    const [row] = await ex
      .select({ billing: projects.billingClientId, customer: projects.customerId })
      .from(projects)
      .where(eq(projects.id, projectId));
    return row?.billing ?? row?.customer ?? null;
  }

  const followPeriod = periodFollower(periods);

  const mustBeDraft = (i: InvoiceDetails, field: string) => {
    if (i.status !== 'Draft') {
      throw fieldError(field, `Invoice ${i.number} is ${i.status}: its charges change only while it is a draft.`);
    }
  };

  return {
    ...invoiceExports(db),
    statuses: async () => invoiceStatuses.lookup,
    columns: async () => invoiceListQuery.columns(),
    get: (actor: Actor, id: number, tx?: Executor) => invoiceOf(tx ?? db, scopeOf(actor), id),

    async pdf(actor: Actor, id: number, tx?: Executor) {
      const invoice = await invoiceOf(tx ?? db, scopeOf(actor), id);
      return invoicePdf(invoice, await charges.all(actor, 'Invoice', id, tx));
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
        const number = await nextNumber(tx, INVOICE_NUMBERS, input.number);
        const invoiceDate = input.invoiceDate ?? today();
        const made = await invoiceHistory.create(tx, actor, async () => {
          const [row] = await tx
            .insert(invoices)
            .values({
              number,
              projectId: input.projectId,
              containerModule: input.containerModule,
              containerId: input.containerModule === 'Shipment' ? input.containerId : null,
              billToId: input.billToId ?? (await defaultBillTo(tx, input.projectId)),
              invoiceDate,
              dueDate: input.dueDate ?? daysAfter(invoiceDate, 30),
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
      }).catch(numberTaken);
    },

    update(actor: Actor, input: UpdateInput, tx?: Executor): Promise<InvoiceDetails> {
      return inTransaction(db, tx, async (tx) => {
        const before = await invoiceOf(tx, scopeOf(actor), input.id, true);
        staffOnly(actor);
        if (input.projectId !== before.projectId) {
          throw fieldError('projectId', 'An invoice stays with its project: make a new one for the other project.');
        }
        await checkReferences(tx, referencesOf(actor, input));
        const status = statusOf(input.statusId);
        if (before.status === 'Paid' || before.status === 'Void') {
          throw fieldError('statusId', `Invoice ${before.number} is ${before.status}: it no longer changes.`);
        }
        if (status !== before.status && !next[before.status].includes(status)) {
          throw fieldError('statusId', `Invoice ${before.number} is ${before.status}: it cannot become ${status}.`);
        }
        if (before.status !== 'Draft') {
          const given = { ...input, containerId: input.containerModule === 'Shipment' ? input.containerId : null };
          for (const [field, label] of draftOnly) {
            if (given[field] !== before[field]) {
              throw fieldError(
                field,
                `Invoice ${before.number} is ${before.status}: back to draft to change its ${label}.`,
              );
            }
          }
        }
        if (status === 'Approved' && before.totals.charges === 0) {
          throw fieldError(
            'statusId',
            `Invoice ${before.number} has no charges: put its charges on it before approving it.`,
          );
        }
        return invoiceHistory.update(tx, actor, input.id, async () => {
          await versionedUpdate(
            tx,
            invoices,
            input,
            {
              number: input.number,
              containerModule: input.containerModule,
              containerId: input.containerModule === 'Shipment' ? input.containerId : null,
              billToId: input.billToId ?? before.billToId,
              invoiceDate: input.invoiceDate ?? before.invoiceDate,
              dueDate: input.dueDate ?? before.dueDate,
              billingPeriodId: input.billingPeriodId,
              status,
              reference: input.reference,
              notes: input.notes,
            },
            { by: actor, noun: 'invoice' },
          );
          // Void, its charges are open again (to bill them on another invoice).
          if (status === 'Void') await invoicing.release(tx, actor, { invoiceId: before.id });
          await followPeriod(tx, actor, before, status);
        });
      }).catch(numberTaken);
    },

    /** Puts open charges of its project on a draft invoice, all or none. */
    addCharges(actor: Actor, input: { invoiceId: number; chargeIds: number[] }, tx?: Executor) {
      return inTransaction(db, tx, async (tx) => {
        const before = await invoiceOf(tx, scopeOf(actor), input.invoiceId, true);
        staffOnly(actor);
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
        mustBeDraft(before, 'chargeIds');
        return invoiceHistory.update(tx, actor, before.id, async () => {
          await invoicing.release(tx, actor, input);
          await versionedUpdate(tx, invoices, { id: before.id }, {}, { by: actor, noun: 'invoice' });
        });
      });
    },

    /** Deletes a draft or void invoice; a draft's charges are open again. */
    remove(actor: Actor, id: number, tx?: Executor): Promise<void> {
      return inTransaction(db, tx, async (tx) => {
        const before = await invoiceOf(tx, scopeOf(actor), id, true);
        staffOnly(actor);
        if (before.status !== 'Draft' && before.status !== 'Void') {
          throw conflict(`Invoice ${before.number} is ${before.status}: void it first, then delete it.`);
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
