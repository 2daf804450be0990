import { z } from 'zod';
import { isoDate } from './common/dates';
import { idSchema } from './common/paging';
import type { Permission } from './common/permissions';

/**
 * Reports (/reports, Reports:View): a catalogue of reports, each declared once here like a list
 * (its filters, columns, totals, the picture it draws and the module permissions it reads), so the
 * server answers and exports it and the web draws it from the same declaration.
 */

export const reportKeys = [
  'inventoryOnHand',
  'stockAging',
  'receivingLog',
  'warehouseActivity',
  'warehouseKpis',
  'clientActivity',
  'openPurchaseOrders',
  'shipmentsInTransit',
  'unbilledWork',
  'storageBilled',
  'invoiceRegister',
  'receivablesAging',
  'revenueByClient',
  'vendorBillAging',
] as const;
export const reportKey = z.enum(reportKeys);
export type ReportKey = z.infer<typeof reportKey>;

/** How a report's cell reads: text, a count, a quantity (three decimals at most), money, a date. */
export type ReportColumnType = 'text' | 'count' | 'quantity' | 'money' | 'date';

/** The records a report's cell may open, and the field of the row that holds each one's id. */
export const reportLinks = {
  project: 'projectId',
  purchaseOrder: 'purchaseOrderId',
  shipment: 'shipmentId',
  receivingAlert: 'receivingAlertId',
  invoice: 'invoiceId',
  vendorBill: 'vendorBillId',
} as const;
export type ReportLink = keyof typeof reportLinks;

export interface ReportColumn {
  label: string;
  type: ReportColumnType;
  /** Summed over every row of the report (not only the page) into its totals line. */
  total?: boolean;
  /** The cell opens a record: the row's `projectId`, `purchaseOrderId`, `shipmentId`, `receivingAlertId`, `invoiceId` or `vendorBillId`. */
  link?: ReportLink;
}

/** The filters a report takes; each is optional unless the report says otherwise. */
export type ReportFilterKey = 'projectId' | 'clientId' | 'asOf' | 'from' | 'to';

/**
 * A picture of the report: bars of its totals (an aging's buckets), or of one column over the
 * rows of the page shown (each project's quantity on hand).
 */
export type ReportChart =
  | { kind: 'totals'; title: string; columns: readonly string[] }
  | { kind: 'rows'; title: string; label: string; value: string };

export interface ReportSpec {
  title: string;
  group: 'Warehouse' | 'Purchasing' | 'Money';
  description: string;
  /** Besides Reports:View, what the caller must hold to run it (View of each module it reads). */
  needs: readonly Permission[];
  filters: readonly ReportFilterKey[];
  columns: Readonly<Record<string, ReportColumn>>;
  defaultSort: { column: string; reverse?: boolean };
  chart?: ReportChart;
  /** A formula or a rule the reader needs to trust the figures, shown under the title. */
  note?: string;
}

const projectColumns = {
  projectNumber: { label: 'Project', type: 'text', link: 'project' },
  projectName: { label: 'Project name', type: 'text' },
  clientName: { label: 'Client', type: 'text' },
} as const satisfies Record<string, ReportColumn>;

