import { count, fill, type Seed } from './db';
import { userName } from './people';
import { bin, DAYS } from './plan';

/** A jsonb change of one field, as the product's log rows keep them ({ field, before, after }). */
const change = (field: string, before: string, after: string) =>
  `jsonb_build_object('field', '${field}', 'before', ${before}, 'after', ${after})`;

/**
 * The item log, the inventory's ledger: three rows an item, so what it logs adds up to what is on
 * hand. First its receipt from the alert (or its addition by hand); then, for an item left alone,
 * its move from the dock's bin to the shelf and a count (grouped into a room, counted a unit short
 * and adjusted, or counted as it stood); for an item on an open ticket, the move and the hold; for
 * one picked, the hold and the pick; for a cancelled ticket's, the hold and its release. Times go
 * forward from the receipt and never past yesterday, each on its business day.
 */
export async function fillItemLogs(seed: Seed) {
  const { counts, at, day } = seed.plan;
  const workers = Math.floor((counts.staff - 1) / 4) + 1;
  // A warehouse lead (every fourth staff user from the first) does the dock's and the shelves' work.
  const worker = userName(`2 + 4 * (s.id % ${workers})`);
  const ra = `'RA-' || (30000 + (s.g - 1) / 5 + 1)`;
  const pt = `'PT-' || (30000 + s.ticket)`;
  const last = DAYS * 24 - 1;
  const items = await count(seed.db, 'select max(id) as n from seed_stock');
  const row = (
    n: number,
    action: string,
    h: string,
    reference: string,
    reason: string,
    before: string,
    after: string,
    changes: string,
  ) =>
    `select s.id, ${n} as n, ${at(h)}, ${day(`(${h}) / 24`)}, ${worker}, ${action}, ${reference}, ${reason}, ${before}, ${after},
            jsonb_build_array(${changes})`;
  await fill(
    seed,
    'item_logs',
    items,
    (from, to) => `
    insert into item_logs (inventory_item_id, at, business_date, user_name, action, reference, reason, quantity_before,
                           quantity_after, changes)
    select id, at, business_date, user_name, action, reference, reason, quantity_before, quantity_after, changes
    from (
      with s as (
        select s.*, h.t1, h.t2, least(${last}, h.t2 + 24 * (1 + s.id % 30)) as t3, s.ticket_e * 24 + 11 as tc,
               ${bin.code('s.dock')} as dock_code, ${bin.code('s.bin')} as bin_code
        from seed_stock s,
             lateral (select s.recv_e * 24 + 9 + s.id % 8 as t1, least(${last}, s.recv_e * 24 + 10 + s.id % 8 + s.id % 6) as t2) h
        where s.id between ${from} and ${to}
      )
      ${row(
        1,
        `case when s.g is null then 'added' else 'received' end`,
        's.t1',
        `case when s.g is null then '' else ${ra} end`,
        `case when s.g is null then 'Delivered to the warehouse without an alert' else '' end`,
        '0',
        's.q0',
        [
          change('quantity', '0', 's.q0'),
          change('location', 'null', 's.dock_code'),
          change('condition', 'null', `case when s.part = 'Damaged' then 'Damaged' else 'Good' end`),
        ].join(', '),
      )} from s
      union all
      ${row(2, `'moved'`, 's.t2', `''`, `''`, 's.q0', 's.q0', change('location', 's.dock_code', 's.bin_code'))}
      from s where s.fate in ('none', 'held')
      union all
      ${row(2, `'held'`, 's.tc', pt, `''`, 's.q0', 's.q0', change('held', '0', 's.line_qty'))}
      from s where s.fate in ('picked', 'released')
      union all
      ${row(3, `'held'`, 's.tc', pt, `''`, 's.q0', 's.q0', change('held', '0', 's.line_qty'))}
      from s where s.fate = 'held'
      union all
      ${row(
        3,
        `'picked'`,
        '(s.ticket_e + 1) * 24 + 10',
        pt,
        `''`,
        's.q0',
        's.on_hand',
        [change('quantity', 's.q0', 's.on_hand'), change('held', 's.line_qty', '0')].join(', '),
      )}
      from s where s.fate = 'picked'
      union all
      ${row(3, `'released'`, 's.tc + 4', pt, `''`, 's.q0', 's.q0', change('held', 's.line_qty', '0'))}
      from s where s.fate = 'released'
      union all
      ${row(
        3,
        `case when s.room is not null then 'grouped' when s.on_hand < s.q0 then 'adjusted' else 'counted' end`,
        's.t3',
        `''`,
        `case when s.room is null and s.on_hand < s.q0 then 'Count correction' else '' end`,
        's.q0',
        's.on_hand',
        `case when s.room is not null then ${change('group', 'null', `'Room ' || (100 + s.room)`)}
              else ${change('quantity', 's.q0', 's.on_hand')} end`,
      )}
      from s where s.fate = 'none'
    ) logs(id, n, at, business_date, user_name, action, reference, reason, quantity_before, quantity_after, changes)
    order by id, n`,
    33_334,
  );
}
