import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { benchProjects } from './benchProjects';
import { billingLists } from './billingLists';

/** One list of the benchmark: how to fill its table set-based, and the requests to time. */
export interface BenchList {
  table: string;
  url: string;
  /** Adds rows until the table holds `upTo` (set-based, in chunks). */
  fill(db: Db, from: number, upTo: number): Promise<void>;
  /** A search body each, or `{ get: path }` for a call by id (the record's detail screen). */
  shapes: Record<string, object>;
}

/** A shape that reads one record by id rather than searching the list. */
const getPathOf = (shape: object): string | undefined => (shape as { get?: string }).get;

/** A shape's request: its search (a POST of the body to the list's URL), or its call by id. */
export function requestOf(list: BenchList, shape: object) {
  const get = getPathOf(shape);
  return get ? { method: 'GET' as const, url: get } : { method: 'POST' as const, url: list.url, payload: shape };
}

const page = { pageIndex: 1, pageSize: 25 };

/** Family and place names of the clients' fill, and the trades their names carry. */
const WORDS = `
  okafor nakamura delacroix haverford brennan castellano whitfield oyelaran lindqvist
  moreau petrakis sandoval abernathy kowalczyk ferreira takahashi mcallister bergstrom
  okonkwo valentin rasmussen achebe duchamp fitzgerald gallagher hoffmann ivanova jablonski
  kristiansen lachance montgomery novak oduya pemberton quintero rosenthal szabo thibodeaux
  umberto vasquez wolcott xiong yamamoto zielinski ashworth blackwood carrington davenport
  ellsworth fairbanks greenleaf hollister ingram jeffries kingsley lockhart merriweather
  northcott oakley prescott radcliffe sterling thornbury underhill vanderbilt winslow
  yardley zimmerman harbor summit granite pinecrest bluewater crescent atlas redwood
  meridian keystone lakeshore ironwood silverline copperfield northstar riverbend stonegate
  clearwater highland evergreen brookside maplewood cedarview fairview oakridge willowbrook
`
  .trim()
  .split(/\s+/);
const TRADES = `
  Logistics Freight Hotels Interiors Supply Holdings Transport Warehousing Construction
  Furniture Hospitality Properties Design Group Partners Services Trucking Moving
  Installations Contracting Resorts Outfitters Millwork Fixtures
`
  .trim()
  .split(/\s+/);

/**
 * The lists at scale. Every later module's largest table joins here (PO items, receiving-alert
 * items, inventory items, ...) with its fill and the request shapes its screen sends.
 */
