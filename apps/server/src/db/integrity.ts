import { sql } from 'drizzle-orm';
import type { Executor } from './executor';
import {
  billingPeriods,
  charges,
  inventories,
  inventoryItems,
  itemLogs,
  poItems,
  purchaseOrders,
  raItems,
  receivingAlerts,
  shipmentItems,
  shipments,
} from './schema';

/** One thing in the data that should never be: which rule, which record, and what was found. */
export interface IntegrityProblem {
  rule: string;
  record: string;
  detail: string;
}

/** Open alerts: what they expect of a PO line is spoken for. */
const open = sql`${receivingAlerts.status} in ('Expected', 'Receiving')`;

/**
 * The goods' invariants across shipping, receiving and inventory, read from the database in a few
 * statements (each PO line, alert line and inventory item counted once):
 * - no PO line shipped beyond its order, and its shipped quantity is what its shipments carry;
 * - no PO line expected or received beyond its order unless a receipt of it was recorded Over,
 *   and its received quantity is what its finished alerts received;
 * - no inventory below zero, and every item's quantity on hand is what its item log adds up to
 *   (the log is the ledger: received, added, adjusted, picked, counted…);
 * - every line of a finished alert that received goods is in the inventory (its good and damaged
 *   parts adding up to what was received), each item with its "received" item-log row;
 * - every inventory's kept sums (migrations 0024, 0046) are what its items add up to;
 * - every billing period's count of draft warehouse charges to confirm is the drafts it holds.
 * The admin's integrity check and the tests (after races, after the browser tests) ask it.
 */
