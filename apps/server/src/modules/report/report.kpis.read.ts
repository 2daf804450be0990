import { and, eq, type SQL, sql } from 'drizzle-orm';
import { warehouseTimeZone } from '../../platform/businessDate';
import { type ReportSource, reportFields } from '../../platform/report/reportQuery';
import { charges } from '../charge/tables';
import { clients } from '../client/tables';
import { cycleCountLines, cycleCounts } from '../cycleCount/tables';
import { inventories, inventoryItems, itemLogs } from '../inventory/tables';
import { locations } from '../location/tables';
import { pickTicketItems, pickTickets } from '../pickTicket/tables';
import { projects } from '../project/tables';
import { receivingAlerts } from '../receivingAlert/tables';
import { dockToStockOf, dockWait, hoursOf, putAwayIn } from './report.dock.read';
import { ofProjects, onWarehouseDays, projectIdsOf } from './report.projects.read';

/**
 * The warehouse's measures for a period, one row each: what was counted in, out of how many, and
 * the percentage, each with its formula. Work of the projects the caller sees; locations are the
 * warehouse's.
 */
export const warehouseKpiRows: ReportSource = (ex, scope, f) => {
  const mine = projectIdsOf(scope, f);
  const zone = warehouseTimeZone();
  const deliveredDay = sql`(${pickTickets.deliveredAt} at time zone ${zone})::date`;
  // As a range of instants, so the delivery index serves it; the day itself is for on-time.
  const deliveredInPeriod = sql`${onWarehouseDays(pickTickets.deliveredAt, f)} and ${pickTickets.projectId} in ${mine}`;
  const pt = pickTicketItems;
  const deliveredLines = sql`from ${pt} join ${pickTickets} on ${pickTickets.id} = ${pt.pickTicketId}
    where ${deliveredInPeriod} and coalesce(${pt.quantityDelivered}, 0) > 0`;
  const exception = sql`exists (select 1 from ${pt} where ${pt.pickTicketId} = ${pickTickets.id}
    and (coalesce(${pt.quantityDelivered}, 0) < ${pt.quantity} or ${pt.quantityDamaged} > 0))`;
  const countedLocations = sql`(select lower(${cycleCountLines.location}) as location,
      bool_and(${cycleCountLines.counted} = ${cycleCountLines.expected}) as exact
    from ${cycleCountLines} join ${cycleCounts} on ${cycleCounts.id} = ${cycleCountLines.cycleCountId}
    where ${cycleCounts.appliedAt} is not null
      and (${cycleCounts.appliedAt} at time zone ${zone})::date between ${f.from} and ${f.to}
      and ${cycleCountLines.projectId} in ${mine} and ${cycleCountLines.counted} is not null
    group by 1)`;
  const putAway = sql`from ${receivingAlerts} where ${putAwayIn(f)} and ${receivingAlerts.projectId} in ${mine}`;
  const measures = sql`(values
    ('Dock-to-stock (median hours)',
      (select count(*) from ${receivingAlerts} where ${dockToStockOf(scope, f)}),
      (select count(*) ${putAway}),
      'Median of the hours from arrival (the truck checked in, or its first line received) to put-away (receiving finished), over the alerts put away in the period that have an arrival',
      (select ${hoursOf(sql`percentile_cont(0.5) within group (order by ${dockWait})`)} from ${receivingAlerts} where ${dockToStockOf(scope, f)}), true),
    ('On-time shipping',
      (select count(*) ${deliveredLines} and (${pickTickets.requestedDate} is null or ${deliveredDay} <= ${pickTickets.requestedDate})),
      (select count(*) ${deliveredLines}),
      'Lines delivered on or before the requested date ÷ lines delivered (a ticket without a requested date is on time)', null::numeric, false),
    ('Pick accuracy',
      (select count(*) from ${pickTickets} where ${deliveredInPeriod} and not ${exception}),
      (select count(*) from ${pickTickets} where ${deliveredInPeriod}),
      'Tickets delivered without a line short or damaged ÷ tickets delivered', null, false),
    ('Inventory record accuracy',
      (select count(*) filter (where exact) from ${countedLocations} c),
      (select count(*) from ${countedLocations} c),
      'Locations counted (counts applied in the period) without a difference ÷ locations counted', null, false),
    ('Locations used',
      (select count(distinct lower(${inventoryItems.location})) from ${inventoryItems}
        where ${inventoryItems.quantityOnHand} > 0 and ${inventoryItems.location} <> ''
          and ${inventoryItems.projectId} in ${mine}),
      (select count(*) from ${locations} where ${locations.active}),
      'Locations holding goods now ÷ active locations of the warehouse', null, false)
  ) as k(kpi, measured, out_of, formula, hours, in_hours)`;
  return ex
    .select({
      rowId: sql`k.kpi`.as('rowId'),
      kpi: sql`k.kpi`.as('kpi'),
      // A percentage, but dock-to-stock's result is its median in hours.
      value: sql`case when k.in_hours then k.hours
        when k.out_of > 0 then round(100.0 * k.measured / k.out_of, 1) end`.as('value'),
      measured: sql`k.measured`.as('measured'),
      outOf: sql`k.out_of`.as('outOf'),
      formula: sql`k.formula`.as('formula'),
    })
    .from(measures)
    .$dynamic();
};

