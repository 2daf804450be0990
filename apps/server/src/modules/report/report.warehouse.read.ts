import { and, between, eq, gt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { warehouseTimeZone } from '../../platform/businessDate';
import { type ReportSource, reportFields } from '../../platform/report/reportQuery';
import { clients } from '../client/tables';
import { inventories, inventoryItems, itemLogs } from '../inventory/tables';
import { pickTickets } from '../pickTicket/tables';
import { projects } from '../project/tables';
import { raItems, receivingAlerts } from '../receivingAlert/tables';
import { dockWait, hoursOf } from './report.dock.read';
import { inProjectsOf, ofProjects, onWarehouseDays } from './report.projects.read';

/**
 * The warehouse's reports: what each project holds now and for how long (a row per project, its
 * customer the report's client), what came in, and what the floor did each day.
 */

const projectFields = {
  rowId: projects.id,
  projectId: projects.id,
  projectNumber: projects.number,
  projectName: projects.name,
  clientName: clients.name,
};

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

/**
 * An item on hand at most 180 days old on `asOf` (or received after it), written so the partial
 * indexes of migration 0047 find them: by the receipt date, or by when an undated item was entered.
 */
const within180Days = (asOf: string) => sql`(${i.receivedDate} >= ${asOf}::date - 180
  or (${i.receivedDate} is null
    and ${i.createdAt} >= ((${asOf}::date - 180)::timestamp at time zone ${warehouseTimeZone()})))`;

/**
 * What each project holds by age. Only the items received in the last 180 days are read one by
 * one; everything older is over 180 days, which is the project's kept sum on hand (migration
 * 0046) less those: three years of stock are not summed item by item to put most of it in one bucket.
 */
export const stockAgingRows: ReportSource = (ex, scope, f) => {
  const recent = ex
    .select({
      projectId: sql`${i.projectId}`.as('recent_project'),
      days0to30: aged(f.asOf, sql`<= 30`).as('days_0_30'),
      days31to60: aged(f.asOf, sql`between 31 and 60`).as('days_31_60'),
      days61to90: aged(f.asOf, sql`between 61 and 90`).as('days_61_90'),
      days91to180: aged(f.asOf, sql`between 91 and 180`).as('days_91_180'),
      quantity: sql`sum(${i.quantityOnHand})`.as('recent_quantity'),
    })
    .from(i)
    .where(and(gt(i.quantityOnHand, '0'), within180Days(f.asOf), inProjectsOf(scope, f, i.projectId)))
    .groupBy(i.projectId)
    .as('recent');
  const zeroIfNone = (value: SQL) => sql`coalesce(${value}, 0)`;
  return ex
    .select(
      reportFields({
        ...projectFields,
        days0to30: zeroIfNone(sql`${recent.days0to30}`),
        days31to60: zeroIfNone(sql`${recent.days31to60}`),
        days61to90: zeroIfNone(sql`${recent.days61to90}`),
        days91to180: zeroIfNone(sql`${recent.days91to180}`),
        over180: sql`${v.quantityOnHand} - ${zeroIfNone(sql`${recent.quantity}`)}`,
        quantityOnHand: v.quantityOnHand,
      }),
    )
    .from(v)
    .innerJoin(projects, eq(projects.id, v.projectId))
    .leftJoin(clients, eq(clients.id, projects.customerId))
    .leftJoin(recent, sql`${recent.projectId} = ${v.projectId}`)
    .where(and(gt(v.itemsOnHand, 0), ofProjects(scope, f, v.projectId)))
    .$dynamic();
};

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
  const logged = (action: string) => sql`count(*) filter (where ${itemLogs.action} = ${action})`;
  // The item's project only when the report is narrowed: the log of every project needs no item.
  const ofMine = inProjectsOf(scope, f, i.projectId);
  const logRows = ex
    .select({
      day: sql`${itemLogs.businessDate}`.as('log_day'),
      receipts: logged('received').as('receipts'),
      moves: logged('moved').as('moves'),
      picks: logged('picked').as('picks'),
      counts: logged('counted').as('counts'),
      added: logged('added').as('added'),
    })
    .from(itemLogs)
    .$dynamic();
  const logs = (ofMine ? logRows.innerJoin(i, eq(i.id, itemLogs.inventoryItemId)) : logRows)
    .where(and(between(itemLogs.businessDate, f.from, f.to), ofMine))
    .groupBy(itemLogs.businessDate)
    .as('logs');
  const deliveredDay = sql`(${pickTickets.deliveredAt} at time zone ${warehouseTimeZone()})::date`;
  const delivered = ex
    .select({ day: sql`${deliveredDay}`.as('delivered_day'), n: sql`count(*)`.as('deliveries') })
    .from(pickTickets)
    .where(and(onWarehouseDays(pickTickets.deliveredAt, f), inProjectsOf(scope, f, pickTickets.projectId)))
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