export async function integrityProblems(ex: Executor): Promise<IntegrityProblem[]> {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await ex.execute(query)) as unknown as { rows: IntegrityProblem[] }).rows;
  const poLineName = sql`${purchaseOrders.number} || ' line ' || ${poItems.id}`;
  const poLines = await rows(sql`
    with line as (
      select ${poItems.id} as id, ${poLineName} as name, ${poItems.quantity} as ordered,
        ${poItems.quantityShipped} as shipped, ${poItems.quantityReceived} as received,
        coalesce((select sum(${shipmentItems.quantity}) from ${shipmentItems}
          join ${shipments} on ${shipments.id} = ${shipmentItems.shipmentId}
          where ${shipmentItems.poItemId} = ${poItems.id} and ${shipments.status} <> 'Cancelled'), 0) as carried,
        coalesce((select sum(${raItems.quantityExpected}) from ${raItems}
          join ${receivingAlerts} on ${receivingAlerts.id} = ${raItems.receivingAlertId}
          where ${raItems.poItemId} = ${poItems.id} and ${open}), 0) as expected,
        coalesce((select sum(${raItems.quantityReceived}) from ${raItems}
          join ${receivingAlerts} on ${receivingAlerts.id} = ${raItems.receivingAlertId}
          where ${raItems.poItemId} = ${poItems.id} and ${receivingAlerts.status} = 'Received'), 0) as finished,
        exists (select 1 from ${raItems} where ${raItems.poItemId} = ${poItems.id}
          and ${raItems.quantityReceived} > ${raItems.quantityExpected}) as over
      from ${poItems} join ${purchaseOrders} on ${purchaseOrders.id} = ${poItems.purchaseOrderId}
    )
    select 'shipped beyond its order' as rule, name as record, shipped || ' shipped of ' || ordered as detail
      from line where shipped > ordered
    union all
    select 'shipped is not what its shipments carry', name, shipped || ' shipped, shipments carry ' || carried
      from line where shipped <> carried
    union all
    select 'expected beyond its order', name, received || ' received and ' || expected || ' expected of ' || ordered
      from line where not over and expected > 0 and received + expected > ordered
    union all
    select 'received beyond its order without an Over receipt', name, received || ' received of ' || ordered
      from line where not over and received > ordered
    union all
    select 'received is not what its finished alerts received', name, received || ' received, alerts received ' || finished
      from line where received <> finished`);

  const stock = await rows(sql`
    select 'inventory below zero' as rule, 'inventory item ' || ${inventoryItems.id} as record,
      ${inventoryItems.quantityOnHand} || ' on hand' as detail
    from ${inventoryItems} where ${inventoryItems.quantityOnHand} < 0
    union all
    select 'on hand is not what its item log adds up to', 'inventory item ' || ${inventoryItems.id},
      ${inventoryItems.quantityOnHand} || ' on hand, the log adds up to ' || coalesce(l.logged, 0)
    from ${inventoryItems}
      left join (select ${itemLogs.inventoryItemId} as item, sum(${itemLogs.quantityAfter} - ${itemLogs.quantityBefore}) as logged
        from ${itemLogs} group by ${itemLogs.inventoryItemId}) l on l.item = ${inventoryItems.id}
    where ${inventoryItems.quantityOnHand} <> coalesce(l.logged, 0)`);

  const shelved = await rows(sql`
    with line as (
      select ${raItems.id} as id, ${receivingAlerts.number} || ' line ' || ${raItems.id} as name,
        ${raItems.quantityReceived} as received,
        coalesce((select sum(${itemLogs.quantityAfter}) from ${itemLogs}
          join ${inventoryItems} on ${inventoryItems.id} = ${itemLogs.inventoryItemId}
          where ${inventoryItems.raItemId} = ${raItems.id} and ${itemLogs.action} = 'received'), 0) as logged,
        -- A part split off a received item came from that item, not from the dock: it has no receipt of its own.
        (select count(*) from ${inventoryItems} where ${inventoryItems.raItemId} = ${raItems.id}
          and ${inventoryItems.splitFromId} is null
          and not exists (select 1 from ${itemLogs} where ${itemLogs.inventoryItemId} = ${inventoryItems.id}
            and ${itemLogs.action} = 'received')) as unlogged
      from ${raItems} join ${receivingAlerts} on ${receivingAlerts.id} = ${raItems.receivingAlertId}
      where ${receivingAlerts.status} = 'Received'
    )
    select 'received but not in inventory as received' as rule, name as record,
      received || ' received, ' || logged || ' put in inventory' as detail
    from line where logged <> coalesce(received, 0)
    union all
    select 'inventory item without its received item-log row', name, unlogged || ' item(s) without one'
    from line where unlogged > 0`);

  const drafts = await rows(sql`
    select 'drafts to confirm are not what the period holds' as rule,
      'billing period ' || ${billingPeriods.id} as record,
      ${billingPeriods.draftCharges} || ' recorded, ' || coalesce(d.n, 0) || ' draft charges' as detail
    from ${billingPeriods}
      left join (select ${charges.billingPeriodId} as period, count(*) as n from ${charges}
        where ${charges.state} = 'Draft' group by ${charges.billingPeriodId}) d on d.period = ${billingPeriods.id}
    where ${billingPeriods.draftCharges} <> coalesce(d.n, 0)`);

  const v = inventories;
  const it = inventoryItems;
  const onHand = sql`${it.quantityOnHand} > 0`;
  const totals = await rows(sql`
    select 'inventory sums are not what its items add up to' as rule, 'inventory ' || ${v.id} as record,
      concat_ws(', ', ${v.itemCount} || ' items', ${v.quantityOnHand} || ' on hand', ${v.itemsOnHand} || ' items on hand',
        ${v.weightOnHand} || ' lb on hand', ${v.cubicInchesOnHand} || ' in³ on hand') || ' recorded; the items: '
        || concat_ws(', ', coalesce(s.n, 0) || ' items', coalesce(s.q, 0) || ' on hand', coalesce(s.on_n, 0) || ' items on hand',
        coalesce(s.on_w, 0) || ' lb on hand', coalesce(s.on_c, 0) || ' in³ on hand') as detail
    from ${v} left join (select ${it.inventoryId} as inventory, count(*) as n, sum(${it.quantityOnHand}) as q,
        sum(${it.quantityHeld}) as h, sum(${it.pieces}) as p, sum(${it.weight}) as w,
        count(*) filter (where ${it.weight} = 0 and ${onHand}) as z,
        count(*) filter (where ${onHand}) as on_n, sum(${it.pieces}) filter (where ${onHand}) as on_p,
        sum(${it.weight}) filter (where ${onHand}) as on_w,
        sum(${it.quantityOnHand} * ${it.lengthIn} * ${it.widthIn} * ${it.heightIn}) filter (where ${onHand}) as on_c
      from ${it} group by ${it.inventoryId}) s on s.inventory = ${v.id}
    where (${v.itemCount}, ${v.quantityOnHand}, ${v.quantityHeld}, ${v.pieces}, ${v.weight}, ${v.itemsWithoutWeight},
        ${v.itemsOnHand}, ${v.piecesOnHand}, ${v.weightOnHand}, ${v.cubicInchesOnHand})
      is distinct from (coalesce(s.n, 0), coalesce(s.q, 0), coalesce(s.h, 0), coalesce(s.p, 0), coalesce(s.w, 0),
        coalesce(s.z, 0), coalesce(s.on_n, 0), coalesce(s.on_p, 0), coalesce(s.on_w, 0), coalesce(s.on_c, 0))`);

  return [...poLines, ...stock, ...shelved, ...drafts, ...totals];
}
