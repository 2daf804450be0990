import { count, fill, run, type Seed, step } from './db';
import { bin, line } from './plan';
import { dockBin } from './purchasing';

/**
 * The inventory items to be, before any is written (a temporary table, seed_items): what each
 * finished alert line put away, as the product's finish splits it (the good units one item, the
 * damaged ones another), and items added by hand, spread over the three years, up to the scale's
 * count; numbered in the order they came in. Their ids are fixed here, so the alert lines can name them.
 */
export async function planItems(seed: Seed) {
  const { counts, projectAt, spread } = seed.plan;
  await step('plan: inventory items', async () => {
    await run(seed.db, 'drop table if exists seed_parts, seed_items');
    await run(
      seed.db,
      `create temp table seed_parts as
       select g as line, a.project_id, p.part, p.qty::int as qty, (a.received_date - date '${seed.plan.start}') as recv_e
       from generate_series(1, ${counts.alertLines}) g
       join receiving_alerts a on a.id = (g - 1) / 5 + 1 and a.status = 'Received'
       cross join lateral (select ${line.received('g')} as rcv, ${line.damaged('g')} as dmg offset 0) r
       cross join lateral (values ('Good', r.rcv - r.dmg), ('Damaged', r.dmg)) p(part, qty)
       where p.qty > 0`,
    );
    const shelved = await count(seed.db, 'select count(*) as n from seed_parts');
    const added = Math.max(0, counts.items - shelved);
    const e = spread('a', Math.max(1, added));
    await run(
      seed.db,
      `insert into seed_parts (line, project_id, part, qty, recv_e)
       select -a, ${projectAt(e, 'a + 7')}, 'Added', 1 + a % 20, ${e} from generate_series(1, ${added}) a`,
    );
    // Numbered in the order they came in, as the product numbers them.
    await run(
      seed.db,
      `create temp table seed_items as
       select (row_number() over (order by recv_e, line, part desc))::int as id,
              case when line > 0 then line end as line, project_id, part, qty, recv_e
       from seed_parts`,
    );
    await run(seed.db, 'create unique index on seed_items (id)');
    await run(seed.db, 'create index on seed_items (line, part)');
    await run(seed.db, 'analyze seed_items');
  });
}

/**
 * The alert lines: what each expects (its shipment line), and once the dock received it the
 * quantity received (short, over, damaged as the line formulas say), its date, condition and
 * reasons, where it was put and the inventory items it became. A Receiving alert has its first two
 * lines received and no inventory yet; a Received one has every line settled.
 */
export async function fillAlertLines(seed: Seed) {
  const { counts } = seed.plan;
  const K = counts.shippedPos;
  await fill(
    seed,
    'receiving_alert_items',
    counts.alertLines,
    (from, to) => `
    insert into receiving_alert_items (id, receiving_alert_id, po_item_id, shipment_item_id, item_number, description,
        unit_of_measure, quantity_expected, quantity_received, quantity_damaged, received_date, condition, reason,
        damage_reason, weight, pieces, weight_received, pieces_received, location, length_in, width_in, height_in,
        inventory_item_id, damaged_inventory_item_id, created_at, created_by, modified_at, modified_by)
    select g, a.id, case when a.id <= ${2 * K} then g end, g, ${line.itemNumber('g')}, ${line.description('g')}, ${line.unit('g')},
           v.q, case when w.got then v.rcv end, case when w.got then v.dmg end, case when w.got then s.delivered_date end,
           case when not w.got then null when v.dmg > 0 then 'Damaged' when v.rcv < v.q then 'Short'
                when v.rcv > v.q then 'Over' else 'Good' end,
           case when not w.got then '' when v.rcv < v.q then 'Carrier short-shipped the line'
                when v.rcv > v.q then 'Vendor sent an extra unit' else '' end,
           case when w.got and v.dmg > 0 then 'Crushed carton' else '' end,
           v.q * v.unit_weight, v.q, case when w.got then v.rcv * v.unit_weight end, case when w.got then v.rcv end,
           case when w.got then ${bin.code('v.dock')} else '' end,
           ${line.size('g', 'length')}, ${line.size('g', 'width')}, ${line.size('g', 'height')},
           good.id, bad.id, a.created_at, a.created_by, a.modified_at, a.modified_by
    from generate_series(${from}, ${to}) g
    join receiving_alerts a on a.id = (g - 1) / 5 + 1
    join shipments s on s.id = a.id
    cross join lateral (select ${line.quantity('g')} as q, ${line.received('g')} as rcv, ${line.damaged('g')} as dmg,
                               ${line.unitWeight('g')} as unit_weight, ${dockBin('g', counts.locations)} as dock offset 0) v
    cross join lateral (select a.status = 'Received' or (a.status = 'Receiving' and (g - 1) % 5 < 2) as got) w
    left join seed_items good on good.line = g and good.part = 'Good'
    left join seed_items bad on bad.line = g and bad.part = 'Damaged'`,
  );
}
