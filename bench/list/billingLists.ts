import { sql } from 'drizzle-orm';
import { benchProjects } from './benchProjects';
import type { BenchList } from './lists';

const page = { pageIndex: 1, pageSize: 25 };

/** The first billing project: a tenth of the rows are its own. */
const projectOf = (g: string) =>
  sql.raw(
    `(select min(id) from projects where number like 'BILL-BENCH-%') + case when ${g} % 10 = 0 then 0 else 1 + ${g} % 199 end`,
  );

/** The billing module's lists at scale: charges (the charges screen) and invoices (the invoice list and export queue). */
export const billingLists: Record<string, BenchList> = {
  charges: {
    table: 'charges',
    url: '/api/charges/Search',
    async fill(db, from, upTo) {
      await benchProjects(db, 'BILL-BENCH-');
      // Most on the project itself, the rest on its records; three in five taken by an invoice.
      await db.execute(sql`
        insert into charges (project_id, container_module, container_id, category, type_id, type, description,
                             charge_date, quantity, unit, rate, amount, invoice_id)
        select ${projectOf('g')},
               (array['Project','Project','PO','Shipment','RA','PickTicket']::charge_container[])[1 + g % 6],
               case when g % 6 < 2 then null else 1 + g % 5000 end,
               (array['Freight','Services','Warehouse','Other','Cost']::charge_category[])[1 + g % 5],
               1 + g % 12,
               (array['Line haul','Liftgate','Fuel surcharge','Storage','Handling','Delivery'])[1 + g % 6],
               (array['Line haul','Liftgate at delivery','Fuel','Storage','Handling','White glove delivery'])[1 + g % 6]
                 || ' ' || (array['north','south','east','west','dock','yard'])[1 + g % 6] || ' ' || g,
               date '2026-01-01' + (g % 330)::int, 1 + g % 20, 'Each', 10 + g % 90, (1 + g % 20) * (10 + g % 90),
               case when g % 5 < 3 then 1 + g % 50000 else null end
        from generate_series(${from}::int, ${upTo}::int) g`);
    },
    shapes: {
      'first page, newest first': page,
      'one project, newest first': { ...page, projectId: 1 },
      'first page by amount desc': { ...page, sortColumn: 'amount', reverse: true },
      'first page by description': { ...page, sortColumn: 'description' },
      'page 20 by project': { pageIndex: 20, pageSize: 25, sortColumn: 'projectNumber' },
      'exact: status open': { ...page, searchFields: { status: 'Open' } },
      'exact: category': { ...page, searchFields: { category: 'Warehouse' } },
      'contains: description': { ...page, searchFields: { description: 'liftgate dock' } },
      'free-text term': { ...page, searchTerm: '424242' },
      'a PO, its charges': { ...page, containerModule: 'PO' },
    },
  },
  invoices: {
    table: 'invoices',
    url: '/api/invoices/searchInvoices',
    async fill(db, from, upTo) {
      await benchProjects(db, 'BILL-BENCH-');
      // Half of them exported; each takes one charge (its amount is their sum).
      await db.execute(sql`
        insert into invoices (number, project_id, bill_to_id, invoice_date, due_date, status, exported_at, exported_by)
        select 'INV-' || lpad(g::text, 7, '0'), ${projectOf('g')},
               (select min(id) from clients where name like 'Customer %') + g % 50,
               date '2026-01-01' + (g % 330)::int, date '2026-01-31' + (g % 330)::int,
               (array['Draft','Approved','Sent','Paid','Void']::invoice_status[])[1 + g % 5],
               case when g % 2 = 0 then timestamptz '2026-06-01' else null end,
               case when g % 2 = 0 then 'bench' else '' end
        from generate_series(${from}::int, ${upTo}::int) g`);
      await db.execute(sql`
        insert into charges (project_id, container_module, category, type_id, type, charge_date, quantity, rate, amount, invoice_id)
        select i.project_id, 'Project', 'Freight', 1, 'Line haul', i.invoice_date, 1, 100 + i.id % 900, 100 + i.id % 900, i.id
        from invoices i where i.id between ${from}::int and ${upTo}::int`);
    },
    shapes: {
      'first page, newest number first': page,
      'export queue, first page': { ...page, includeExported: false },
      'one project, first page': { ...page, searchFields: { projectId: 1 } },
      'first page by date desc': { ...page, sortColumn: 'invoiceDate', reverse: true },
      'page 20 by due date': { pageIndex: 20, pageSize: 25, sortColumn: 'dueDate' },
      'exact: status sent': { ...page, searchFields: { status: 'Sent' } },
      'contains: number': { ...page, searchFields: { number: '12345' } },
      'contains: bill to': { ...page, searchFields: { billToName: 'customer 04' } },
      'free-text term': { ...page, searchTerm: '424242' },
      'an invoice by id': { get: '/api/invoices/5000' },
    },
  },
};
