import { chargeTypes, paymentMethods } from '@freightdesk/contracts';
import { count, fill, run, type Seed, step } from './db';
import { userName } from './people';
import { DAYS, status } from './plan';

/** A charge type the contract declares, by name: its id, category and unit. */
const typeOf = (name: string) => {
  const t = chargeTypes.find((c) => c.name === name);
  if (!t) throw new Error(`No charge type ${name}`);
  return t;
};

/**
 * The kinds of charge, by the charge's number (c % 6): on the project itself (management hours), on
 * a PO (line haul), on a shipment (an accessorial billed, and the carrier's bill as a cost, which is
 * never billed), on an alert (inspection) and on a pick ticket (installation). Quantity and rate are
 * integers and cents, so the amount is exact.
 */
const KINDS = [
  { container: 'Project', type: typeOf('Project management'), qty: '2 + c % 10', rate: '85' },
  { container: 'PO', type: typeOf('Line haul'), qty: '50 + c % 400', rate: '3.25' },
  { container: 'Shipment', type: typeOf('Accessorial'), qty: '1', rate: '95' },
  { container: 'Shipment', type: typeOf('Carrier cost'), qty: '1', rate: '(250 + c % 500)' },
  { container: 'RA', type: typeOf('Inspection'), qty: '1 + c % 5', rate: '45' },
  { container: 'PickTicket', type: typeOf('Installation'), qty: '1 + c % 6', rate: '65' },
];
/** The kind that is the provider's own cost: never billed. */
const COST = KINDS.findIndex((k) => k.type.category === 'Cost');
const byKind = (pick: (k: (typeof KINDS)[number]) => string) =>
  `(case c % 6 ${KINDS.map((k, i) => `when ${i} then ${pick(k)}`).join(' ')} end)`;

/**
 * The charges and invoices to be (temporary tables): each charge on a record of its project, a few
 * days after it; then each project's billable charges older than twenty days shared out in date
 * order over its invoices (invoice i is the ((i - 1) / P)-th of project (i - 1) % P + 1), so every
 * charge of an invoice is of its project and dated before it. An invoice's status follows its age:
 * new ones Draft or Approved, then Sent, then mostly Paid (some Partly paid, some overdue); one in
 * 97 was voided, which let its charges go back to open. Only non-drafts are numbered, in order.
 */
