import { COST_CATEGORY, chargeList } from '@freightdesk/contracts';
import { and, eq, ne, sql } from 'drizzle-orm';
import { listQuery } from '../../platform/list/listQuery';
import type { DataScope } from '../../platform/scope';
import { pickTickets } from '../pickTicket/tables';
import { projectInScope } from '../project';
import { projects } from '../project/tables';
import { purchaseOrders } from '../purchaseOrder/tables';
import { receivingAlerts } from '../receivingAlert/tables';
import { shipments } from '../shipment/tables';
import { charges } from './charge.table';

/** The number of the record a charge is on (null for the project's own): one primary-key read per row. */
const numberOf = (table: typeof purchaseOrders | typeof shipments | typeof receivingAlerts | typeof pickTickets) =>
  sql`(select ${table.number} from ${table} where ${table.id} = ${charges.containerId})`;
export const containerNumber = sql<string | null>`case ${charges.containerModule}
  when 'PO' then ${numberOf(purchaseOrders)}
  when 'Shipment' then ${numberOf(shipments)}
  when 'RA' then ${numberOf(receivingAlerts)}
  when 'PickTicket' then ${numberOf(pickTickets)}
  else null end`;
export const chargeStatus = sql<
  'Open' | 'Invoiced'
>`(case when ${charges.invoiceId} is null then 'Open' else 'Invoiced' end)`;

/** What the review column shows: a draft, an adjustment (confirmed), or a confirmed charge. */
export const chargeReview = sql<
  'Draft' | 'Confirmed' | 'Adjustment'
>`(case when ${charges.state} = 'Draft' then 'Draft' when ${charges.adjustment} then 'Adjustment' else 'Confirmed' end)`;

/**
 * Who sees which charges: those of the caller's projects, and a client user none of the
 * provider's own costs (category Cost) and no draft (a billing run's charge not yet reviewed) —
 * in every list, count, total, export and read by id.
 */
export const chargeScope = (scope: DataScope) => {
  const client = !scope.all && scope.companyId !== null;
  return and(
    projectInScope(scope, charges.projectId),
    client ? ne(charges.category, COST_CATEGORY) : undefined,
    client ? eq(charges.state, 'Confirmed') : undefined,
  );
};

/** The fields of a charge as every read answers them. */
export const chargeFields = {
  id: charges.id,
  projectId: charges.projectId,
  projectNumber: projects.number,
  containerModule: charges.containerModule,
  containerId: charges.containerId,
  containerNumber,
  category: charges.category,
  typeId: charges.typeId,
  type: charges.type,
  description: charges.description,
  chargeDate: charges.chargeDate,
  quantity: charges.quantity,
  unit: charges.unit,
  rate: charges.rate,
  amount: charges.amount,
  status: chargeStatus,
  invoiceId: charges.invoiceId,
  warehouse: charges.warehouse,
  state: charges.state,
  adjustment: charges.adjustment,
  correctsChargeId: charges.correctsChargeId,
  billingPeriodId: charges.billingPeriodId,
  breakdown: charges.breakdown,
  createdAt: charges.createdAt,
  createdBy: charges.createdBy,
  modifiedAt: charges.modifiedAt,
  modifiedBy: charges.modifiedBy,
  version: charges.version,
};

/** The charges list's SQL (the declaration is chargeList in the contracts). */
export const chargeListQuery = listQuery({
  spec: chargeList,
  from: charges,
  id: charges.id,
  joins: { project: { table: projects, on: eq(projects.id, charges.projectId) } },
  columns: {
    chargeDate: { expr: charges.chargeDate },
    projectNumber: {
      expr: projects.number,
      sort: sql`lower(${projects.number})`,
      joins: ['project'],
      via: { local: charges.projectId, table: projects, id: projects.id },
    },
    projectId: { expr: charges.projectId },
    containerModule: { expr: charges.containerModule },
    containerNumber: { expr: containerNumber },
    category: { expr: charges.category },
    type: { expr: charges.type },
    description: { expr: charges.description, sort: sql`lower(${charges.description})` },
    quantity: { expr: charges.quantity },
    unit: { expr: charges.unit },
    rate: { expr: charges.rate },
    amount: { expr: charges.amount },
    // Filtered and sorted on charges_status_idx (the same expression).
    status: { expr: chargeStatus },
    state: { expr: chargeReview },
    modifiedAt: { expr: charges.modifiedAt },
  },
  select: chargeFields,
  selectJoins: ['project'],
  parents: {
    project: (id) => eq(charges.projectId, id),
    PO: (id) => and(eq(charges.containerModule, 'PO'), eq(charges.containerId, id))!,
    Shipment: (id) => and(eq(charges.containerModule, 'Shipment'), eq(charges.containerId, id))!,
    RA: (id) => and(eq(charges.containerModule, 'RA'), eq(charges.containerId, id))!,
    PickTicket: (id) => and(eq(charges.containerModule, 'PickTicket'), eq(charges.containerId, id))!,
    Invoice: (id) => eq(charges.invoiceId, id),
  },
  scope: chargeScope,
});
