import {
  invoiceStatuses,
  pickTicketStatuses,
  poStatuses,
  projectStatuses,
  raStatuses,
  shipmentStatuses,
} from '@freightdesk/contracts';

/** A status the contract declares, as a literal of its database type: a name it does not declare does not compile. */
const statusOf =
  <S extends { values: readonly string[] }>(_declared: S, type: string) =>
  (name: S['values'][number]) =>
    `'${name}'::${type}`;

/** The records' statuses, drawn from the contracts' declared lists. */
export const status = {
  project: statusOf(projectStatuses, 'project_status'),
  po: statusOf(poStatuses, 'po_status'),
  shipment: statusOf(shipmentStatuses, 'shipment_status'),
  alert: statusOf(raStatuses, 'ra_status'),
  ticket: statusOf(pickTicketStatuses, 'pick_ticket_status'),
  invoice: statusOf(invoiceStatuses, 'invoice_status'),
};

/**
 * The data set's plan: how many of each record a scale makes, the calendar its dates fall on, and
 * the formulas every module's fill shares, as SQL text. Each record is a function of its number
 * (1..n, from generate_series) and the counts: no random(), so a scale always gives the same rows.
 * Dates are "elapsed days" e in [0, DAYS) after `start` (three years before `today`); anything at or
 * past DAYS lies in the future (a booked shipment's planned ship date).
 */
export const DAYS = 1095;

/** A count at the scale, at least one. */
const scaled = (scale: number, base: number) => Math.max(1, Math.round(base * scale));

export type Plan = ReturnType<typeof makePlan>;