export async function planMoney(seed: Seed) {
  const { counts, projectStart, projectLength } = seed.plan;
  const { projects: P, pos, shipments, alerts, tickets, invoices: I } = counts;
  await step('plan: charges, invoices', async () => {
    await run(seed.db, 'drop table if exists seed_charge_plan, seed_charges, seed_invoices');
    const id = (n: number, mul: number) => `1 + (c / 6)::bigint * ${mul} % ${n}`;
    const containerOf: Record<string, string> = {
      Project: 'null::int',
      PO: id(pos, 7919),
      Shipment: id(shipments, 7919),
      RA: id(alerts, 104729),
      PickTicket: id(tickets, 7919),
    };
    const on = (container: string) =>
      `c % 6 in (${KINDS.flatMap((k, i) => (k.container === container ? [i] : [])).join(', ')})`;
    const since = (d: string) => `${d} - date '${seed.plan.start}'`;
    await run(
      seed.db,
      `create temp table seed_charge_plan as
       select c, x.container_id, coalesce(o.project_id, s.project_id, a.project_id, t.p, x.p) as project_id,
              least(${DAYS - 1}, coalesce(${since('o.order_date')} + 1, ${since('s.ship_date')}, ${since('a.expected_date')},
                    t.e + 1, ${projectStart('x.p')} + c * 13 % ${projectLength('x.p')})) as e
       from generate_series(1, ${counts.charges}) c
       cross join lateral (select ${byKind((k) => containerOf[k.container]!)} as container_id, ${id(P, 7919)} as p) x
       left join purchase_orders o on ${on('PO')} and o.id = x.container_id
       left join shipments s on ${on('Shipment')} and s.id = x.container_id
       left join receiving_alerts a on ${on('RA')} and a.id = x.container_id
       left join seed_tickets t on ${on('PickTicket')} and t.id = x.container_id`,
    );
    // Numbered by their day, as they were entered; each billable one older than twenty days on the
    // r * M / n-th of its project's M invoices, r its place among the project's n in date order.
    await run(
      seed.db,
      `create temp table seed_charges as
       select (row_number() over (order by e, c))::int as id, c, container_id, project_id, e,
              case when billable and mp > 0 then project_id + (r * mp / n) * ${P} end as invoice
       from (select x.*, row_number() over w - 1 as r, count(*) over (partition by project_id, billable) as n
             from (select pl.*, (c % 6 <> ${COST} and e <= ${DAYS - 20}) as billable,
                          case when project_id <= ${I} then (${I} - project_id) / ${P} + 1 else 0 end as mp
                   from seed_charge_plan pl) x
             window w as (partition by project_id, billable order by e, c)) y`,
    );
    await run(seed.db, 'create unique index on seed_charges (id)');
    await run(
      seed.db,
      `create temp table seed_invoices as
       select (row_number() over (order by d.e, x.i))::int as id, x.i, x.p, d.e, ch.n, ch.amount, s.st as status,
              case when s.st <> 'Draft' then 40000 + count(*) filter (where s.st <> 'Draft') over (order by d.e, x.i) end as number
       from (select i, (i - 1) % ${P} + 1 as p, (i - 1) / ${P} as m from generate_series(1, ${I}) i) x
       left join (select invoice, count(*) as n, sum(${byKind((k) => `round((${k.qty}) * ${k.rate}, 2)`)}) as amount, max(e) as last
                  from seed_charges where invoice is not null group by invoice) ch on ch.invoice = x.i,
       lateral (select least(${DAYS - 1}, coalesce(ch.last + 3 + x.i % 7, ${projectStart('x.p')} + x.m * 31 % ${projectLength('x.p')})) as e) d,
       lateral (select ${DAYS - 1} - d.e as age) g,
       lateral (select case when ch.n is null then ${status.invoice('Draft')}
                     when g.age < 15 then case when x.i % 2 = 1 then ${status.invoice('Draft')} else ${status.invoice('Approved')} end
                     when x.i % 97 = 0 then ${status.invoice('Void')}
                     when g.age < 45 then case when x.i % 3 = 0 then ${status.invoice('Partly paid')} else ${status.invoice('Sent')} end
                     when x.i % 23 = 0 then ${status.invoice('Sent')}
                     when x.i % 11 = 0 then ${status.invoice('Partly paid')}
                     else ${status.invoice('Paid')} end as st) s`,
    );
    await run(seed.db, 'create unique index on seed_invoices (i)');
    await run(seed.db, 'create unique index on seed_invoices (id)');
    await run(seed.db, 'analyze seed_charges, seed_invoices');
  });
}

/**
 * The invoices (billed to the project's billing client, else its customer, on its terms; a
 * non-draft with the bill-to's name and address and its charges' sum frozen as at approval), their
 * charges, and the payments that make them Paid (one or two, to the cent) or Partly paid (two fifths).
 */
