import {
  invoiceStatuses,
  pickTicketStatuses,
  poStatuses,
  projectStatuses,
  raStatuses,
  shipmentStatuses,
} from '@freightdesk/contracts';
import type { Db } from '../../apps/server/src/db/client';
import { integrityProblems } from '../../apps/server/src/db/integrity';
import { count, run } from './db';

/** A child and the parent it names belong to one project: the rows where they do not. */
const sameProject: [string, string][] = [
  [
    'alert of another project than its PO',
    `receiving_alerts a join purchase_orders o on o.id = a.purchase_order_id where o.project_id <> a.project_id`,
  ],
  [
    'alert of another project than its shipment',
    `receiving_alerts a join shipments s on s.id = a.shipment_id where s.project_id <> a.project_id`,
  ],
  [
    'alert line of another project than its PO line',
    `receiving_alert_items l join receiving_alerts a on a.id = l.receiving_alert_id
     join po_items i on i.id = l.po_item_id join purchase_orders o on o.id = i.purchase_order_id where o.project_id <> a.project_id`,
  ],
  [
    'alert line of another shipment than its alert',
    `receiving_alert_items l join receiving_alerts a on a.id = l.receiving_alert_id
     join shipment_items si on si.id = l.shipment_item_id where si.shipment_id <> a.shipment_id`,
  ],
  [
    'shipment line of another project than its PO line',
    `shipment_items si join shipments s on s.id = si.shipment_id
     join po_items i on i.id = si.po_item_id join purchase_orders o on o.id = i.purchase_order_id where o.project_id <> s.project_id`,
  ],
  [
    'item of another project than its inventory',
    `inventory_items it join inventories v on v.id = it.inventory_id where v.project_id <> it.project_id`,
  ],
  [
    'item of another project than its alert line',
    `inventory_items it join receiving_alert_items l on l.id = it.ra_item_id
     join receiving_alerts a on a.id = l.receiving_alert_id where a.project_id <> it.project_id`,
  ],
  [
    'item in another project\u2019s group',
    `inventory_items it join inventory_groups g on g.id = it.group_id where g.project_id <> it.project_id`,
  ],
  [
    'ticket line of another project\u2019s item',
    `pick_ticket_items l join pick_tickets t on t.id = l.pick_ticket_id
     join inventory_items it on it.id = l.inventory_item_id where it.project_id <> t.project_id`,
  ],
  [
    'charge on another project\u2019s record',
    `charges c
     left join purchase_orders o on c.container_module = 'PO' and o.id = c.container_id
     left join shipments s on c.container_module = 'Shipment' and s.id = c.container_id
     left join receiving_alerts a on c.container_module = 'RA' and a.id = c.container_id
     left join pick_tickets t on c.container_module = 'PickTicket' and t.id = c.container_id
     where c.container_module <> 'Project' and c.project_id is distinct from coalesce(o.project_id, s.project_id, a.project_id, t.project_id)`,
  ],
  [
    'charge on another project\u2019s invoice',
    `charges c join invoices i on i.id = c.invoice_id where c.project_id <> i.project_id`,
  ],
  [
    'client user with another company\u2019s project',
    `user_projects up join users u on u.id = up.user_id join projects p on p.id = up.project_id
     where u.user_type_id = 2 and p.customer_id <> u.client_id`,
  ],
];