/** The counts at a scale and the formulas over them; `today` is the day after the data set's last day. */
export function makePlan(scale: number, today: string) {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - DAYS * 86_400_000).toISOString().slice(0, 10);
  const customers = scaled(scale, 300);
  const vendors = scaled(scale, 100);
  const carriers = scaled(scale, 30);
  const sites = 2 * customers;
  const projects = scaled(scale, 3000);
  const users = scaled(scale, 2000);
  const staff = Math.max(1, Math.round(users * 0.6));
  const pos = scaled(scale, 100_000);
  const shipments = scaled(scale, 200_000);
  // The newest hundredth of the POs is not shipped yet; the others ship in two shipments each, and
  // the shipments left over carry lines entered by hand (no PO).
  const shippedPos = Math.max(0, Math.min(pos - Math.floor(pos / 100), Math.floor(shipments / 2)));
  const byHand = shipments - 2 * shippedPos;
  const counts = {
    customers,
    vendors,
    carriers,
    sites,
    projects,
    users,
    staff,
    pos,
    poLines: 10 * pos,
    shipments,
    shippedPos,
    byHand,
    shipmentLines: 5 * shipments,
    alerts: shipments,
    alertLines: 5 * shipments,
    items: scaled(scale, 1_000_000),
    locations: scaled(scale, 2000),
    tickets: scaled(scale, 100_000),
    charges: scaled(scale, 300_000),
    invoices: scaled(scale, 50_000),
  };
  const P = projects;
  const K = shippedPos;

  /** The day `e` days after the start, as a date. */
  const day = (e: string) => `(date '${start}' + (${e})::int)`;
  /** The moment `h` hours after the start (UTC midnight), as a timestamp. */
  const at = (h: string) => `(timestamptz '${start} 00:00:00+00' + (${h})::bigint * interval '1 hour')`;
  /** The elapsed day of the i-th of n records made one after another over the three years. */
  const spread = (i: string, n: number) => `((((${i}) - 1)::bigint * ${DAYS}) / ${n})::int`;
  /** Never later than yesterday. */
  const past = (e: string) => `least(${DAYS - 1}, ${e})`;

  /** A project's first day, how long it runs, and whether it is still a quote (one in three of the newest hundredth). */
  const projectStart = (p: string) => spread(p, P);
  const projectLength = (p: string) => `(240 + (${p}) * 37 % 300)`;
  const quoted = (p: string) => `((${p}) > ${P - Math.max(1, Math.floor(P / 100))} and (${p}) % 3 = 0)`;
  /**
   * The project a record of day `e` is for: one of those started in the 230 days before it (never a
   * quote), picked by `seed`. The pick is counted in projects, not days, so that every project of a
   * day is picked alike when several start on one day.
   */
  const projectAt = (e: string, seed: string) => {
    const latest = `(((${e})::bigint * ${P}) / ${DAYS})`;
    const p = `least(${P}, ${latest} - (${seed})::bigint * 7919 % (least(${Math.floor((230 * P) / DAYS)}, ${latest}) + 1) + 1)`;
    return `(case when ${quoted(p)} then ${p} - 1 else ${p} end)`;
  };
  /** The staff user who manages a project (an operations manager), by user id; the admin (user 1) when there is none. */
  const managerOf = (p: string) => {
    const managers = Math.floor(staff / 4);
    return managers ? `(1 + 4 * (1 + (${p}) % ${managers}))` : '1';
  };

  const clientId = {
    customer: (i: string) => `(1 + (${i}))`,
    vendor: (i: string) => `(${1 + customers} + (${i}))`,
    site: (i: string) => `(${1 + customers + vendors} + (${i}))`,
    carrier: (i: string) => `(${1 + customers + vendors + sites} + (${i}))`,
  };

  /** A PO's day, project and vendor; cancelled (one in 53 of the shipped ones) by a person. */
  const po = {
    day: (k: string) => spread(k, counts.pos),
    project: (k: string) => projectAt(spread(k, counts.pos), k),
    vendor: (k: string) => clientId.vendor(`(${k})::bigint * 31 % ${vendors} + 1`),
    cancelled: (k: string) => `((${k}) <= ${K} and (${k}) % 53 = 0)`,
  };

  /**
   * Shipment j: the PO it carries (j ≤ 2K: half of PO (j + 1) / 2's lines), made the day after the
   * PO; after them, the shipments of lines by hand, made in the days since the last shipped PO (so
   * shipment numbers, like every record's, follow the order the records were made in).
   */
  const sinceLastPo = Math.floor((Math.max(0, K - 1) * DAYS) / counts.pos) + 1;
  const created = (j: string) =>
    `(case when (${j}) <= ${2 * K} then ${po.day(`((${j}) - 1) / 2 + 1`)} + 1
      else ${sinceLastPo} + (((${j}) - ${2 * K} - 1)::bigint * ${DAYS - sinceLastPo} / ${Math.max(1, counts.byHand)})::int end)`;
  const shipDay = (j: string) => `(${created(j)} + 1 + (${j}) % 15)`;
  const expectedDay = (j: string) => `(${shipDay(j)} + 2 + (${j}) % 6)`;
  const deliveredDay = (j: string) => `(${expectedDay(j)} + (${j}) % 3 - 1)`;
  const shipment = {
    created,
    shipDay,
    expectedDay,
    deliveredDay,
    po: (j: string) => `(case when (${j}) <= ${2 * K} then ((${j}) - 1) / 2 + 1 end)`,
    project: (j: string) =>
      `(case when (${j}) <= ${2 * K} then ${po.project(`((${j}) - 1) / 2 + 1`)} else ${projectAt(created(j), j)} end)`,
    cancelled: (j: string) =>
      `(case when (${j}) <= ${2 * K} then ${po.cancelled(`((${j}) - 1) / 2 + 1`)} else ((${j}) - ${2 * K}) % 41 = 0 end)`,
    /** Booked until its ship day, delivered a day either side of the expected one; some meet an exception. */
    status: (j: string): string =>
      `(case when ${shipment.cancelled(j)} then ${status.shipment('Cancelled')}
        when ${shipDay(j)} >= ${DAYS} then ${status.shipment('Booked')}
        when (${j}) % 13 = 0 and ${expectedDay(j)} between ${DAYS - 60} and ${DAYS - 1} then ${status.shipment('Exception')}
        when ${deliveredDay(j)} < ${DAYS} then ${status.shipment('Delivered')}
        else ${status.shipment('In Transit')} end)`,
  };

  /** Alert j expects shipment j; received the day it was delivered, finished up to two days later (one in 37 left open). */
  const alert = {
    finishDay: (j: string) => `(${deliveredDay(j)} + (${j}) % 3)`,
    status: (j: string, shipmentStatus: string) =>
      `(case when ${shipmentStatus} = 'Cancelled' then ${status.alert('Cancelled')}
        when ${shipmentStatus} <> 'Delivered' then ${status.alert('Expected')}
        when ${alert.finishDay(j)} < ${DAYS} and (${j}) % 37 <> 0 then ${status.alert('Received')}
        else ${status.alert('Receiving')} end)`,
  };

  return {
    scale,
    today,
    start,
    counts,
    day,
    at,
    spread,
    past,
    projectStart,
    projectLength,
    quoted,
    projectAt,
    managerOf,
    clientId,
    po,
    shipment,
    alert,
  };
}

