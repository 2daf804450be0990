import { eq, sql } from 'drizzle-orm';
import { warehouseTimeZone } from '../../platform/businessDate';
import { type ReportSource, reportFields } from '../../platform/report/reportQuery';
import { charges } from '../charge/tables';
import { clients } from '../client/tables';
import { cycleCountLines, cycleCounts } from '../cycleCount/tables';
import { inventoryItems, itemLogs } from '../inventory/tables';
import { locations } from '../location/tables';
import { pickTicketItems, pickTickets } from '../pickTicket/tables';
import { projects } from '../project/tables';
import { receivingAlerts } from '../receivingAlert/tables';
import { dockToStockOf, dockWait, hoursOf, putAwayIn } from './report.dock.read';
import { ofProjects, projectIdsOf } from './report.projects.read';

/**
 * The warehouse's measures for a period, one row each: what was counted in, out of how many, and
 * the percentage, each with its formula. Work of the projects the caller sees; locations are the
 * warehouse's.
 */
export const warehouseKpiRows: ReportSource = (ex, scope, f) => {
  const mine = projectIdsOf(scope, f);
  const zone = warehouseTimeZone();
  const deliveredDay = sql`(${pickTickets.deliveredAt} at time zone ${zone})::date`;
  const deliveredInPeriod = sql`${pickTickets.deliveredAt} is not null and ${deliveredDay} between ${f.from} and ${f.to}
    and ${pickTickets.projectId} in ${mine}`;
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
 */
export const clientActivityRows: ReportSource = (ex, scope, f) => {
  const zone = warehouseTimeZone();
  const logs = sql`from ${itemLogs} join ${inventoryItems} on ${inventoryItems.id} = ${itemLogs.inventoryItemId}
    where ${inventoryItems.projectId} = ${projects.id} and ${itemLogs.businessDate} between ${f.from} and ${f.to}`;
  const moved = (action: string) => sql`${logs} and ${itemLogs.action} = ${action}`;
  const fields = {
    receipts: sql`(select count(*) ${moved('received')})`,
    quantityIn: sql`(select coalesce(sum(${itemLogs.quantityAfter} - ${itemLogs.quantityBefore}), 0) ${moved('received')})`,
    picks: sql`(select count(*) ${moved('picked')})`,
    quantityOut: sql`(select coalesce(sum(${itemLogs.quantityBefore} - ${itemLogs.quantityAfter}), 0) ${moved('picked')})`,
    deliveries: sql`(select count(*) from ${pickTickets} where ${pickTickets.projectId} = ${projects.id}
      and (${pickTickets.deliveredAt} at time zone ${zone})::date between ${f.from} and ${f.to})`,
    storageBilled: sql`(select coalesce(sum(${charges.amount}), 0) from ${charges} where ${charges.projectId} = ${projects.id}
      and ${charges.warehouse} and ${charges.state} = 'Confirmed' and ${charges.chargeDate} between ${f.from} and ${f.to})`,
    onHand: sql`(select coalesce(sum(${inventoryItems.quantityOnHand}), 0) from ${inventoryItems}
      where ${inventoryItems.projectId} = ${projects.id})`,
  };
  const rows = ex
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
    .where(ofProjects(scope, f, projects.id))
    .as('activity');
  const any = sql.join(
    Object.keys(fields).map((k) => sql`${sql.identifier(k)} <> 0`),
    sql` or `,
  );
  return ex.select().from(rows).where(any).$dynamic();
};
