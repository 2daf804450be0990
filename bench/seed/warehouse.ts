import { fill, run, type Seed, step } from './db';
import { userName } from './people';
import { bin, DAYS, line, status } from './plan';
import { dockBin, shelfBin } from './purchasing';

/** The warehouse's bins: ZONE-AISLE-BAY-LEVEL, 400 a zone; one in 50 inactive (it takes no more goods). */
export async function fillLocations(seed: Seed) {
  const { counts, day } = seed.plan;
  const part = (n: string) => `split_part(${bin.code('i')}, '-', ${n})`;
  await fill(
    seed,
    'locations',
    counts.locations,
    (from, to) => `
    insert into locations (id, code, zone, aisle, bay, level, description, active, created_at, created_by, modified_at, modified_by)
    select i + 1, ${bin.code('i')}, ${part('1')}, ${part('2')}, ${part('3')}, ${part('4')},
           'Rack ' || ${part('1')} || ', aisle ' || ${part('2')} || ', level ' || ${part('4')}, ${bin.active('i')},
           ${day('0')}::timestamptz, 'admin', ${day('0')}::timestamptz, 'admin'
    from generate_series(${from} - 1, ${to} - 1) i`,
  );
}

/** A ticket's lines leave the shelves once it is picked; open ones hold what they take; cancelled ones let it go. */
const PICKED = `('Picked', 'Out for Delivery', 'Delivered')`;

/**
 * The pick tickets to be (temporary tables): ticket t is the ((t - 1) / P)-th of project
 * (t - 1) % P + 1, and takes up to three of that project's good items in id order, the project's
 * items shared out over its tickets; a ticket finding none gets a line by hand. Its day follows its
 * items' receipt, its status its age (Open, Picking, Picked, Out for Delivery, then Delivered; one in
 * 61 cancelled), its id and number the order of the days. Then each item's fate (seed_stock): on
 * hand, held, bin and what its log says.
 */
export async function planTickets(seed: Seed) {
  const { counts, projectStart, projectLength } = seed.plan;
  const { tickets: T, projects: P, locations: L } = counts;
  await step('plan: pick tickets', async () => {
    await run(seed.db, 'drop table if exists seed_ticket_items, seed_ticket_lines, seed_tickets, seed_stock');
    // Items received on the last day are not released yet: a ticket comes a day after its goods.
    await run(
      seed.db,
      `create temp table seed_ticket_items as
       with eligible as (
         select i.id, i.project_id, i.qty, i.recv_e,
                row_number() over (partition by i.project_id order by i.id) - 1 as r,
                count(*) over (partition by i.project_id) as n
         from seed_items i where i.part <> 'Damaged' and i.recv_e < ${DAYS - 1}
       ), placed as (
         select e.*, e.r * t.mp / e.n as m, t.mp from eligible e,
                lateral (select case when e.project_id <= ${T} then (${T} - e.project_id) / ${P} + 1 else 0 end as mp) t
         where t.mp > 0
       )
       select id as item_id, (project_id + m * ${P})::int as t, recv_e,
              case when id % 3 = 0 then qty - qty / 2 else qty end as qty
       from placed where r - (m * n + mp - 1) / mp < 3`,
    );
    // Numbered by the day they were made, as the product numbers them.
    await run(
      seed.db,
      `create temp table seed_tickets as
       select (row_number() over (order by e, t))::int as id, t, p, e,
              case when t % 61 = 0 then ${status.ticket('Cancelled')}
                   when ${DAYS - 1} - e <= 1 then ${status.ticket('Open')}
                   when ${DAYS - 1} - e <= 3 then ${status.ticket('Picking')}
                   when ${DAYS - 1} - e <= 5 then ${status.ticket('Picked')}
                   when ${DAYS - 1} - e <= 7 then ${status.ticket('Out for Delivery')}
                   else ${status.ticket('Delivered')} end as status
       from (select t, (t - 1) % ${P} + 1 as p, (t - 1) / ${P} as m from generate_series(1, ${T}) t) x
       left join (select t as ticket, max(recv_e) as last from seed_ticket_items group by t) l on l.ticket = x.t,
       lateral (select least(${DAYS - 1}, coalesce(l.last + 1 + x.t % 7,
                ${projectStart('x.p')} + (x.m * 29) % ${projectLength('x.p')})) as e) d`,
    );
    await run(seed.db, 'create unique index on seed_tickets (id)');
    // A ticket without items of its own carries a line entered by hand.
    await run(
      seed.db,
      `create temp table seed_ticket_lines as
       select (row_number() over (order by t.id, l.item_id))::int as id, l.item_id, t.id as ticket, coalesce(l.qty, 1) as qty
       from seed_tickets t left join seed_ticket_items l on l.t = t.t`,
    );
    await run(seed.db, 'create index on seed_ticket_lines (item_id)');
    // One in 41 items picked is short by a unit; one in four items left alone is grouped, one in four
    // counted a unit short (adjusted); the others counted as they stand.
    await run(
      seed.db,
      `create temp table seed_stock as
       select i.id, i.line as g, i.project_id, i.part, i.qty as q0, i.recv_e, l.ticket, l.qty as line_qty, t.status as ticket_status,
              t.e as ticket_e, f.fate, k.picked,
              i.qty - coalesce(k.picked, 0) - case when f.fate = 'none' and i.id % 4 = 1 and i.qty >= 2 then 1 else 0 end as on_hand,
              case when f.fate = 'held' then l.qty else 0 end as held,
              case when f.fate = 'none' and i.id % 4 = 0 then 1 + i.id % 5 end as room,
              case when i.line is null then ${bin.activeBin('i.id::bigint * 13', L)} else ${dockBin('i.line', L)} end as dock,
              case when f.fate in ('none', 'held') then ${shelfBin('coalesce(i.line, i.id + 5000000)', L)}
                   when i.line is null then ${bin.activeBin('i.id::bigint * 13', L)} else ${dockBin('i.line', L)} end as bin
       from seed_items i
       left join seed_ticket_lines l on l.item_id = i.id
       left join seed_tickets t on t.id = l.ticket,
       lateral (select case when l.ticket is null then 'none' when t.status in ('Open', 'Picking') then 'held'
                            when t.status = 'Cancelled' then 'released' else 'picked' end as fate) f,
       lateral (select case when f.fate = 'picked' then l.qty - case when i.id % 41 = 0 then 1 else 0 end end as picked) k`,
    );
    await run(seed.db, 'create unique index on seed_stock (id)');
    await run(seed.db, 'analyze seed_ticket_lines, seed_tickets, seed_stock');
  });
}

