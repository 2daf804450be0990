import { and, between, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/executor';
import { warehouseTimeZone } from '../../platform/businessDate';
import { type ReportSource, type ResolvedFilters, reportFields } from '../../platform/report/reportQuery';
import type { DataScope } from '../../platform/scope';
import { clients } from '../client/tables';
import { inventories, inventoryItems, itemLogs } from '../inventory/tables';
import { pickTickets } from '../pickTicket/tables';
import { projects } from '../project/tables';
import { raItems, receivingAlerts } from '../receivingAlert/tables';
import { dockWait, hoursOf } from './report.dock.read';
import { ofProjects, onWarehouseDays, projectIdsOf } from './report.projects.read';

/**
 * The warehouse's reports: what each project holds now, and for how long. Items on hand of the
 * projects the caller sees, grouped by project (its customer is the report's client).
 */

const projectFields = {
  rowId: projects.id,
  projectId: projects.id,
  projectNumber: projects.number,
  projectName: projects.name,
  clientName: sql`max(${clients.name})`,
};

/** Items with something on hand, of the projects the caller sees, narrowed by the report's filters. */
function onHand(scope: DataScope, f: ResolvedFilters): SQL | undefined {
  return and(gt(inventoryItems.quantityOnHand, '0'), ofProjects(scope, f, inventoryItems.projectId));
}

const byProject = (ex: Executor, fields: Record<string, SQL>, where: SQL | undefined): PgSelect =>
  ex
    .select(reportFields({ ...projectFields, ...fields }))
    .from(inventoryItems)
    .innerJoin(projects, eq(projects.id, inventoryItems.projectId))
    .leftJoin(clients, eq(clients.id, projects.customerId))
    .where(where)
    .groupBy(projects.id)
    .$dynamic();

const i = inventoryItems;
const v = inventories;

/**
 * What each project holds now, read from its inventory's sums over the items on hand (kept by the
 * database as items change, migration 0046): every project at once without summing each item.
 */
export const inventoryOnHandRows: ReportSource = (ex, scope, f) =>
  ex
    .select(
      reportFields({
        ...projectFields,
        clientName: clients.name,
        items: v.itemsOnHand,
        quantityOnHand: v.quantityOnHand,
        quantityHeld: v.quantityHeld,
        pieces: v.piecesOnHand,
        weight: v.weightOnHand,
        // Cubic inches kept exact, in cubic feet once for the whole project.
        cubicFeet: sql`round(${v.cubicInchesOnHand} / 1728, 3)`,
        itemsWithoutWeight: v.itemsWithoutWeight,
      }),
    )
    .from(v)
    .innerJoin(projects, eq(projects.id, v.projectId))
    .leftJoin(clients, eq(clients.id, projects.customerId))
    .where(and(gt(v.itemsOnHand, 0), ofProjects(scope, f, v.projectId)))
    .$dynamic();

/** Days on hand: from the receipt date (the warehouse's day it was entered when there is none) to today. */
const age = (today: string) =>
  sql`(${today}::date - coalesce(${i.receivedDate}, (${i.createdAt} at time zone ${warehouseTimeZone()})::date))`;
const aged = (today: string, range: SQL) =>
  sql`coalesce(sum(${i.quantityOnHand}) filter (where ${age(today)} ${range}), 0)`;

export const stockAgingRows: ReportSource = (ex, scope, f) =>
  byProject(
    ex,
    {
      days0to30: aged(f.asOf, sql`<= 30`),
      days31to60: aged(f.asOf, sql`between 31 and 60`),
      days61to90: aged(f.asOf, sql`between 61 and 90`),
      days91to180: aged(f.asOf, sql`between 91 and 180`),
      over180: aged(f.asOf, sql`> 180`),
      quantityOnHand: sql`sum(${i.quantityOnHand})`,
    },
    onHand(scope, f),
  );

const carrier = alias(clients, 'report_carrier');
const ra = receivingAlerts;

/** Over and short line by line: one line over does not hide another short. */
const received = sql`coalesce(${raItems.quantityReceived}, 0)`;

/** Alerts received in the period, of the projects the caller sees, with their lines' exceptions. */
export const receivingLogRows: ReportSource = (ex, scope, f) =>
  ex
    .select(
      reportFields({
        rowId: ra.id,
        receivingAlertId: ra.id,
        alertNumber: ra.number,
        receivedDate: ra.receivedDate,
        projectId: projects.id,
        projectNumber: projects.number,
        clientName: sql`max(${clients.name})`,
        carrierName: sql`max(${carrier.name})`,
        lines: sql`count(${raItems.id})`,
        expected: sql`coalesce(sum(${raItems.quantityExpected}), 0)`,
        received: sql`coalesce(sum(${received}), 0)`,
        over: sql`coalesce(sum(greatest(${received} - ${raItems.quantityExpected}, 0)), 0)`,
        short: sql`coalesce(sum(greatest(${raItems.quantityExpected} - ${received}, 0)), 0)`,
        damaged: sql`coalesce(sum(${raItems.quantityDamaged}), 0)`,
        dockToStockHours: hoursOf(dockWait),
      }),
    )
    .from(ra)
    .innerJoin(projects, eq(projects.id, ra.projectId))
    .leftJoin(clients, eq(clients.id, projects.customerId))
    .leftJoin(carrier, eq(carrier.id, ra.carrierId))
    .leftJoin(raItems, eq(raItems.receivingAlertId, ra.id))
    .where(and(between(ra.receivedDate, f.from, f.to), ofProjects(scope, f, ra.projectId)))
    .groupBy(ra.id, projects.id)
    .$dynamic();

/**
 * Each day of the period with what the floor did on it: the items' log entries by kind (on their
 * business day) and the pick tickets delivered (on the warehouse's day of delivery).
 */
export const warehouseActivityRows: ReportSource = (ex, scope, f) => {
  const mine = projectIdsOf(scope, f);
  const logged = (action: string) => sql`count(*) filter (where ${itemLogs.action} = ${action})`;
  const logs = ex
    .select({
      day: sql`${itemLogs.businessDate}`.as('log_day'),
      receipts: logged('received').as('receipts'),
      moves: logged('moved').as('moves'),
      picks: logged('picked').as('picks'),
      counts: logged('counted').as('counts'),
      added: logged('added').as('added'),
    })
    .from(itemLogs)
    .innerJoin(i, eq(i.id, itemLogs.inventoryItemId))
    .where(and(between(itemLogs.businessDate, f.from, f.to), sql`${i.projectId} in ${mine}`))
    .groupBy(itemLogs.businessDate)
    .as('logs');
  const deliveredDay = sql`(${pickTickets.deliveredAt} at time zone ${warehouseTimeZone()})::date`;
  const delivered = ex
    .select({ day: sql`${deliveredDay}`.as('delivered_day'), n: sql`count(*)`.as('deliveries') })
    .from(pickTickets)
    .where(and(onWarehouseDays(pickTickets.deliveredAt, f), sql`${pickTickets.projectId} in ${mine}`))
    // By the first column: the time zone is bound once per mention, so the expression would not match itself.
    .groupBy(sql`1`)
    .as('delivered');
  const day = sql`days.d::date`;
  return ex
    .select(
      reportFields({
        rowId: day,
        day,
        receipts: sql`coalesce(${logs.receipts}, 0)`,
        moves: sql`coalesce(${logs.moves}, 0)`,
        picks: sql`coalesce(${logs.picks}, 0)`,
        deliveries: sql`coalesce(${delivered.n}, 0)`,
        counts: sql`coalesce(${logs.counts}, 0)`,
        added: sql`coalesce(${logs.added}, 0)`,
      }),
    )
    .from(sql`generate_series(${f.from}::date, ${f.to}::date, interval '1 day') as days(d)`)
    .leftJoin(logs, sql`${logs.day} = ${day}`)
    .leftJoin(delivered, sql`${delivered.day} = ${day}`)
    .$dynamic();
};