/**
 * Each project's period as a 3PL reports it to its client: its items' receipts and picks (count
 * and quantity) on their business days, its tickets delivered, its confirmed warehouse charges
 * dated in the period, and what it has on hand now. Projects with none of these are left out.
 * Each measure is grouped by project once over the period's rows (not asked again per project).
 */
export const clientActivityRows: ReportSource = (ex, scope, f) => {
  const mine = projectIdsOf(scope, f);
  const i = inventoryItems;
  const moved = sql`${itemLogs.quantityAfter} - ${itemLogs.quantityBefore}`;
  const logs = ex
    .select({
      projectId: sql`${i.projectId}`.as('log_project'),
      receipts: sql`count(*) filter (where ${itemLogs.action} = 'received')`.as('receipts'),
      quantityIn: sql`coalesce(sum(${moved}) filter (where ${itemLogs.action} = 'received'), 0)`.as('quantity_in'),
      picks: sql`count(*) filter (where ${itemLogs.action} = 'picked')`.as('picks'),
      quantityOut: sql`coalesce(-sum(${moved}) filter (where ${itemLogs.action} = 'picked'), 0)`.as('quantity_out'),
    })
    .from(itemLogs)
    .innerJoin(i, eq(i.id, itemLogs.inventoryItemId))
    .where(
      sql`${itemLogs.businessDate} between ${f.from} and ${f.to} and ${itemLogs.action} in ('received', 'picked')
        and ${i.projectId} in ${mine}`,
    )
    .groupBy(i.projectId)
    .as('logs');
  const delivered = ex
    .select({ projectId: sql`${pickTickets.projectId}`.as('delivered_project'), n: sql`count(*)`.as('deliveries') })
    .from(pickTickets)
    .where(sql`${onWarehouseDays(pickTickets.deliveredAt, f)} and ${pickTickets.projectId} in ${mine}`)
    .groupBy(pickTickets.projectId)
    .as('delivered');
  const billed = ex
    .select({
      projectId: sql`${charges.projectId}`.as('billed_project'),
      amount: sql`sum(${charges.amount})`.as('storage'),
    })
    .from(charges)
    .where(
      sql`${charges.warehouse} and ${charges.state} = 'Confirmed' and ${charges.chargeDate} between ${f.from} and ${f.to}
        and ${charges.projectId} in ${mine}`,
    )
    .groupBy(charges.projectId)
    .as('billed');
  // What the project holds now: its inventory's kept sum (migration 0024), not its items summed.
  const stock = ex
    .select({
      projectId: sql`${inventories.projectId}`.as('stock_project'),
      onHand: sql`${inventories.quantityOnHand}`.as('on_hand'),
    })
    .from(inventories)
    .where(sql`${inventories.quantityOnHand} <> 0 and ${inventories.projectId} in ${mine}`)
    .as('stock');
  const zeroIfNone = (value: SQL) => sql`coalesce(${value}, 0)`;
  const fields = {
    receipts: zeroIfNone(sql`${logs.receipts}`),
    quantityIn: zeroIfNone(sql`${logs.quantityIn}`),
    picks: zeroIfNone(sql`${logs.picks}`),
    quantityOut: zeroIfNone(sql`${logs.quantityOut}`),
    deliveries: zeroIfNone(sql`${delivered.n}`),
    storageBilled: zeroIfNone(sql`${billed.amount}`),
    onHand: zeroIfNone(sql`${stock.onHand}`),
  };
  return ex
    .select(
      reportFields({
        rowId: projects.id,
        projectId: projects.id,
        projectNumber: projects.number,
        projectName: projects.name,
        clientName: clients.name,
        ...fields,
      }),
    )
    .from(projects)
    .leftJoin(clients, eq(clients.id, projects.customerId))
    .leftJoin(logs, sql`${logs.projectId} = ${projects.id}`)
    .leftJoin(delivered, sql`${delivered.projectId} = ${projects.id}`)
    .leftJoin(billed, sql`${billed.projectId} = ${projects.id}`)
    .leftJoin(stock, sql`${stock.projectId} = ${projects.id}`)
    .where(
      and(
        ofProjects(scope, f, projects.id),
        sql`(${logs.projectId} is not null or ${delivered.projectId} is not null
          or ${billed.projectId} is not null or ${stock.projectId} is not null)`,
      ),
    )
    .$dynamic();
};