/**
 * The inventories (one per project that received goods, its last receipt and release), their
 * groups (five rooms a project), and the items as their logs leave them: on hand after picks and
 * adjustments, held for open tickets, in the bin they were last moved to. The database keeps each
 * inventory's totals itself (a statement trigger on inventory_items).
 */
export async function fillInventory(seed: Seed) {
  const { counts, day, at } = seed.plan;
  await fill(
    seed,
    'inventories',
    1,
    () => `
    insert into inventories (project_id, created_at, last_receipt_at, last_release_at)
    select project_id, ${at('min(recv_e) * 24 + 9')}, ${at('max(recv_e) * 24 + 16')},
           max(case when picked is not null then ${at('(ticket_e + 1) * 24 + 10')} end)
    from seed_stock group by project_id order by project_id`,
  );
  await fill(
    seed,
    'inventory_groups',
    1,
    () => `
    insert into inventory_groups (project_id, name, created_at, created_by, modified_at, modified_by)
    select project_id, 'Room ' || (100 + k), ${at('min(recv_e) * 24 + 12')}, 'admin', ${at('min(recv_e) * 24 + 12')}, 'admin'
    from seed_stock, generate_series(1, 5) k where room is not null group by project_id, k order by project_id, k`,
  );
  // Line g's goods carry its item number and description; an item added by hand is numbered after them.
  const g = 'coalesce(s.g, s.id + 5000000)';
  await fill(
    seed,
    'inventory_items',
    counts.items,
    (from, to) => `
    insert into inventory_items (id, inventory_id, project_id, ra_item_id, po_item_id, item_number, description, unit_of_measure,
        quantity_on_hand, quantity_held, weight, pieces, location, condition, received_date, length_in, width_in, height_in,
        group_id, created_at, created_by, modified_at, modified_by)
    select s.id, v.id, s.project_id, s.g, case when s.g <= ${10 * counts.shippedPos} then s.g end,
           ${line.itemNumber(g)}, ${line.description(g)}, ${line.unit(g)}, s.on_hand, s.held,
           case when s.g is null and s.id % 10 = 0 then 0 else s.q0 * ${line.unitWeight(g)} end, s.q0,
           ${bin.code('s.bin')}, case when s.part = 'Damaged' then 'Damaged' else 'Good' end, ${day('s.recv_e')},
           ${line.size(g, 'length')}, ${line.size(g, 'width')}, ${line.size(g, 'height')}, gr.id,
           ${at('s.recv_e * 24 + 9 + s.id % 8')}, 'admin', ${at('s.recv_e * 24 + 9 + s.id % 8')}, 'admin'
    from seed_stock s
    join inventories v on v.project_id = s.project_id
    left join inventory_groups gr on gr.project_id = s.project_id and lower(gr.name) = 'room ' || (100 + s.room)
    where s.id between ${from} and ${to}`,
  );
}

