import {
  type BillingPeriod,
  type Charge,
  type ChargeContainer,
  type ChargeListColumn,
  type ChargeTotals,
  CLIENT_USER_TYPE_ID,
  COST_CATEGORY,
  chargeCategories,
  chargeContainerLabels,
  chargeContainers,
  type chargeSearchBody,
  chargeTypeOf,
  chargeTypes,
  type createChargeBody,
  invoiceStatuses,
  type updateChargeBody,
} from '@freightdesk/contracts';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { conflict, fieldError, forbidden } from '../../platform/errors';
import { versionedUpdate, visibleOr404 } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { checkReferences, type Reference } from '../../platform/references';
import { type DataScope, scopeOf } from '../../platform/scope';
import { pickTicketListQuery, pickTicketOfProject } from '../pickTicket';
import { type ProjectService, projectListQuery, projectOfScope } from '../project';
import { purchaseOrderListQuery, purchaseOrderOfProject } from '../purchaseOrder';
import { alertOfProject, raListQuery } from '../receivingAlert';
import { shipmentListQuery, shipmentOfProject } from '../shipment';
import { chargeHistory } from './charge.history';
import { chargeListQuery, chargeScope } from './charge.list';
import { chargeOf, chargeOfRow } from './charge.read';
import { charges } from './charge.table';

type Optional<T> = Omit<T, 'correctsChargeId'> & { correctsChargeId?: number | null };
type CreateInput = Optional<z.output<typeof createChargeBody>>;
type UpdateInput = Optional<z.output<typeof updateChargeBody>>;
type SearchInput = z.output<typeof chargeSearchBody>;