export const reportCatalogue = {
  inventoryOnHand: {
    title: 'Inventory on hand',
    group: 'Warehouse',
    description: 'What each project holds in the warehouse now: items, quantity, pieces, weight and cube.',
    needs: ['Inventory:View'],
    filters: ['projectId', 'clientId'],
    columns: {
      ...projectColumns,
      items: { label: 'Items', type: 'count', total: true },
      quantityOnHand: { label: 'Quantity on hand', type: 'quantity', total: true },
      quantityHeld: { label: 'Held for picks', type: 'quantity', total: true },
      pieces: { label: 'Pieces', type: 'count', total: true },
      weight: { label: 'Weight (lb)', type: 'quantity', total: true },
      cubicFeet: { label: 'Cube (cu ft)', type: 'quantity', total: true },
      itemsWithoutWeight: { label: 'Items without weight', type: 'count', total: true },
    },
    defaultSort: { column: 'projectNumber' },
    chart: { kind: 'rows', title: 'Quantity on hand by project', label: 'projectNumber', value: 'quantityOnHand' },
    note: 'Items with a quantity on hand, their weight and pieces as recorded on each item. Cube is quantity × length × width × height in inches ÷ 1,728, for items whose dimensions are recorded.',
  },
  stockAging: {
    title: 'Stock aging',
    group: 'Warehouse',
    description: 'How long what is on hand has been in the warehouse, by the date it was received.',
    needs: ['Inventory:View'],
    filters: ['projectId', 'clientId'],
    columns: {
      ...projectColumns,
      days0to30: { label: '0–30 days', type: 'quantity', total: true },
      days31to60: { label: '31–60 days', type: 'quantity', total: true },
      days61to90: { label: '61–90 days', type: 'quantity', total: true },
      days91to180: { label: '91–180 days', type: 'quantity', total: true },
      over180: { label: 'Over 180 days', type: 'quantity', total: true },
      quantityOnHand: { label: 'Quantity on hand', type: 'quantity', total: true },
    },
    defaultSort: { column: 'projectNumber' },
    chart: {
      kind: 'totals',
      title: 'Quantity on hand by age',
      columns: ['days0to30', 'days31to60', 'days61to90', 'days91to180', 'over180'],
    },
    note: 'What is on hand today, by the days since each item’s receipt date (an item without one counts from the day it was entered).',
  },
  receivingLog: {
    title: 'Receiving log',
    group: 'Warehouse',
    description: 'Every receiving alert received in a period: what was expected, received, over, short and damaged.',
    needs: ['RA:View'],
    filters: ['from', 'to', 'projectId', 'clientId'],
    columns: {
      alertNumber: { label: 'Alert', type: 'text', link: 'receivingAlert' },
      receivedDate: { label: 'Received', type: 'date' },
      projectNumber: { label: 'Project', type: 'text', link: 'project' },
      clientName: { label: 'Client', type: 'text' },
      carrierName: { label: 'Carrier', type: 'text' },
      lines: { label: 'Lines', type: 'count', total: true },
      expected: { label: 'Expected', type: 'quantity', total: true },
      received: { label: 'Received qty', type: 'quantity', total: true },
      over: { label: 'Over', type: 'quantity', total: true },
      short: { label: 'Short', type: 'quantity', total: true },
      damaged: { label: 'Damaged', type: 'quantity', total: true },
    },
    defaultSort: { column: 'receivedDate', reverse: true },
    chart: { kind: 'totals', title: 'Exceptions received', columns: ['over', 'short', 'damaged'] },
    note: 'Over and short are counted line by line (received less expected, and expected less received), so one line over does not hide another short.',
  },
  warehouseActivity: {
    title: 'Warehouse activity',
    group: 'Warehouse',
    description:
      'What the floor did each day of a period: receipts, moves, picks, deliveries, counts and items added by hand.',
    needs: ['Inventory:View'],
    filters: ['from', 'to', 'projectId', 'clientId'],
    columns: {
      day: { label: 'Day', type: 'date' },
      receipts: { label: 'Receipts', type: 'count', total: true },
      moves: { label: 'Moves', type: 'count', total: true },
      picks: { label: 'Picks', type: 'count', total: true },
      deliveries: { label: 'Deliveries', type: 'count', total: true },
      counts: { label: 'Counts', type: 'count', total: true },
      added: { label: 'Added by hand', type: 'count', total: true },
    },
    defaultSort: { column: 'day' },
    chart: {
      kind: 'totals',
      title: 'Work in the period',
      columns: ['receipts', 'moves', 'picks', 'deliveries', 'counts', 'added'],
    },
    note: 'Each item received, moved, picked, counted or added is one entry of its log, on the warehouse’s business day; a delivery is one pick ticket delivered.',
  },
  warehouseKpis: {
    title: 'Warehouse KPIs',
    group: 'Warehouse',
    description: 'On-time shipping, pick accuracy, inventory record accuracy and locations used, for a period.',
    needs: ['Inventory:View', 'PickTicket:View'],
    filters: ['from', 'to', 'projectId', 'clientId'],
    columns: {
      kpi: { label: 'Measure', type: 'text' },
      value: { label: 'Result (%)', type: 'quantity' },
      measured: { label: 'Counted in', type: 'count' },
      outOf: { label: 'Out of', type: 'count' },
      formula: { label: 'Formula', type: 'text' },
    },
    defaultSort: { column: 'kpi' },
    chart: { kind: 'rows', title: 'Result (%)', label: 'kpi', value: 'value' },
    note: 'Each result is the first count over the second, as a percentage to one decimal; the formula of each is on its row. Dock-to-stock time is not measured: receiving puts goods away as it receives them.',
  },
  clientActivity: {
    title: 'Client activity',
    group: 'Warehouse',
    description:
      'Each project’s month in the warehouse, as a 3PL reports it to its client: what came in, went out, and storage billed.',
    needs: ['Inventory:View', 'Invoice:View'],
    filters: ['from', 'to', 'projectId', 'clientId'],
    columns: {
      ...projectColumns,
      receipts: { label: 'Receipts', type: 'count', total: true },
      quantityIn: { label: 'Quantity in', type: 'quantity', total: true },
      picks: { label: 'Picks', type: 'count', total: true },
      quantityOut: { label: 'Quantity out', type: 'quantity', total: true },
      deliveries: { label: 'Deliveries', type: 'count', total: true },
      storageBilled: { label: 'Storage billed', type: 'money', total: true },
      onHand: { label: 'On hand now', type: 'quantity', total: true },
    },
    defaultSort: { column: 'projectNumber' },
    chart: { kind: 'rows', title: 'Quantity in by project', label: 'projectNumber', value: 'quantityIn' },
    note: 'In and out are the items’ receipts and picks on their business days in the period; storage billed is the confirmed warehouse charges dated in it. Projects with nothing in the period and nothing on hand are left out.',
  },
  openPurchaseOrders: {
    title: 'Open purchase orders',
    group: 'Purchasing',
    description: 'Purchase orders not yet fully received, follow-ups overdue first.',
    needs: ['PO:View'],
    filters: ['asOf', 'projectId', 'clientId'],
    columns: {
      poNumber: { label: 'PO', type: 'text', link: 'purchaseOrder' },
      status: { label: 'Status', type: 'text' },
      projectNumber: { label: 'Project', type: 'text', link: 'project' },
      clientName: { label: 'Client', type: 'text' },
      vendorName: { label: 'Vendor', type: 'text' },
      orderDate: { label: 'Ordered', type: 'date' },
      followUpDate: { label: 'Follow-up', type: 'date' },
      daysOverdue: { label: 'Days overdue', type: 'count' },
      quantityOpen: { label: 'Quantity to receive', type: 'quantity', total: true },
      amount: { label: 'Amount', type: 'money', total: true },
    },
    defaultSort: { column: 'daysOverdue', reverse: true },
    note: 'Open: open, ordered, shipped or partly received. Days overdue count from the follow-up date to the date of the report; a PO without a follow-up date shows none.',
  },
  shipmentsInTransit: {
    title: 'Shipments in transit',
    group: 'Purchasing',
    description: 'Shipments booked or on the road, the latest first, with their carrier and expected date.',
    needs: ['Shipment:View'],
    filters: ['asOf', 'projectId', 'clientId'],
    columns: {
      shipmentNumber: { label: 'Shipment', type: 'text', link: 'shipment' },
      status: { label: 'Status', type: 'text' },
      projectNumber: { label: 'Project', type: 'text', link: 'project' },
      clientName: { label: 'Client', type: 'text' },
      carrierName: { label: 'Carrier', type: 'text' },
      shipDate: { label: 'Shipped', type: 'date' },
      expectedDate: { label: 'Expected', type: 'date' },
      daysLate: { label: 'Days late', type: 'count' },
      weight: { label: 'Weight (lb)', type: 'quantity', total: true },
    },
    defaultSort: { column: 'daysLate', reverse: true },
    note: 'Booked, in transit or held by an exception. Days late count from the expected date to the date of the report; a shipment without one shows none.',
  },
  unbilledWork: {
    title: 'Unbilled work',
    group: 'Money',
    description: 'Confirmed charges no invoice has taken yet, by project and category.',
    needs: ['Invoice:View'],
    filters: ['projectId', 'clientId'],
    columns: {
      ...projectColumns,
      charges: { label: 'Charges', type: 'count', total: true },
      oldest: { label: 'Oldest', type: 'date' },
      freight: { label: 'Freight', type: 'money', total: true },
      services: { label: 'Services', type: 'money', total: true },
      warehouse: { label: 'Warehouse', type: 'money', total: true },
      other: { label: 'Other', type: 'money', total: true },
      total: { label: 'Unbilled', type: 'money', total: true },
    },
    defaultSort: { column: 'total', reverse: true },
    chart: { kind: 'totals', title: 'Unbilled by category', columns: ['freight', 'services', 'warehouse', 'other'] },
    note: 'Costs are not billed and drafts of a billing run are not yet confirmed: neither is counted.',
  },
  storageBilled: {
    title: 'Storage billed by period',
    group: 'Money',
    description:
      'Each project’s billing periods starting in a range: the warehouse charges confirmed for each, and how much of it is invoiced.',
    needs: ['Invoice:View'],
    filters: ['from', 'to', 'projectId', 'clientId'],
    columns: {
      projectNumber: { label: 'Project', type: 'text', link: 'project' },
      clientName: { label: 'Client', type: 'text' },
      periodStart: { label: 'Period from', type: 'date' },
      periodEnd: { label: 'to', type: 'date' },
      periodStatus: { label: 'Period', type: 'text' },
      charges: { label: 'Charges', type: 'count', total: true },
      billed: { label: 'Storage billed', type: 'money', total: true },
      invoiced: { label: 'Invoiced', type: 'money', total: true },
    },
    defaultSort: { column: 'periodStart', reverse: true },
    note: 'Warehouse charges confirmed for the period (drafts of a run are not yet billed); invoiced is the part an invoice has taken.',
  },
  invoiceRegister: {
    title: 'Invoice register',
    group: 'Money',
    description: 'Every invoice dated in a period: what it came to, what was credited and paid, what is owed.',
    needs: ['Invoice:View'],
    filters: ['from', 'to', 'projectId', 'clientId'],
    columns: {
      invoiceNumber: { label: 'Invoice', type: 'text', link: 'invoice' },
      invoiceDate: { label: 'Date', type: 'date' },
      dueDate: { label: 'Due', type: 'date' },
      status: { label: 'Status', type: 'text' },
      projectNumber: { label: 'Project', type: 'text', link: 'project' },
      billToName: { label: 'Bill to', type: 'text' },
      amount: { label: 'Amount', type: 'money', total: true },
      credited: { label: 'Credited', type: 'money', total: true },
      paid: { label: 'Paid', type: 'money', total: true },
      balance: { label: 'Balance', type: 'money', total: true },
    },
    defaultSort: { column: 'invoiceDate' },
    note: 'Approved, sent, partly paid and paid invoices: drafts are not yet invoices, and a void invoice is left out.',
  },
  receivablesAging: {
    title: 'Accounts receivable aging',
    group: 'Money',
    description: 'What each bill-to owes on billed invoices, by how far past due.',
    needs: ['Invoice:View'],
    filters: ['asOf'],
    columns: {
      billToName: { label: 'Bill to', type: 'text' },
      invoices: { label: 'Invoices', type: 'count', total: true },
      current: { label: 'Current', type: 'money', total: true },
      days1to30: { label: '1–30 days', type: 'money', total: true },
      days31to60: { label: '31–60 days', type: 'money', total: true },
      days61to90: { label: '61–90 days', type: 'money', total: true },
      over90: { label: 'Over 90 days', type: 'money', total: true },
      total: { label: 'Balance', type: 'money', total: true },
    },
    defaultSort: { column: 'billToName' },
    chart: {
      kind: 'totals',
      title: 'Balance by days past due',
      columns: ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'],
    },
    note: 'Days past due count from each invoice’s due date to the date of the report; the buckets add up to the balance.',
  },
  revenueByClient: {
    title: 'Revenue by client and month',
    group: 'Money',
    description: 'What was invoiced to each bill-to, month by month, less what was credited.',
    needs: ['Invoice:View'],
    filters: ['from', 'to', 'clientId'],
    columns: {
      month: { label: 'Month', type: 'text' },
      billToName: { label: 'Bill to', type: 'text' },
      invoices: { label: 'Invoices', type: 'count', total: true },
      amount: { label: 'Invoiced', type: 'money', total: true },
      credited: { label: 'Credited', type: 'money', total: true },
      revenue: { label: 'Revenue', type: 'money', total: true },
    },
    defaultSort: { column: 'month' },
    note: 'Billed invoices dated in the period, by the month of their date; revenue is invoiced less credited.',
  },
  vendorBillAging: {
    title: 'Vendor bills awaiting approval',
    group: 'Money',
    description: 'The vendor-bill queue by vendor: what waits for approval, by the age of each bill.',
    needs: ['Invoice:View'],
    filters: ['asOf', 'projectId'],
    columns: {
      vendorName: { label: 'Vendor', type: 'text' },
      bills: { label: 'Bills', type: 'count', total: true },
      days0to30: { label: '0–30 days', type: 'money', total: true },
      days31to60: { label: '31–60 days', type: 'money', total: true },
      days61to90: { label: '61–90 days', type: 'money', total: true },
      over90: { label: 'Over 90 days', type: 'money', total: true },
      total: { label: 'Awaiting', type: 'money', total: true },
    },
    defaultSort: { column: 'total', reverse: true },
    chart: {
      kind: 'totals',
      title: 'Awaiting approval by age',
      columns: ['days0to30', 'days31to60', 'days61to90', 'over90'],
    },
    note: 'Pending bills (new, or held as an exception); age counts from the bill’s date to the date of the report.',
  },
} as const satisfies Record<ReportKey, ReportSpec>;

