import { fill, hasColumn, type Seed } from './db';
import { userName } from './people';
import { bin, DAYS, line, SHORT, status } from './plan';

/**
 * The POs: one every quarter of an hour or so (at scale 1) over the three years, each for a project
 * running then, from a vendor; ten lines each. Its status is the one its lines put it in (statusFor):
 * the newest hundredth is still Open or Ordered, one in 53 was cancelled with its shipments, one
 * in 17 was closed once received (and three in four of those received short, closed short); the
 * others are Shipped, Partially Received or Received as their two shipments' alerts were received.
 */
export async function fillPurchaseOrders(seed: Seed) {
  const { counts, day, at, po, shipment, alert, managerOf } = seed.plan;
  const K = counts.shippedPos;
  const received = (a: string) => `${a} = 'Received'`;
  // One of its ten lines (g in 10k - 9 .. 10k) was received short.
  const short = `((10 * k) / ${SHORT} <> (10 * k - 10) / ${SHORT})`;
  await fill(
    seed,
    'purchase_orders',
    counts.pos,
    (from, to) => `
    insert into purchase_orders (id, number, project_id, vendor_id, status, order_date, follow_up_date, vendor_reference,
                                 created_by_id, created_at, created_by, modified_at, modified_by)
    select k, 'PO-' || (10000 + k), d.p, ${po.vendor('k')},
           case when k > ${K} then case when k % 2 = 1 then ${status.po('Open')} else ${status.po('Ordered')} end
                when ${po.cancelled('k')} then ${status.po('Cancelled')}
                when ${received('a.a1')} and ${received('a.a2')} and (k % 17 = 0 or (${short} and k % 4 <> 0)) then ${status.po('Closed')}
                when ${received('a.a1')} and ${received('a.a2')} and not ${short} then ${status.po('Received')}
                when ${received('a.a1')} or ${received('a.a2')} then ${status.po('Partially Received')}
                else ${status.po('Shipped')} end,
           ${day('d.e')}, ${day('d.e + 14')}, 'VR-' || (100000 + k::bigint * 7919 % 900000), m.id,
           ${at('d.e * 24 + 9')}, ${userName('m.id')}, ${at(`least(${DAYS * 24 - 1}, (d.e + 20) * 24 + 10)`)}, ${userName('m.id')}
    from generate_series(${from}, ${to}) k,
         lateral (select ${po.day('k')} as e, ${po.project('k')} as p offset 0) d,
         lateral (select ${managerOf('d.p')} as id) m,
         lateral (select ${shipment.status('2 * k - 1')} as s1, ${shipment.status('2 * k')} as s2 offset 0) s,
         lateral (select ${alert.status('2 * k - 1', 's.s1')} as a1, ${alert.status('2 * k', 's.s2')} as a2 offset 0) a`,
  );
}

/**
 * The shipments: each shipped PO's lines in two shipments (j = 2k - 1 and 2k, five lines each), the
 * rest lines by hand; from the vendor by a carrier to the provider's warehouse. Booked until the ship
 * day, In Transit, then Delivered a day either side of the expected day; a few meet an exception.
 */
export async function fillShipments(seed: Seed) {
  const { counts, clientId, day, at, past, shipment, po, managerOf } = seed.plan;
  const { carriers, vendors } = counts;
  await fill(
    seed,
    'shipments',
    counts.shipments,
    (from, to) => `
    insert into shipments (id, number, project_id, carrier_id, method_id, status, shipper_id, consignee_id, ship_date,
                           expected_date, delivered_date, tracking_number, created_at, created_by, modified_at, modified_by)
    select j, 'SH-' || (20000 + j), x.p, ${clientId.carrier(`j * 13 % ${carriers} + 1`)}, 1 + j % 6, x.st,
           case when x.k is not null then ${po.vendor('x.k')} else ${clientId.vendor(`j * 17 % ${vendors} + 1`)} end, 1,
           ${day('x.sd')}, ${day('x.ed')}, case when x.st = 'Delivered' then ${day('x.dd')} end,
           '1Z' || lpad((j::bigint * 104729 % 1000000007)::text, 10, '0'),
           ${at('x.c * 24 + 10')}, ${userName(managerOf('x.p'))},
           ${at(`${past("case when x.st = 'Delivered' then x.dd else x.c end")} * 24 + 17`)}, ${userName(managerOf('x.p'))}
    from generate_series(${from}, ${to}) j,
         lateral (select ${shipment.po('j')} as k, ${shipment.project('j')} as p, ${shipment.created('j')} as c,
                         ${shipment.shipDay('j')} as sd, ${shipment.expectedDay('j')} as ed, ${shipment.deliveredDay('j')} as dd,
                         ${shipment.status('j')} as st offset 0) x`,
  );
}