const today = () => new Date().toISOString().slice(0, 10);
/** A period's month as its messages name it: "November 2026". */
export const monthOf = (startDate: string) =>
  new Date(`${startDate}T00:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const newestFirst = { searchFields: {}, reverse: false, paged: true } as const;

/** Billing is the provider's: a client user reads their projects' charges but never enters them. */
function staffOnly(actor: Actor) {
  if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Client users do not enter charges.');
}

/** The check of the record a charge is on, by its kind (its project's, and seen by the caller). */
const containerCheck: Record<Exclude<ChargeContainer, 'Project' | 'Invoice'>, typeof purchaseOrderOfProject> = {
  PO: purchaseOrderOfProject,
  Shipment: shipmentOfProject,
  RA: alertOfProject,
  PickTicket: pickTicketOfProject,
};

/** Whose list tells whether the caller sees a record of each kind (a 404 otherwise). */
const containerLists = {
  Project: { list: projectListQuery, noun: 'Project' },
  PO: { list: purchaseOrderListQuery, noun: 'Purchase order' },
  Shipment: { list: shipmentListQuery, noun: 'Shipment' },
  RA: { list: raListQuery, noun: 'Receiving alert' },
  PickTicket: { list: pickTicketListQuery, noun: 'Pick ticket' },
} as const;

/** The list's parent of a record's charges: a project's are all of its charges. */
const parentOf = (type: ChargeContainer, id: number) => ({ [type === 'Project' ? 'project' : type]: id });

/**
 * Charges: what a project is billed for, entered on the project or one of its records (a PO, a
 * shipment, an alert, a pick ticket), open until an invoice takes them. A charge dated in a
 * billing period that is closed or invoiced is not entered, changed or deleted: that month's
 * billing is done. Every id a write takes is checked against the caller's scope and the charge's
 * own project; a client user reads their projects' charges, never the provider's costs.
 */
export function createChargeService(deps: {
  db: Executor;
  projects: Pick<ProjectService, 'billingPeriods' | 'billingPeriodsLockedOn' | 'setDraftCharges'>;
}) {
  const { db, projects } = deps;

  async function page(actor: Actor, q: ListRequest<ChargeListColumn>, tx?: Executor) {
    const result = await chargeListQuery.page(tx ?? db, scopeOf(actor), q);
    return { ...result, items: result.items.map(chargeOfRow) };
  }

  /** A record of a kind the caller sees (404 otherwise); an invoice's charges are read as their projects allow. */
  async function assertVisible(ex: Executor, scope: DataScope, type: ChargeContainer, id: number) {
    if (type === 'Invoice') return;
    const { list, noun } = containerLists[type];
    await visibleOr404(list, scope, id, ex, { noun });
  }

  async function ofContainer(
    actor: Actor,
    type: ChargeContainer,
    id: number,
    q: Omit<ListRequest<ChargeListColumn>, 'parent'>,
    tx?: Executor,
  ) {
    await assertVisible(tx ?? db, scopeOf(actor), type, id);
    return page(actor, { ...q, parent: parentOf(type, id) }, tx);
  }

  /**
   * The billing periods of the dates a write touches, read once their billing lock is held (the
   * lock closing a period and a warehouse run take): a date in a month whose billing is done
   * (closed or invoiced) is refused, saying what could not be done to it.
   */
  async function assertOpenPeriods(
    actor: Actor,
    projectId: number,
    dates: { date: string; what: string }[],
    tx: Executor,
  ) {
    const periods: BillingPeriod[] = await projects.billingPeriodsLockedOn(
      actor,
      projectId,
      dates.map((d) => d.date),
      tx,
    );
    for (const { date, what } of dates) {
      const period = periods.find((p) => p.startDate <= date && date <= p.endDate);
      if (period && period.status !== 'Open') {
        throw fieldError(
          'chargeDate',
          `${monthOf(period.startDate)} is ${period.status.toLowerCase()}: charges dated in it cannot be ${what}.` +
            (period.status === 'Closed' ? ' Reopen the billing period first.' : ''),
        );
      }
    }
  }

  /** The references of a charge's write: its project, then the record it is on (of that project). */
  function referencesOf(actor: Actor, input: CreateInput): Reference[] {
    const scope = scopeOf(actor);
    const refs: Reference[] = [{ field: 'projectId', id: input.projectId, check: projectOfScope(scope) }];
    if (input.containerModule !== 'Project') {
      const check = containerCheck[input.containerModule](scope, input.projectId);
      refs.push({ field: 'containerId', id: input.containerId, check });
    }
    return refs;
  }

  /** The stored values of a charge from its form: the type's category and unit, the amount to the cent. */
  function valuesOf(input: CreateInput) {
    const type = chargeTypeOf(input.typeId)!;
    return {
      containerModule: input.containerModule,
      containerId: input.containerModule === 'Project' ? null : input.containerId,
      category: type.category,
      typeId: type.id,
      type: type.name,
      description: input.description,
      chargeDate: input.chargeDate ?? today(),
      quantity: input.quantity,
      unit: input.unit || type.unit,
      rate: input.rate,
      amount: sql`round(${input.quantity}::numeric * ${input.rate}::numeric, 2)`,
    };
  }

  const invoiced = (c: Charge) =>
    conflict(`This ${c.type.toLowerCase()} charge is on an invoice: it changes only once the invoice lets it go.`);
  /** A billing run's charge changes only by running again (a draft) or by an adjustment (once confirmed). */
  const runMade = (c: Charge, what: 'changed' | 'deleted') =>
    c.warehouse && (what === 'changed' || c.state === 'Confirmed')
      ? conflict(
          c.state === 'Confirmed'
            ? `This ${c.type.toLowerCase()} charge is confirmed: it cannot be ${what}. Enter an adjustment on it, or run the warehouse billing again.`
            : `This ${c.type.toLowerCase()} charge is a billing run's draft: fix what it was worked out from and run the billing again.`,
        )
      : null;

  /**
   * The confirmed charge a manual adjustment corrects: of the caller's sight and the same project
   * (a 400 on correctsChargeId otherwise); the adjustment joins its billing period.
   */
  async function corrected(actor: Actor, input: CreateInput, tx: Executor) {
    if (!input.correctsChargeId) return null;
    const target = await chargeOf(tx, scopeOf(actor), input.correctsChargeId).catch(() => null);
    if (!target || target.projectId !== input.projectId) {
      throw fieldError('correctsChargeId', 'Pick a charge of this project to correct.');
    }
    if (target.state !== 'Confirmed') {
      throw fieldError(
        'correctsChargeId',
        'Only a confirmed charge is corrected by an adjustment: a draft is fixed by running again.',
      );
    }
    return target;
  }

  return {
    categories: async () => chargeCategories.lookup,
    /** The types; a client's list leaves out the provider's costs. */
    types: async (isClient = false) => chargeTypes.filter((t) => !isClient || t.isClient),
    typesOf: async (categoryId: number) => chargeTypes.filter((t) => t.categoryId === categoryId),
    invoiceStatuses: async () => invoiceStatuses.lookup,
    async masterData(actor: Actor) {
      const client = actor.userTypeId === CLIENT_USER_TYPE_ID;
      return {
        categories: chargeCategories.lookup.filter((c) => !client || c.name !== COST_CATEGORY),
        types: chargeTypes.filter((t) => !client || t.isClient),
        containers: chargeContainers.map((c) => ({ value: c, label: chargeContainerLabels[c] })),
      };
    },

    get: (actor: Actor, id: number, tx?: Executor) => chargeOf(tx ?? db, scopeOf(actor), id),

    /** The charges search: narrowed to a project, a kind of record, a shipment or an invoice when asked. */
    async search(actor: Actor, input: SearchInput, tx?: Executor) {
      const { projectId, containerModule, shipmentId, invoiceId, ...q } = input;
      const ex = tx ?? db;
      const scope = scopeOf(actor);
      if (projectId !== undefined) await assertVisible(ex, scope, 'Project', projectId);
      if (shipmentId !== undefined) await assertVisible(ex, scope, 'Shipment', shipmentId);
      const parent = {
        ...(projectId !== undefined ? { project: projectId } : {}),
        ...(shipmentId !== undefined ? { Shipment: shipmentId } : {}),
        ...(invoiceId !== undefined ? { Invoice: invoiceId } : {}),
      };
      const where = containerModule ? eq(charges.containerModule, containerModule) : undefined;
      return page(actor, { ...q, parent, ...(where ? { where } : {}) }, tx);
    },

    /** A record's charges, newest date first: a page of them, or all of them (at most 1,000). */
    paged: (
      actor: Actor,
      q: { type: ChargeContainer; id: number; pageIndex: number; pageSize: number },
      tx?: Executor,
    ) => ofContainer(actor, q.type, q.id, { ...newestFirst, pageIndex: q.pageIndex, pageSize: q.pageSize }, tx),
    searchPaged: (
      actor: Actor,
      { id, moduleName, ...q }: ListRequest<ChargeListColumn> & { id: number; moduleName: ChargeContainer },
      tx?: Executor,
    ) => ofContainer(actor, moduleName, id, q, tx),
    async all(actor: Actor, type: ChargeContainer, id: number, tx?: Executor) {
      return (await ofContainer(actor, type, id, { ...newestFirst, paged: false, pageIndex: 1, pageSize: 1 }, tx))
        .items;
    },

    /** What a project's charges add up to, as the caller sees them: open, invoiced, and the costs apart. */
    async totals(actor: Actor, projectId: number, tx?: Executor): Promise<ChargeTotals> {
      const ex = tx ?? db;
      const scope = scopeOf(actor);
      await assertVisible(ex, scope, 'Project', projectId);
      const billable = sql`${charges.category} <> ${COST_CATEGORY}`;
      const [row] = await ex
        .select({
          count: sql<number>`count(*)::int`,
          open: sql<string>`coalesce(sum(${charges.amount}) filter (where ${billable} and ${charges.invoiceId} is null), 0)::numeric(20, 2)::text`,
          invoiced: sql<string>`coalesce(sum(${charges.amount}) filter (where ${billable} and ${charges.invoiceId} is not null), 0)::numeric(20, 2)::text`,
          cost: sql<string>`coalesce(sum(${charges.amount}) filter (where not ${billable}), 0)::numeric(20, 2)::text`,
        })
        .from(charges)
        .where(and(eq(charges.projectId, projectId), chargeScope(scope)));
      return {
        count: row?.count ?? 0,
        open: row?.open ?? '0.00',
        invoiced: row?.invoiced ?? '0.00',
        cost: row?.cost ?? '0.00',
      };
    },

    /** A project's latest billing period and its status, for callers who see the project. */
    async lastBillingPeriod(actor: Actor, projectId: number, tx?: Executor) {
      const periods = await projects.billingPeriods(actor, projectId, tx);
      return { projectId, billingPeriod: periods.at(-1) ?? null };
    },

    /** How many charges a project has, as the caller sees them (the hub's count). */
    countOf: (actor: Actor, projectId: number, tx?: Executor) =>
      chargeListQuery.count(tx ?? db, scopeOf(actor), { parent: { project: projectId } }),

    create(actor: Actor, input: CreateInput, tx?: Executor): Promise<Charge> {
      return inTransaction(db, tx, async (tx) => {
        // A project the caller does not see is a 404 that tells nothing, before who they are matters.
        await checkReferences(tx, referencesOf(actor, input));
        staffOnly(actor);
        const target = await corrected(actor, input, tx);
        const values = valuesOf(input);
        await assertOpenPeriods(actor, input.projectId, [{ date: values.chargeDate, what: 'entered' }], tx);
        return chargeHistory.create(tx, actor, async () => {
          const [row] = await tx
            .insert(charges)
            .values({
              ...values,
              projectId: input.projectId,
              // Entered by hand: confirmed as made (an adjustment names the charge it corrects).
              state: 'Confirmed',
              confirmedAt: new Date(),
              confirmedBy: actor.userName,
              adjustment: target !== null,
              correctsChargeId: target?.id ?? null,
              billingPeriodId: target?.billingPeriodId ?? null,
              createdBy: actor.userName,
              modifiedBy: actor.userName,
            })
            .returning({ id: charges.id });
          return row!.id;
        });
      });
    },

    update(actor: Actor, input: UpdateInput, tx?: Executor): Promise<Charge> {
      return inTransaction(db, tx, async (tx) => {
        const before = await chargeOf(tx, scopeOf(actor), input.id, true);
        staffOnly(actor);
        if (input.projectId !== before.projectId) {
          throw fieldError('projectId', 'A charge stays with its project: enter it again on the other project.');
        }
        if (before.status === 'Invoiced') throw invoiced(before);
        const frozen = runMade(before, 'changed');
        if (frozen) throw frozen;
        await checkReferences(tx, referencesOf(actor, input));
        if ((input.correctsChargeId ?? null) !== before.correctsChargeId) {
          throw fieldError('correctsChargeId', 'An adjustment keeps the charge it corrects: enter a new one instead.');
        }
        const values = valuesOf(input);
        const dates = [
          { date: before.chargeDate, what: 'changed' },
          { date: values.chargeDate, what: 'entered' },
        ];
        await assertOpenPeriods(actor, before.projectId, dates, tx);
        return chargeHistory.update(tx, actor, input.id, async () => {
          await versionedUpdate(tx, charges, input, values, {
            by: actor,
            noun: 'charge',
            where: isNull(charges.invoiceId),
          });
        });
      });
    },

    remove(actor: Actor, id: number, tx?: Executor): Promise<void> {
      return inTransaction(db, tx, async (tx) => {
        const before = await chargeOf(tx, scopeOf(actor), id, true);
        staffOnly(actor);
        if (before.status === 'Invoiced') throw invoiced(before);
        const frozen = runMade(before, 'deleted');
        if (frozen) throw frozen;
        await assertOpenPeriods(actor, before.projectId, [{ date: before.chargeDate, what: 'deleted' }], tx);
        await chargeHistory.remove(tx, actor, id, async () => {
          await tx.delete(charges).where(and(eq(charges.id, id), isNull(charges.invoiceId)));
        });
        if (before.warehouse && before.state === 'Draft' && before.billingPeriodId !== null) {
          // One of a run's drafts gone: the period's count of drafts to confirm follows.
          const [left] = await tx
            .select({ n: count() })
            .from(charges)
            .where(and(eq(charges.billingPeriodId, before.billingPeriodId), eq(charges.state, 'Draft')));
          const period = { projectId: before.projectId, billingPeriodId: before.billingPeriodId };
          await projects.setDraftCharges(actor, { ...period, drafts: left!.n }, tx);
        }
      });
    },
  };
}
export type ChargeService = ReturnType<typeof createChargeService>;