export async function fillMoney(seed: Seed) {
  const { counts, day, at, managerOf } = seed.plan;
  const billing = Math.max(1, Math.floor((counts.staff - 2) / 4) + 1);
  // A billing specialist (every fourth staff user from the second) makes and approves the invoices.
  const clerk = (n: string) => (counts.staff >= 2 ? userName(`3 + 4 * ((${n}) % ${billing})`) : `'admin'`);
  await fill(
    seed,
    'invoices',
    counts.invoices,
    (from, to) => `
    insert into invoices (id, number, project_id, bill_to_id, bill_to_name, bill_to_address, terms_days, amount, invoice_date,
        due_date, status, reference, exported_at, exported_by, sent_at, created_at, created_by, modified_at, modified_by)
    select v.id, 'INV-' || v.number, v.p, b.id, case when v.number is not null then b.name end,
           case when v.number is not null then concat_ws(E'\\n',
             nullif(concat_ws(', ', nullif(a.address1, ''), nullif(a.address2, '')), ''),
             nullif(concat_ws(' ', nullif(a.city, ''), nullif(a.postal_code, '')), '')) end,
           b.payment_terms_days, case when v.number is not null then v.amount end, ${day('v.e')}, ${day('v.e')} + b.payment_terms_days,
           v.status, 'Billing ' || to_char(${day('v.e')}, 'YYYY-MM'),
           case when v.status not in ('Draft', 'Void') and ${DAYS - 1} - v.e >= 10 and v.i % 4 <> 0 then ${at('(v.e + 2) * 24 + 18')} end,
           case when v.status not in ('Draft', 'Void') and ${DAYS - 1} - v.e >= 10 and v.i % 4 <> 0 then ${clerk('v.i')} else '' end,
           case when v.status in ('Sent', 'Partly paid', 'Paid') then ${at('(v.e + 1) * 24 + 10')} end,
           ${at('v.e * 24 + 9')}, ${clerk('v.i')}, ${at('v.e * 24 + 9')}, ${clerk('v.i')}
    from seed_invoices v
    join projects p on p.id = v.p
    join clients b on b.id = coalesce(p.billing_client_id, p.customer_id)
    left join client_addresses a on a.client_id = b.id and a.is_primary
    where v.id between ${from} and ${to}`,
  );
  await fill(
    seed,
    'charges',
    counts.charges,
    (from, to) => `
    insert into charges (id, project_id, container_module, container_id, category, type_id, type, description, charge_date,
        quantity, unit, rate, amount, invoice_id, state, confirmed_at, confirmed_by, created_at, created_by, modified_at, modified_by)
    select ch.id, ch.project_id, ${byKind((k) => `'${k.container}'::charge_container`)}, ch.container_id,
           ${byKind((k) => `'${k.type.category}'::charge_category`)}, ${byKind((k) => String(k.type.id))},
           ${byKind((k) => `'${k.type.name}'`)},
           ${byKind((k) => `'${k.type.name}'`)} || case when ch.container_id is null then '' else ' #' || ch.container_id end,
           ${day('ch.e')}, ${byKind((k) => k.qty)}, ${byKind((k) => `'${k.type.unit}'`)}, ${byKind((k) => k.rate)},
           round(${byKind((k) => `(${k.qty}) * ${k.rate}`)}, 2),
           case when v.status <> 'Void' then v.id end, 'Confirmed', ${at('ch.e * 24 + 12')}, u.name,
           ${at('ch.e * 24 + 12')}, u.name, ${at('ch.e * 24 + 12')}, u.name
    from seed_charges ch
    left join seed_invoices v on v.i = ch.invoice,
    lateral (select ${userName(managerOf('ch.project_id'))} as name) u
    where ch.id between ${from} and ${to}`,
  );
  const methods = `array['${paymentMethods.join("','")}']::payment_method[]`;
  await fill(
    seed,
    'invoice_payments',
    counts.invoices,
    (from, to) => `
    insert into invoice_payments (invoice_id, payment_date, amount, method, reference, created_at, created_by)
    select v.id, ${day('x.e')}, x.amount, (${methods})[1 + v.i % 5], 'PMT-' || v.id || '-' || x.k, ${at('x.e * 24 + 15')}, ${clerk('v.i')}
    from seed_invoices v
    join projects p on p.id = v.p
    join clients b on b.id = coalesce(p.billing_client_id, p.customer_id),
    lateral (select greatest(v.e + 1, least(${DAYS - 1}, v.e + b.payment_terms_days - 5 + v.i % 10)) as due) d,
    lateral (
      select 1 as k, case when v.status = 'Partly paid' then round(v.amount * 0.4, 2)
                          when v.i % 3 = 0 then trunc(v.amount / 2, 2) else v.amount end as amount, d.due as e
      union all
      select 2, v.amount - trunc(v.amount / 2, 2), least(${DAYS - 1}, d.due + 14) where v.status = 'Paid' and v.i % 3 = 0
    ) x
    where v.status in ('Paid', 'Partly paid') and v.id between ${from} and ${to}
    order by v.id, x.k`,
  );
  const unpaid = await count(
    seed.db,
    `select count(*) as n from invoices i where i.status = 'Paid'
       and i.amount <> (select coalesce(sum(amount), 0) from invoice_payments p where p.invoice_id = i.id)`,
  );
  if (unpaid) throw new Error(`${unpaid} paid invoices do not add up to their payments.`);
}