export const reportFilters = z.object({
  projectId: idSchema.optional(),
  clientId: idSchema.optional(),
  asOf: isoDate.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ReportFilters = z.infer<typeof reportFilters>;

const reportRequest = {
  report: reportKey,
  filters: reportFilters.default({}),
  /** One of the report's columns; its default sort when left out. */
  sortColumn: z.string().max(60).optional(),
  reverse: z.boolean().default(false),
};

export const reportRunBody = z.object({
  ...reportRequest,
  pageIndex: z.number().int().min(0).max(100_000).default(0),
  pageSize: z.number().int().min(1).max(500).default(25),
});
export type ReportRunBody = z.input<typeof reportRunBody>;

export const reportFormats = ['csv', 'xlsx', 'pdf'] as const;
export const reportExportBody = z.object({ ...reportRequest, format: z.enum(reportFormats) });
export type ReportExportBody = z.input<typeof reportExportBody>;

/** A cell: text, a count, or exact decimal text (quantities and money); null when it has none. */
export const reportCell = z.union([z.string(), z.number(), z.null()]);
export const reportResult = z.object({
  report: reportKey,
  /** The filters as the report read them, with the dates it chose (asOf today, a period this month). */
  filters: reportFilters,
  rows: z.array(z.record(z.string(), reportCell)),
  total: z.number().int(),
  /** Each total column summed over every row of the report, as exact decimal text. */
  totals: z.record(z.string(), z.string()),
});
export type ReportResult = z.infer<typeof reportResult>;
export type ReportRow = ReportResult['rows'][number];

/** The reports a caller may run: their keys, in the catalogue's order. */
export const reportCatalogueAnswer = z.object({ reports: z.array(reportKey) });

/** The reports of the catalogue whose modules a scope may view (the server answers which exactly). */
export const reportSpecOf = (key: ReportKey): ReportSpec => reportCatalogue[key];

/** A report's filters and order saved by a user under a name, to open again in one click. */
const savedRequest = {
  report: reportKey,
  name: z.string().trim().min(1, 'Name the view.').max(80),
  filters: reportFilters.default({}),
  sortColumn: z.string().max(60).optional(),
  reverse: z.boolean().default(false),
};
export const reportViewBody = z.object(savedRequest);
export type ReportViewBody = z.input<typeof reportViewBody>;
export const reportView = z.object({
  id: z.number().int(),
  report: reportKey,
  name: z.string(),
  filters: reportFilters,
  sortColumn: z.string().nullable(),
  reverse: z.boolean(),
});
export type ReportView = z.infer<typeof reportView>;
export const reportViewsQuery = z.object({ report: reportKey });

/** How often a scheduled report is mailed: each Monday (last week), or each 1st (last month). */
export const reportCadences = ['weekly', 'monthly'] as const;
export const reportScheduleBody = z.object({
  ...savedRequest,
  format: z.enum(['pdf', 'xlsx'], { error: 'Pick PDF or Excel.' }),
  cadence: z.enum(reportCadences, { error: 'Pick weekly or monthly.' }),
  /** Who receives it: staff users, each sent the report as they may see it. */
  recipientIds: z.array(idSchema).min(1, 'Choose who receives it.').max(20, 'Choose at most 20 people.'),
});
export type ReportScheduleBody = z.input<typeof reportScheduleBody>;
export const reportSchedule = reportView.extend({
  format: z.enum(['pdf', 'xlsx']),
  cadence: z.enum(reportCadences),
  recipients: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** When it is next mailed (ISO), and when it last was. */
  nextRunAt: z.string(),
  lastSentAt: z.string().nullable(),
  /** Why the last mailing left someone out (no e-mail, or no longer allowed the report). */
  lastProblem: z.string(),
});
export type ReportSchedule = z.infer<typeof reportSchedule>;