export const benchLists: Record<string, BenchList> = {
  users: {
    table: 'users',
    url: '/api/user/search',
    async fill(db, from, upTo) {
      // 200 companies, so the company filter and sort meet a realistic spread.
      await db.execute(sql`
        insert into clients (name, type_id)
        select 'Company ' || lpad(g::text, 3, '0'), 1 from generate_series(1, 200 - (select count(*) from clients where name like 'Company %')) g`);
      await db.execute(sql`
        insert into users (first_name, last_name, email, user_name, password_hash, client_id, user_type_id, status, is_admin, title, modified_at)
        select (array['Ann','Bob','Cara','Dev','Eli','Fay','Gus','Hana','Ivan','Jo'])[1 + g % 10] || g % 1000,
               'Last' || (g::bigint * 7919 % 99991),
               'u' || g || '@example.com', 'user' || g, 'x',
               (select min(id) from clients) + g % 200, 1 + g % 5, g % 10 <> 0, g % 500 = 0,
               (array['Coordinator','Manager','Driver','Clerk'])[1 + g % 4],
               timestamptz '2026-01-01' + (g % 100000) * interval '5 minutes'
        from generate_series(${from}::int, ${upTo}::int) g`);
    },
    shapes: {
      'first page, default sort': page,
      'first page by last name desc': { ...page, sortColumn: 'lastName', reverse: true },
      'first page by e-mail': { ...page, sortColumn: 'email' },
      'first page by modified desc': { ...page, sortColumn: 'modifiedAt', reverse: true },
      'first page by status': { ...page, sortColumn: 'status' },
      'first page by company': { ...page, sortColumn: 'companyName' },
      'page 20 by last name': { pageIndex: 20, pageSize: 25, sortColumn: 'lastName' },
      'contains: last name': { ...page, searchFields: { lastName: '4242' } },
      'contains: e-mail': { ...page, searchFields: { email: '77@exa' } },
      'contains: company': { ...page, searchFields: { companyName: 'company 04' } },
      'exact: status inactive': { ...page, searchFields: { status: 'false' } },
      'free-text term': { ...page, searchTerm: 'user12345' },
      // Its claims and projects read side by side after the user: three statements.
      'by id': { get: '/api/user/500000' },
    },
  },
  projects: {
    table: 'projects',
    url: '/api/project/search',
    async fill(db, from, upTo) {
      await db.execute(sql`
        insert into clients (name, type_id)
        select 'Site ' || lpad(g::text, 4, '0'), 3 from generate_series(1, 1000 - (select count(*) from clients where name like 'Site %')) g`);
      await db.execute(sql`
        insert into clients (name, type_id)
        select 'Customer ' || lpad(g::text, 3, '0'), 1 from generate_series(1, 300 - (select count(*) from clients where name like 'Customer %')) g`);
      await db.execute(sql`
        insert into projects (number, customer_id, job_site_id, status, modified_at)
        select 'JOB-' || lpad(g::text, 7, '0'),
               (select min(id) from clients where name like 'Customer %') + g % 300,
               (select min(id) from clients where name like 'Site %') + g % 1000,
               (enum_range(null::project_status))[1 + g % 5],
               timestamptz '2026-01-01' + (g % 100000) * interval '5 minutes'
        from generate_series(${from}::int, ${upTo}::int) g`);
    },
    shapes: {
      'first page, default sort': page,
      'first page by number desc': { ...page, sortColumn: 'number', reverse: true },
      'first page by status': { ...page, sortColumn: 'status' },
      'first page by modified desc': { ...page, sortColumn: 'modifiedAt', reverse: true },
      'first page by customer': { ...page, sortColumn: 'customerName' },
      'page 20 by number': { pageIndex: 20, pageSize: 25, sortColumn: 'number' },
      'contains: number': { ...page, searchFields: { number: '12345' } },
      'contains: customer': { ...page, searchFields: { customerName: 'customer 04' } },
      'exact: status': { ...page, searchFields: { status: 'Completed' } },
    },
  },
  clients: {
    table: 'clients',
    url: '/api/client/search',
    async fill(db, from, upTo) {
      // Names as an address book holds them: a family or place name, often a second one, a trade
      // and a legal form ("Okafor Pinecrest Logistics LLC"), 94 × 93 × 24 × 6 ways, nearly all
      // different, so a name word is in about 2% of the rows and a trade in 4%, not an eighth.
      await db.execute(sql`
        insert into clients (name, type_id, modified_at)
        select initcap(first) || case when g % 3 = 0 then '' else ' ' || initcap(second) end
                 || ' ' || trade || legal || case when g % 10 = 0 then ' #' || (g % 997) else '' end,
               (array[1, 1, 1, 2, 2, 3, 3, 4])[1 + g % 8],
               timestamptz '2026-01-01' + (g % 100000) * interval '5 minutes'
        from generate_series(${from}::int, ${upTo}::int) g,
        (select ${`{${WORDS.join(',')}}`}::text[] as words, ${`{${TRADES.join(',')}}`}::text[] as trades) v,
        lateral (select cardinality(v.words) as w, cardinality(v.trades) as t) c,
        lateral (select
          v.words[1 + g % c.w] as first,
          v.words[1 + (g / c.w) % (c.w - 1)] as second,
          v.trades[1 + (g / (c.w * (c.w - 1))) % c.t] as trade,
          (array['', ' Inc', ' LLC', ' Co', ' Ltd', ' Corp'])[1 + (g / (c.w * (c.w - 1) * c.t)) % 6] as legal
        ) n`);
      // Every client has one primary address; cities and states spread over the reference states.
      await db.execute(sql`
        insert into client_addresses (client_id, address1, city, state_id, postal_code, country_id, is_primary)
        select c.id, (100 + c.id % 900) || ' Commerce Street', 'City ' || (c.id::bigint * 7919 % 5000),
               (select min(id) from states) + c.id % 50, lpad((c.id % 99999)::text, 5, '0'), 1, true
        from clients c
        where c.id > coalesce((select max(client_id) from client_addresses), 0)`);
    },
    shapes: {
      'first page, default sort': page,
      'first page by name desc': { ...page, sortColumn: 'name', reverse: true },
      'first page by type': { ...page, sortColumn: 'typeName' },
      'first page by modified desc': { ...page, sortColumn: 'modifiedAt', reverse: true },
      'first page by city': { ...page, sortColumn: 'city' },
      'page 20 by name': { pageIndex: 20, pageSize: 25, sortColumn: 'name' },
      'tab: vendors by name': { ...page, searchFields: { typeId: 2 } },
      'contains: name, two words': { ...page, searchFields: { name: 'oyelaran pinecrest' } },
      'contains: name, with a trade': { ...page, searchFields: { name: 'brennan atlas logistics' } },
      'contains: name, a trade only': { ...page, searchFields: { name: 'millwork' } },
      'contains: name, no match': { ...page, searchFields: { name: 'granite logistics 4242' } },
      'contains: city': { ...page, searchFields: { city: 'city 4242' } },
      'free-text term': { ...page, searchTerm: 'sterling hotels' },
      // With its addresses and contacts.
      'by id': { get: '/api/client/500000' },
    },
  },
  poItems: {
    table: 'po_items',
    url: '/api/poItems/search',
    async fill(db, from, upTo) {
      // 20,000 POs over 200 projects; PO 1 (the first made) is a large order of 10,000 lines, the
      // others share the rest, so a PO's list is read from a table of a million lines.
      await db.execute(sql`
        insert into clients (name, type_id)
        select 'Vendor ' || lpad(g::text, 3, '0'), 2 from generate_series(1, 100 - (select count(*) from clients where name like 'Vendor %')) g`);
      await db.execute(sql`
        insert into projects (number, customer_id, job_site_id, status)
        select 'PO-BENCH-' || g, (select min(id) from clients where name like 'Vendor %'), (select min(id) from clients where name like 'Vendor %'), 'Active'
        from generate_series(1 + (select count(*) from projects where number like 'PO-BENCH-%'), 200) g`);
      await db.execute(sql`
        insert into purchase_orders (number, project_id, vendor_id, status)
        select 'BPO-' || lpad(g::text, 6, '0'),
               (select min(id) from projects where number like 'PO-BENCH-%') + g % 200,
               (select min(id) from clients where name like 'Vendor %') + g % 100, 'Ordered'
        from generate_series(1 + (select count(*) from purchase_orders where number like 'BPO-%'), 20000) g`);
      await db.execute(sql`
        insert into po_items (purchase_order_id, item_number, description, category_id, unit_of_measure, quantity, unit_cost, amount, weight, pieces, quantity_shipped)
        select case when g <= 10000 then (select min(id) from purchase_orders) else (select min(id) from purchase_orders) + 1 + g % 19999 end,
               'IT-' || lpad((g % 100000)::text, 5, '0'),
               (array['Guest chair','Nightstand','Floor lamp','Wall sconce','Headboard','Desk','Mirror','Drapery panel'])[1 + g % 8]
                 || ' ' || (array['walnut','oak','brass','linen','black','white'])[1 + g % 6] || ' ' || g,
               1 + g % 10, (array['Each','Box','Carton','Pallet'])[1 + g % 4],
               1 + g % 50, (g % 900) + 0.5, round((1 + g % 50) * ((g % 900) + 0.5), 2), g % 400, g % 20, least(g % 3, 1 + g % 50)
        from generate_series(${from}::int, ${upTo}::int) g`);
    },
    shapes: {
      'large PO, first page': { ...page, purchaseOrderId: 1 },
      'large PO, by description desc': { ...page, purchaseOrderId: 1, sortColumn: 'description', reverse: true },
      'large PO, by amount': { ...page, purchaseOrderId: 1, sortColumn: 'amount' },
      'large PO, page 20 by item #': { pageIndex: 20, pageSize: 25, purchaseOrderId: 1, sortColumn: 'itemNumber' },
      'large PO, contains: description': { ...page, purchaseOrderId: 1, searchFields: { description: 'lamp brass' } },
      'large PO, exact: category': { ...page, purchaseOrderId: 1, searchFields: { category: 'Lighting' } },
      'large PO, free-text term': { ...page, purchaseOrderId: 1, searchTerm: '4242' },
      'small PO, first page': { ...page, purchaseOrderId: 2 },
      'small PO, by amount desc': { ...page, purchaseOrderId: 2, sortColumn: 'amount', reverse: true },
      // The PO screen's heading: the PO, its 49 lines and their totals.
      'small PO, by id': { get: '/api/purchaseOrder/2' },
      // The large PO's heading and sums; its 10,000 lines, which the detail answered until 2026-11-25.
      'large PO, by id': { get: '/api/purchaseOrder/1' },
      'large PO, every item': { get: '/api/poItemsByPoId/1' },
    },
  },
  raItems: {
    table: 'receiving_alert_items',
    url: '/api/raItem/search',
    async fill(db, from, upTo) {
      // 20,000 alerts over 200 projects; alert 1 (the first made) expects 10,000 lines, the others
      // share the rest; two thirds of the lines are received, some damaged, short or over.
      await benchProjects(db, 'RA-BENCH-');
      await db.execute(sql`
        insert into receiving_alerts (number, project_id, status, expected_date)
        select 'BRA-' || lpad(g::text, 6, '0'), (select min(id) from projects where number like 'RA-BENCH-%') + g % 200,
               (array['Expected','Receiving','Received']::ra_status[])[1 + g % 3], date '2026-01-01' + (g % 300)::int
        from generate_series(1 + (select count(*)::int from receiving_alerts where number like 'BRA-%'), 20000) g`);
      await db.execute(sql`
        insert into receiving_alert_items (receiving_alert_id, item_number, description, unit_of_measure, quantity_expected,
                                           quantity_received, quantity_damaged, condition, location, weight, pieces)
        select case when g <= 10000 then (select min(id) from receiving_alerts) else (select min(id) from receiving_alerts) + 1 + g % 19999 end,
               'IT-' || lpad((g % 100000)::text, 5, '0'),
               (array['Guest chair','Nightstand','Floor lamp','Wall sconce','Headboard','Desk','Mirror','Drapery panel'])[1 + g % 8]
                 || ' ' || (array['walnut','oak','brass','linen','black','white'])[1 + g % 6] || ' ' || g,
               (array['Each','Box','Carton','Pallet'])[1 + g % 4], 1 + g % 50,
               case when g % 3 = 0 then null else 1 + g % 50 - (g % 7 = 0)::int end,
               case when g % 3 = 0 then null when g % 11 = 0 and g % 7 <> 0 then 1 else 0 end,
               case when g % 3 = 0 then null when g % 11 = 0 and g % 7 <> 0 then 'Damaged' when g % 7 = 0 then 'Short' else 'Good' end,
               (array['Dock A','Aisle 1','Aisle 2','Aisle 3','Cage'])[1 + g % 5], g % 400, g % 20
        from generate_series(${from}::int, ${upTo}::int) g`);
    },
    shapes: {
      'large alert, first page': { ...page, receivingAlertId: 1 },
      'large alert, by description desc': { ...page, receivingAlertId: 1, sortColumn: 'description', reverse: true },
      'large alert, page 20 by item #': { pageIndex: 20, pageSize: 25, receivingAlertId: 1, sortColumn: 'itemNumber' },
      'large alert, exact: condition damaged': { ...page, receivingAlertId: 1, searchFields: { condition: 'Damaged' } },
      'large alert, contains: description': {
        ...page,
        receivingAlertId: 1,
        searchFields: { description: 'lamp brass' },
      },
      'large alert, free-text term': { ...page, receivingAlertId: 1, searchTerm: '4242' },
      // What the alert's summary lists: its damaged, short and over lines, the first 20.
      'large alert, exceptions': {
        pageIndex: 1,
        pageSize: 20,
        receivingAlertId: 1,
        searchFields: { exception: 'true' },
      },
      'small alert, first page': { ...page, receivingAlertId: 2 },
      // The alert screen's heading: the alert and its lines.
      'small alert, by id': { get: '/api/ra/2' },
      // The large alert's heading and sums; its lines, which the detail answered until 2026-11-25.
      'large alert, by id': { get: '/api/ra/1' },
      'large alert, every line': { get: '/api/raItem/getAllRAItem?receivingAlertId=1' },
    },
  },
  inventoryItems: {
    table: 'inventory_items',
    url: '/api/inventoryItems/searchPaged',
    async fill(db, from, upTo) {
      // 200 projects, each with its inventory; project 1's holds 10,000 items (two thirds of them in
      // 1,250 groups), the others share the rest; a tenth have no weight. Each item has three log rows
      // (received, weighed, grouped), so 1,000,000 items carry 3,000,000 log rows.
      await benchProjects(db, 'INV-BENCH-');
      await db.execute(sql`
        insert into inventories (project_id)
        select id from projects where number like 'INV-BENCH-%' on conflict do nothing`);
      await db.execute(sql`
        insert into inventory_groups (project_id, name)
        select (select min(id) from projects where number like 'INV-BENCH-%'), 'Group ' || g
        from generate_series(1 + (select count(*)::int from inventory_groups), 1250) g`);
      await db.execute(sql`
        insert into inventory_items (inventory_id, project_id, item_number, description, unit_of_measure, quantity_on_hand,
                                     weight, pieces, location, condition, received_date, group_id)
        select i.id, i.project_id, 'IT-' || lpad((g % 100000)::text, 5, '0'),
               (array['Guest chair','Nightstand','Floor lamp','Wall sconce','Headboard','Desk','Mirror','Drapery panel'])[1 + g % 8]
                 || ' ' || (array['walnut','oak','brass','linen','black','white'])[1 + g % 6] || ' ' || g,
               (array['Each','Box','Carton','Pallet'])[1 + g % 4], 1 + g % 50,
               case when g % 10 = 0 then 0 else 1 + g % 400 end, g % 20,
               (array['A','B','C','D'])[1 + g % 4] || '-' || lpad((g % 40)::text, 2, '0') || '-' || (1 + g % 5),
               case when g % 13 = 0 then 'Damaged' else 'Good' end, date '2026-01-01' + (g % 300)::int,
               case when g > 10000 or g % 3 = 0 then null else (select min(id) from inventory_groups) + (g - 1) / 8 end
        from generate_series(${from}::int, ${upTo}::int) g
        join inventories i on i.project_id = (select min(id) from projects where number like 'INV-BENCH-%')
          + case when g <= 10000 then 0 else 1 + g % 199 end`);
      await db.execute(sql`
        insert into item_logs (inventory_item_id, at, user_name, action, reference, quantity_before, quantity_after, changes)
        select it.id, timestamptz '2026-01-01' + (it.id % 300) * interval '1 day' + k * interval '1 hour', 'bench',
               (array['received','weighed','grouped'])[k], case when k = 1 then 'BRA-' || it.id else '' end,
               case when k = 1 then 0 else it.quantity_on_hand end, it.quantity_on_hand, '[]'::jsonb
        from inventory_items it cross join generate_series(1, 3) k
        where it.id between ${from}::int and ${upTo}::int`);
      // The large inventory's items also moved seven times each through March 2026: its 10,000
      // items carry 100,000 log rows, what a month of its on-hand history reads.
      await db.execute(sql`
        insert into item_logs (inventory_item_id, at, user_name, action, quantity_before, quantity_after, changes)
        select it.id, timestamptz '2026-03-01' + ((it.id * 7 + k) % 31) * interval '1 day', 'bench', 'moved',
               it.quantity_on_hand, it.quantity_on_hand, '[]'::jsonb
        from inventory_items it cross join generate_series(1, 7) k
        where it.id between ${from}::int and least(${upTo}::int, 10000)
          and it.project_id = (select min(id) from projects where number like 'INV-BENCH-%')`);
    },
    shapes: {
      'large inventory, first page': { ...page, projectId: 1 },
      'large inventory, by description desc': { ...page, projectId: 1, sortColumn: 'description', reverse: true },
      'large inventory, page 20 by item #': { pageIndex: 20, pageSize: 25, projectId: 1, sortColumn: 'itemNumber' },
      'large inventory, without weight': { ...page, projectId: 1, searchFields: { withoutWeight: 'true' } },
      'large inventory, one group': { ...page, projectId: 1, searchFields: { groupId: 1 } },
      'large inventory, contains: description': {
        ...page,
        projectId: 1,
        searchFields: { description: 'lamp brass' },
      },
      'large inventory, free-text term': { ...page, projectId: 1, searchTerm: '4242' },
      'small inventory, first page': { ...page, projectId: 2 },
      // The inventory screen's heading and totals, and an item's log.
      'large inventory, by id': { get: '/api/inventory/1' },
      'an item, its log': { get: '/api/inventoryItems/getItemLogs?ItemDetailMasterId=5000' },
      'inventory list, first page': { get: '/api/inventory/paged?pageIndex=1&pageSize=25' },
      // What storage is billed from: a month of the large inventory's on-hand history (100,000 log rows).
      'large inventory, on hand over a month': { get: '/api/inventory/1/onHand?from=2026-03-01&to=2026-03-31' },
    },
  },
  ...billingLists,
};