/** One line in SHORT is received a unit short. */
export const SHORT = 47;

/** The line formulas (PO line g, shipment line g and alert line g are one item's three records). */
export const line = {
  quantity: (g: string) => `(1 + (${g})::bigint * 7 % 40)`,
  unitWeight: (g: string) => `((1 + (${g}) % 60) * 0.5)`,
  unitCost: (g: string) => `(5 + (${g}) % 997 * 0.25)`,
  itemNumber: (g: string) => `('SKU-' || lpad(((${g})::bigint * 7919 % 99991)::text, 5, '0'))`,
  description: (g: string) =>
    `((array['Guest chair','Nightstand','Floor lamp','Wall sconce','Headboard','Desk','Mirror','Drapery panel','Lounge sofa','Dresser','Side table','Bench'])[1 + (${g}) % 12]
      || ' ' || (array['walnut','oak','brass','linen','black','white','ash','bronze'])[1 + (${g}) / 12 % 8]
      || ' model ' || ((${g})::bigint * 31 % 9973))`,
  unit: (g: string) => `((array['Each','Each','Box','Carton','Pallet'])[1 + (${g}) % 5])`,
  category: (g: string) => `(1 + (${g}) % 10)`,
  /** What the dock counted: one line short in SHORT (a unit), one over in 29; one in 31 arrives with a unit damaged. */
  received: (g: string) =>
    `(${line.quantity(g)} + case when (${g}) % ${SHORT} = 0 then -1 when (${g}) % 29 = 0 then 1 else 0 end)`,
  damaged: (g: string) => `(case when (${g}) % 31 = 0 and ${line.received(g)} >= 1 then 1 else 0 end)`,
  /** One unit's size in inches, measured for one line in three. */
  size: (g: string, part: 'length' | 'width' | 'height') => {
    const [least, spread] = { length: [12, 48], width: [12, 36], height: [6, 30] }[part];
    return `(case when (${g}) % 3 = 0 then ${least} + (${g}) % ${spread} end)`;
  },
};

/**
 * A bin's code from its number (0-based): ZONE-AISLE-BAY-LEVEL, 400 bins a zone; one bin in 50 is
 * inactive, so a record's bin is taken through `activeBin`.
 */
export const bin = {
  code: (i: string) =>
    `(chr((65 + (${i}) / 400 % 26)::int) || case when (${i}) >= 10400 then ((${i}) / 10400)::text else '' end
      || '-' || lpad((1 + (${i}) / 40 % 10)::text, 2, '0') || '-' || lpad((1 + (${i}) / 4 % 10)::text, 2, '0')
      || '-' || (1 + (${i}) % 4))`,
  active: (i: string) => `((${i}) % 50 <> 49)`,
  /** The active bin nearest the i-th. */
  activeBin: (i: string, locations: number) =>
    `(case when (${i}) % ${locations} % 50 = 49 then (${i}) % ${locations} - 1 else (${i}) % ${locations} end)`,
};