/**
 * The receiving alerts, one per shipment (alert j expects shipment j's lines): Expected while the
 * goods travel, Receiving once the truck is in, Received when finished, Cancelled with the shipment.
 * When the database has the dock-to-stock times (arrived_at, put_away_at), they are filled too.
 */
export async function fillAlerts(seed: Seed) {
  const { counts, day, alert, managerOf } = seed.plan;
  const K = counts.shippedPos;
  const dock = await hasColumn(seed.db, 'receiving_alerts', 'put_away_at');
  const st = alert.status('s.id', 's.status');
  await fill(
    seed,
    'receiving_alerts',
    counts.alerts,
    (from, to) => `
    insert into receiving_alerts (id, number, project_id, purchase_order_id, shipment_id, carrier_id, status, expected_date,
                                  received_date, reference, created_by_id, created_at, created_by, modified_at, modified_by
                                  ${dock ? ', arrived_at, put_away_at' : ''})
    select s.id, 'RA-' || (30000 + s.id), s.project_id, case when s.id <= ${2 * K} then (s.id - 1) / 2 + 1 end, s.id,
           s.carrier_id, a.st, s.expected_date, case when a.st = 'Received' then s.delivered_date end,
           'BOL ' || (700000 + s.id::bigint * 31 % 300000), m.id, s.created_at + interval '1 hour', ${userName('m.id')},
           case when a.st = 'Received' then ${day(alert.finishDay('s.id'))} + interval '15 hours'
                when a.st = 'Receiving' then s.delivered_date + interval '9 hours' else s.created_at + interval '1 hour' end,
           ${userName('m.id')}
           ${dock ? `, case when a.st in ('Received', 'Receiving') then s.delivered_date + interval '8 hours' end, case when a.st = 'Received' then ${day(alert.finishDay('s.id'))} + interval '15 hours' end` : ''}
    from shipments s, lateral (select ${st} as st offset 0) a, lateral (select ${managerOf('s.project_id')} as id) m
    where s.id between ${from} and ${to}`,
  );
}

/**
 * The PO lines (line g is the ((g - 1) % 10)-th of PO (g - 1) / 10 + 1, and shipment line g and
 * alert line g are the same goods): shipped as their shipment carries them (not when cancelled),
 * received as the finished alert received them (damaged units too: they arrived).
 */
export async function fillPoLines(seed: Seed) {
  const { counts } = seed.plan;
  const K = counts.shippedPos;
  const q = line.quantity('g');
  await fill(
    seed,
    'po_items',
    counts.poLines,
    (from, to) => `
    insert into po_items (id, purchase_order_id, item_number, description, category_id, unit_of_measure, quantity, unit_cost,
                          amount, weight, pieces, quantity_shipped, quantity_received, created_at, created_by, modified_at, modified_by)
    select g, o.id, ${line.itemNumber('g')}, ${line.description('g')}, ${line.category('g')}, ${line.unit('g')}, ${q},
           ${line.unitCost('g')}, round(${q} * ${line.unitCost('g')}, 2), ${q} * ${line.unitWeight('g')}, ${q},
           case when s.status <> 'Cancelled' then ${q} else 0 end,
           case when a.status = 'Received' then ${line.received('g')} else 0 end,
           o.created_at, o.created_by, o.modified_at, o.modified_by
    from generate_series(${from}, ${to}) g
    join purchase_orders o on o.id = (g - 1) / 10 + 1
    left join shipments s on o.id <= ${K} and s.id = (g - 1) / 5 + 1
    left join receiving_alerts a on a.id = s.id`,
  );
}

/** The shipment lines: the PO line they carry, all of its quantity (or a line by hand). */
export async function fillShipmentLines(seed: Seed) {
  const { counts } = seed.plan;
  const K = counts.shippedPos;
  const q = line.quantity('g');
  await fill(
    seed,
    'shipment_items',
    counts.shipmentLines,
    (from, to) => `
    insert into shipment_items (id, shipment_id, po_item_id, item_number, description, unit_of_measure, quantity, weight,
                                pieces, created_at, created_by, modified_at, modified_by)
    select g, s.id, case when s.id <= ${2 * K} then g end, ${line.itemNumber('g')}, ${line.description('g')},
           ${line.unit('g')}, ${q}, ${q} * ${line.unitWeight('g')}, ${q}, s.created_at, s.created_by, s.created_at, s.created_by
    from generate_series(${from}, ${to}) g join shipments s on s.id = (g - 1) / 5 + 1`,
  );
}

/** Where the dock put line g's goods (an active bin), and where they were moved to after. */
export const dockBin = (g: string, locations: number) => bin.activeBin(`(${g})::bigint * 7`, locations);
export const shelfBin = (g: string, locations: number) => bin.activeBin(`(${g})::bigint * 11 + 3`, locations);
