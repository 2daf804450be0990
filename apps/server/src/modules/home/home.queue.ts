import {
  type Access,
  api,
  type FilterValue,
  type HomeQueueKey,
  type HomeQueueLine,
  type ListSpec,
  listSearchBody,
  type Permission,
} from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { type DataScope, scopeOf } from '../../platform/scope';
import { inventoryListQuery } from '../inventory';
import { pickTicketListQuery } from '../pickTicket';
import { projectListQuery } from '../project';
import { purchaseOrderListQuery } from '../purchaseOrder';
import { raListQuery } from '../receivingAlert';
import { vendorBillListQuery } from '../vendorBill';

/** The days a queue's filter counts from: today at the warehouse, and the day before. */
export interface QueueDays {
  today: string;
  yesterday: string;
}

/** Whom a queue is for, in their words: the provider's people, a client user, or both. */
export interface QueueLabels {
  staff?: string;
  client?: string;
}

/** One queue of the home page, as the server counts it. */
export interface QueueLine {
  key: HomeQueueKey;
  labels: QueueLabels;
  /** What the caller must hold, all of it: first the permission of the list it opens. */
  access: readonly Access[];
  count(actor: Actor, days: QueueDays): Promise<Pick<HomeQueueLine, 'count' | 'exact'>>;
  list(days: QueueDays): HomeQueueLine['list'];
}

/** A list as a queue counts it: its declaration, and its engine's total of a filter in the caller's scope. */
interface CountedList<K extends string> {
  spec: ListSpec<K>;
  total(
    ex: Executor,
    scope: DataScope,
    f: { searchFields: Partial<Record<K, FilterValue>> },
  ): Promise<{ totalCount: number; totalExact: boolean }>;
}

/** A queue that is a list's filter: counted by the list's own engine and scope, opened with the same filter. */
function listLine<K extends string>(
  db: Executor,
  line: {
    key: HomeQueueKey;
    labels: QueueLabels;
    /** The list's search endpoint: its access is the queue's. */
    search: { access: Permission };
    /** Besides seeing the list, what the work is (billing a period is invoicing). */
    alsoNeeds?: Permission;
    query: CountedList<K>;
    path: string;
    filters: (days: QueueDays) => Partial<Record<K, FilterValue>>;
  },
): QueueLine {
  // The filter as the list's search endpoint takes it, checked and read by the same schema.
  const searchFields = listSearchBody(line.query.spec).shape.searchFields;
  const filters = (days: QueueDays) => searchFields.parse(line.filters(days));
  return {
    key: line.key,
    labels: line.labels,
    access: line.alsoNeeds ? [line.search.access, line.alsoNeeds] : [line.search.access],
    async count(actor, days) {
      const total = await line.query.total(db, scopeOf(actor), { searchFields: filters(days) });
      return { count: total.totalCount, exact: total.totalExact };
    },
    // Parsed, a filter holds only the columns given: none is undefined.
    list: (days) => ({ path: line.path, filters: filters(days) as Record<string, FilterValue> }),
  };
}

/** What QuickBooks Online's outbox counts of the failed documents, in the caller's scope. */
export interface FailedDocuments {
  status(actor: Actor): Promise<{ failed: number }>;
}

/**
 * Every queue, in the order the home page shows them. Each is a filter of a list the caller may
 * open, counted by that list's engine within its scope, so a count never holds what the list
 * would not show; the failed exports are QuickBooks Online's outbox, counted by its owner, and
 * only while it is connected (a file export cannot fail later).
 */
export function queueLines(db: Executor, outbox: FailedDocuments | null): QueueLine[] {
  const lines: QueueLine[] = [
    listLine(db, {
      key: 'alertsOverdue',
      labels: { staff: 'Receiving alerts overdue' },
      search: api.ra.search,
      query: raListQuery,
      path: '/receiving-alerts',
      filters: ({ yesterday }) => ({ status: 'Expected', expectedDate: { to: yesterday } }),
    }),
    listLine(db, {
      key: 'alertsDueToday',
      labels: { staff: 'Receiving alerts expected today' },
      search: api.ra.search,
      query: raListQuery,
      path: '/receiving-alerts',
      filters: ({ today }) => ({ status: 'Expected', expectedDate: { from: today, to: today } }),
    }),
    listLine(db, {
      key: 'poFollowUpsDue',
      labels: { staff: 'PO follow-ups due' },
      search: api.purchaseOrder.search,
      query: purchaseOrderListQuery,
      path: '/purchase-orders',
      filters: ({ today }) => ({ followUpDate: { to: today }, inProgress: 'true' }),
    }),
    listLine(db, {
      key: 'releaseRequests',
      labels: { staff: 'Release requests to confirm', client: 'Your release requests awaiting the warehouse' },
      search: api.pickTicket.search,
      query: pickTicketListQuery,
      path: '/pick-tickets',
      // Open as well: the status index finds the few open tickets among every ticket ever made.
      filters: () => ({ status: 'Open', awaitingConfirmation: 'true' }),
    }),
    listLine(db, {
      key: 'ticketsToPick',
      labels: { staff: 'Pick tickets to pick' },
      search: api.pickTicket.search,
      query: pickTicketListQuery,
      path: '/pick-tickets',
      filters: () => ({ status: 'Open', awaitingConfirmation: 'false' }),
    }),
    listLine(db, {
      key: 'ticketsToDeliver',
      labels: { staff: 'Pick tickets picked, to deliver' },
      search: api.pickTicket.search,
      query: pickTicketListQuery,
      path: '/pick-tickets',
      filters: () => ({ status: 'Picked' }),
    }),
    listLine(db, {
      key: 'ticketsOutForDelivery',
      labels: { staff: 'Pick tickets out for delivery', client: 'Your releases out for delivery' },
      search: api.pickTicket.search,
      query: pickTicketListQuery,
      path: '/pick-tickets',
      filters: () => ({ status: 'Out for Delivery' }),
    }),
    listLine(db, {
      key: 'itemsWithoutWeight',
      labels: { staff: 'Inventories with items without weight' },
      search: api.inventory.search,
      query: inventoryListQuery,
      path: '/inventory',
      filters: () => ({ itemsWithoutWeight: { from: '1' } }),
    }),
    listLine(db, {
      key: 'periodsToBill',
      labels: { staff: 'Projects with billing periods to bill' },
      search: api.project.search,
      alsoNeeds: api.invoice.create.access,
      query: projectListQuery,
      path: '/projects',
      filters: () => ({ toBill: 'true' }),
    }),
    listLine(db, {
      key: 'warehouseRunsToConfirm',
      labels: { staff: 'Projects with warehouse charges to confirm' },
      search: api.project.search,
      alsoNeeds: api.warehouseCharge.confirm.access,
      query: projectListQuery,
      path: '/projects',
      filters: () => ({ runToConfirm: 'true' }),
    }),
    listLine(db, {
      key: 'vendorBillsToApprove',
      labels: { staff: 'Vendor bills to approve' },
      search: api.vendorBill.search,
      query: vendorBillListQuery,
      path: '/invoices/vendor-bills',
      filters: () => ({ status: 'Pending' }),
    }),
  ];
  if (outbox) {
    lines.push({
      key: 'failedExports',
      labels: { staff: 'Documents QuickBooks Online refused' },
      access: [api.accountingExport.outbox.access],
      count: async (actor) => ({ count: (await outbox.status(actor)).failed, exact: true }),
      list: () => ({ path: '/invoices/exports', filters: {} }),
    });
  }
  return lines;
}