/**
 * The pick tickets and their lines: requested by the project's manager (one in five by a client
 * user of its customer, confirmed by the manager after), to the job site's address, picked, out for
 * delivery and delivered as their status says, with the receiver's typed signature once delivered.
 */
export async function fillTickets(seed: Seed) {
  const { counts, clientId, day, at, managerOf } = seed.plan;
  const { staff: S, users: U, customers: C, carriers } = counts;
  const clientUser = `(case when t.t % 5 = 0 and ${S} + (t.p - 1) % ${C} + 1 <= ${U} then 1 + ${S} + (t.p - 1) % ${C} + 1 end)`;
  await fill(
    seed,
    'pick_tickets',
    counts.tickets,
    (from, to) => `
    insert into pick_tickets (id, number, project_id, status, requested_date, delivery_address, carrier_id, driver,
        picked_at, delivered_at, requested_by_id, confirmed_at, confirmed_by, created_at, created_by, modified_at, modified_by)
    select t.id, 'PT-' || (30000 + t.id), t.p, t.status, ${day('t.e + 2')},
           site.name || E'\\n' || a.address1 || E'\\n' || a.city || ' ' || a.postal_code,
           ${clientId.carrier(`t.t * 7 % ${carriers} + 1`)}, (array['Luis Moreno','Grace Kim','Omar Haddad','Tom Becker'])[1 + t.t % 4],
           case when t.status in ${PICKED} then ${at('(t.e + 1) * 24 + 10')} end,
           case when t.status = 'Delivered' then ${at('(t.e + 3) * 24 + 14')} end,
           coalesce(${clientUser}, m.id), ${at(`t.e * 24 + case when ${clientUser} is null then 11 else 13 end`)},
           coalesce(${userName('m.id')}, ''), ${at('t.e * 24 + 11')}, ${userName(`coalesce(${clientUser}, m.id)`)},
           ${at(`t.e * 24 + 11 + case t.status when 'Delivered' then 76 when 'Out for Delivery' then 24 when 'Picked' then 23 else 0 end`)},
           ${userName('m.id')}
    from seed_tickets t
    join projects p on p.id = t.p
    join clients site on site.id = p.job_site_id
    join client_addresses a on a.client_id = site.id and a.is_primary,
    lateral (select ${managerOf('t.p')} as id) m
    where t.id between ${from} and ${to}`,
  );
  const g = 'coalesce(s.g, s.id + 5000000)';
  const picked = `coalesce(s.picked, case when t.status in ${PICKED} then l.qty end)`;
  await fill(
    seed,
    'pick_ticket_items',
    Number((await run<{ n: number }>(seed.db, 'select count(*)::int as n from seed_ticket_lines'))[0]!.n),
    (from, to) => `
    insert into pick_ticket_items (id, pick_ticket_id, inventory_item_id, item_number, description, unit_of_measure, location,
        quantity, quantity_picked, short_reason, picked_location, quantity_delivered, quantity_damaged, damage_reason,
        created_at, created_by, modified_at, modified_by)
    select l.id, l.ticket, l.item_id, coalesce(${line.itemNumber(g)}, ''), coalesce(${line.description(g)}, 'Site supplies (by hand)'),
           coalesce(${line.unit(g)}, 'Each'), coalesce(${bin.code('s.bin')}, ''), l.qty, ${picked},
           case when ${picked} < l.qty then 'Not found at the bin' else '' end,
           case when t.status in ${PICKED} then coalesce(${bin.code('s.bin')}, '') else '' end,
           case when t.status = 'Delivered' then ${picked} end,
           case when t.status = 'Delivered' and l.id % 53 = 0 and ${picked} >= 1 then 1 else 0 end,
           case when t.status = 'Delivered' and l.id % 53 = 0 and ${picked} >= 1 then 'Scratched in transit' else '' end,
           pt.created_at, pt.created_by, pt.modified_at, pt.modified_by
    from seed_ticket_lines l
    join seed_tickets t on t.id = l.ticket
    join pick_tickets pt on pt.id = l.ticket
    left join seed_stock s on s.id = l.item_id
    where l.id between ${from} and ${to}`,
  );
  await fill(
    seed,
    'pick_ticket_deliveries',
    counts.tickets,
    (from, to) => `
    insert into pick_ticket_deliveries (pick_ticket_id, receiver_name, received_at, signature_typed, notes, recorded_by, recorded_at)
    select pt.id, (array['Maria Gonzalez','James Okafor','Priya Raman','Aiko Tanaka'])[1 + pt.id % 4], pt.delivered_at, true, '',
           pt.modified_by, pt.delivered_at + interval '1 hour'
    from pick_tickets pt where pt.status = 'Delivered' and pt.id between ${from} and ${to}`,
  );
}
