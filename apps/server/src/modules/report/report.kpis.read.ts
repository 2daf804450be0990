import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
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
import { inReportProjects, ofProjects, onWarehouseDays } from './report.projects.read';

/**
 * The warehouse's measures for a period, one row each: what was counted in, out of how many, and
 * the percentage, each with its formula. Work of the projects the caller sees; locations are the
 * warehouse's.
 */
export const warehouseKpiRows: ReportSource = (ex, scope, f) => {
  const mine = (projectId: AnyColumn) => inReportProjects(scope, f, projectId);
  const zone = warehouseTimeZone();
  const pt = pickTicketItems;
  // The period's delivered tickets and their lines, each read once (by the delivery index, then
  // each ticket's lines by its index) for the three measures that count them.
  const deliveries = sql`delivered as materialized (
      select ${pickTickets.id} as id, ${pickTickets.requestedDate} as requested,
        (${pickTickets.deliveredAt} at time zone ${zone})::date as day
      from ${pickTickets}
      where ${onWarehouseDays(pickTickets.deliveredAt, f)} and ${mine(pickTickets.projectId)}),
    delivered_line as materialized (
      select d.id as ticket, d.requested, d.day, l.delivered, l.quantity, l.damaged
      from delivered d cross join lateral (
        select coalesce(${pt.quantityDelivered}, 0) as delivered, ${pt.quantity} as quantity, ${pt.quantityDamaged} as damaged
        from ${pt} where ${pt.pickTicketId} = d.id
        -- Kept apart (offset 0), so each ticket's lines are found by its index rather than by
        -- hashing every line of every ticket ever picked.
        offset 0) l)`;
  const exception = sql`exists (select 1 from delivered_line l where l.ticket = d.id
    and (l.delivered < l.quantity or l.damaged > 0))`;
  const countedLocations = sql`(select lower(${cycleCountLines.location}) as location,
      bool_and(${cycleCountLines.counted} = ${cycleCountLines.expected}) as exact
    from ${cycleCountLines} join ${cycleCounts} on ${cycleCounts.id} = ${cycleCountLines.cycleCountId}
    where ${cycleCounts.appliedAt} is not null
      and (${cycleCounts.appliedAt} at time zone ${zone})::date between ${f.from} and ${f.to}
      and ${mine(cycleCountLines.projectId)} and ${cycleCountLines.counted} is not null
    group by 1)`;
  // An active location holding goods of the caller's projects: a probe of the location's items on
  // hand (migration 0047's index) that stops at the first. As a scalar subquery, not `exists`,
  // which the planner turns into a join over every item on hand (1.1 s at a million items).
  const holdsGoods = sql`coalesce((select true from ${inventoryItems}
    where lower(${inventoryItems.location}) = lower(${locations.code}) and ${inventoryItems.quantityOnHand} > 0
      and ${mine(inventoryItems.projectId)} limit 1), false)`;
  const putAway = sql`from ${receivingAlerts} where ${putAwayIn(f)} and ${mine(receivingAlerts.projectId)}`;
  const measures = sql`(with ${deliveries} select * from (values
    ('Dock-to-stock (median hours)',
      (select count(*) from ${receivingAlerts} where ${dockToStockOf(scope, f)}),
      (select count(*) ${putAway}),
      'Median of the hours from arrival (the truck checked in, or its first line received) to put-away (receiving finished), over the alerts put away in the period that have an arrival',
      (select ${hoursOf(sql`percentile_cont(0.5) within group (order by ${dockWait})`)} from ${receivingAlerts} where ${dockToStockOf(scope, f)}), true),
    ('On-time shipping',
      (select count(*) from delivered_line where delivered > 0 and (requested is null or day <= requested)),
      (select count(*) from delivered_line where delivered > 0),
      'Lines delivered on or before the requested date ÷ lines delivered (a ticket without a requested date is on time)', null::numeric, false),
    ('Pick accuracy',
      (select count(*) from delivered d where not ${exception}),
      (select count(*) from delivered),
      'Tickets delivered without a line short or damaged ÷ tickets delivered', null, false),
    ('Inventory record accuracy',
      (select count(*) filter (where exact) from ${countedLocations} c),
      (select count(*) from ${countedLocations} c),
      'Locations counted (counts applied in the period) without a difference ÷ locations counted', null, false),
    ('Locations used',
      (select count(*) from ${locations} where ${locations.active} and ${holdsGoods}),
      (select count(*) from ${locations} where ${locations.active}),
      'Active locations holding goods now ÷ active locations of the warehouse', null, false)
  ) as v) as k(kpi, measured, out_of, formula, hours, in_hours)`;
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
  const mine = (projectId: AnyColumn) => inReportProjects(scope, f, projectId);
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
        and ${mine(i.projectId)}`,
    )
    .groupBy(i.projectId)
    .as('logs');
  const delivered = ex
    .select({ projectId: sql`${pickTickets.projectId}`.as('delivered_project'), n: sql`count(*)`.as('deliveries') })
    .from(pickTickets)
    .where(sql`${onWarehouseDays(pickTickets.deliveredAt, f)} and ${mine(pickTickets.projectId)}`)
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
        and ${mine(charges.projectId)}`,
    )
    .groupBy(charges.projectId)
    .as('billed');
  // What the project holds now: its inventory's kept sum (migration 0024), not its items summed.
  const stock = ex
    .select({
      projectId: sql`${inventories.projectId}`.as('stock_project'),
      onHand: sql`${inventories.quantityOnHand}`.as('on_hand'),
      // Cubic inches kept exact (migration 0046), in cubic feet once for the project.
      cubicFeet: sql`round(${inventories.cubicInchesOnHand} / 1728, 3)`.as('cubic_feet'),
    })
    .from(inventories)
    .where(sql`${inventories.quantityOnHand} <> 0 and ${mine(inventories.projectId)}`)
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
    cubicFeet: zeroIfNone(sql`${stock.cubicFeet}`),
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