/** What the product's rules leave true of the records: the rows where it is not. */
const rules: [string, string][] = [
  [
    'received alert line without quantity or date',
    `receiving_alert_items l join receiving_alerts a on a.id = l.receiving_alert_id
     where a.status = 'Received' and (l.quantity_received is null or l.received_date is null or l.condition is null)`,
  ],
  [
    'line received on an alert not being received',
    `receiving_alert_items l join receiving_alerts a on a.id = l.receiving_alert_id
     where a.status in ('Expected', 'Cancelled') and l.quantity_received is not null`,
  ],
  [
    'delivered date on a shipment not delivered',
    `shipments where (delivered_date is not null) <> (status = 'Delivered')`,
  ],
  [
    'PO status not what its lines say (statusFor)',
    `(select o.status, count(i.id) as n, bool_and(i.quantity_shipped >= i.quantity) as shipped,
       bool_or(i.quantity_received > 0) as some, bool_and(i.quantity_received >= i.quantity) as every
     from purchase_orders o left join po_items i on i.purchase_order_id = o.id group by o.id) p
     where p.status <> case when p.status in ('Closed', 'Cancelled') then p.status when p.n > 0 and p.every then 'Received'
       when p.some then 'Partially Received' when p.n > 0 and p.shipped then 'Shipped'
       when p.status in ('Shipped', 'Partially Received', 'Received') then 'Ordered' else p.status end`,
  ],
  [
    'item log not a chain from 0 to what is on hand',
    `(select l.inventory_item_id, l.quantity_before, l.quantity_after,
       lag(l.quantity_after, 1, 0.0) over w as previous, row_number() over w as n, count(*) over (partition by l.inventory_item_id) as logs
     from item_logs l window w as (partition by l.inventory_item_id order by l.at, l.id)) l
     join inventory_items it on it.id = l.inventory_item_id
     where l.quantity_before <> l.previous or (l.n = l.logs and l.quantity_after <> it.quantity_on_hand)`,
  ],
  [
    'held is not what open tickets hold',
    `inventory_items it left join (select l.inventory_item_id as id, sum(l.quantity) as held
       from pick_ticket_items l join pick_tickets t on t.id = l.pick_ticket_id where t.status in ('Open', 'Picking')
       group by l.inventory_item_id) h on h.id = it.id where it.quantity_held <> coalesce(h.held, 0)`,
  ],
  [
    'inventory totals not its items\u2019 sums',
    `inventories v left join (select inventory_id, count(*) as n, sum(quantity_on_hand) as q,
       sum(quantity_held) as h, sum(weight) as w, count(*) filter (where quantity_on_hand > 0) as on_n,
       sum(weight) filter (where quantity_on_hand > 0) as on_w,
       sum(quantity_on_hand * length_in * width_in * height_in) filter (where quantity_on_hand > 0) as on_c
       from inventory_items group by inventory_id) s on s.inventory_id = v.id
     where v.item_count <> coalesce(s.n, 0) or v.quantity_on_hand <> coalesce(s.q, 0) or v.quantity_held <> coalesce(s.h, 0)
       or v.weight <> coalesce(s.w, 0) or v.items_on_hand <> coalesce(s.on_n, 0) or v.weight_on_hand <> coalesce(s.on_w, 0)
       or v.cubic_inches_on_hand <> coalesce(s.on_c, 0)`,
  ],
  [
    'invoice amount not its charges\u2019 sum',
    `invoices i left join (select invoice_id, sum(amount) as s from charges group by invoice_id) c
     on c.invoice_id = i.id where i.status not in ('Draft', 'Void') and i.amount is distinct from c.s`,
  ],
  [
    'draft with a number or an amount, or non-draft without',
    `invoices where (status = 'Draft') <> (number is null and amount is null)`,
  ],
  ['void invoice still holding charges', `charges c join invoices i on i.id = c.invoice_id where i.status = 'Void'`],
  ['cost charge on an invoice', `charges where category = 'Cost' and invoice_id is not null`],
  [
    'payments not what the status says',
    `invoices i left join (select invoice_id, sum(amount) as s from invoice_payments group by invoice_id) p
     on p.invoice_id = i.id where case i.status when 'Paid' then p.s is distinct from i.amount
       when 'Partly paid' then not (p.s > 0 and p.s < i.amount) else p.s is not null end`,
  ],
  [
    'invoice counter behind its numbers',
    `document_counters d where d.name = 'INV'
     and d.last < (select coalesce(max(substring(number from '^INV-([0-9]+)$')::int), 0) from invoices)`,
  ],
  [
    'number not in the product\u2019s format',
    `(select number from projects where number !~ '^P-[0-9]+$'
     union all select number from purchase_orders where number !~ '^PO-[0-9]+$'
     union all select number from shipments where number !~ '^SH-[0-9]+$'
     union all select number from receiving_alerts where number !~ '^RA-[0-9]+$'
     union all select number from pick_tickets where number !~ '^PT-[0-9]+$'
     union all select number from invoices where number !~ '^INV-[0-9]+$') n`,
  ],
  [
    'record dated in the future',
    `(select created_at as t from purchase_orders union all select created_at from shipments
     union all select modified_at from receiving_alerts union all select at from item_logs
     union all select delivered_at from pick_tickets union all select created_at from charges
     union all select payment_date::timestamptz from invoice_payments union all select sent_at from invoices) d where d.t > now()`,
  ],
];

/** The statuses each contract declares, and the database's column that draws from them. */
const declared: [string, string, readonly string[]][] = [
  ['projects', 'status', projectStatuses.values],
  ['purchase_orders', 'status', poStatuses.values],
  ['shipments', 'status', shipmentStatuses.values],
  ['receiving_alerts', 'status', raStatuses.values],
  ['pick_tickets', 'status', pickTicketStatuses.values],
  ['invoices', 'status', invoiceStatuses.values],
];

/**
 * Checks the filled database as the product's own rules would leave it: the product's integrity
 * check (shipped, received and on-hand quantities against their shipments, alerts and item logs),
 * then every child of its parent's project, statuses, money, numbers, counters and sequences.
 * Prints each rule with the rows that break it; answers how many do in all.
 */
export async function checkCoherence(db: Db): Promise<number> {
  let total = 0;
  const report = (rule: string, n: number) => {
    total += n;
    console.log(`  ${n ? 'FAIL' : 'ok  '} ${rule}${n ? `: ${n.toLocaleString('en-US')}` : ''}`);
  };
  const integrity = await integrityProblems(db);
  const byRule = new Map<string, number>();
  for (const p of integrity) byRule.set(p.rule, (byRule.get(p.rule) ?? 0) + 1);
  report('the product\u2019s integrity check (db/integrity.ts)', integrity.length);
  for (const [rule, n] of byRule)
    console.log(`       ${rule}: ${n} (e.g. ${integrity.find((p) => p.rule === rule)?.record})`);
  for (const [rule, from] of [...sameProject, ...rules])
    report(rule, await count(db, `select count(*) as n from ${from}`));
  const serials = await run<{ table: string; seq: string }>(
    db,
    `select table_name as table, pg_get_serial_sequence(table_name, column_name) as seq from information_schema.columns
     where table_schema = 'public' and column_default like 'nextval(%'`,
  );
  let behind = 0;
  for (const s of serials) {
    const [row] = await run<{ ok: boolean }>(
      db,
      `select (select coalesce(max(id), 0) from "${s.table}") < (select case when is_called then last_value + 1 else last_value end from ${s.seq}) as ok`,
    );
    if (!row?.ok) behind++;
  }
  report('id sequence not past its table\u2019s ids', behind);
  for (const [table, column, values] of declared) {
    const found = await run<{ s: string }>(db, `select distinct ${column}::text as s from ${table}`);
    const drawn = new Set(found.map((r) => r.s));
    const strange = [...drawn].filter((s) => !values.includes(s));
    report(`${table}.${column} drawn from the contract's statuses`, strange.length);
    const unused = values.filter((v) => !drawn.has(v));
    if (unused.length) console.log(`       (none ${unused.join(', ')} at this scale)`);
  }
  return total;
}
