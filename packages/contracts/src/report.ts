import { z } from 'zod';
import { isoDate } from './common/dates';
import { idSchema } from './common/paging';
import type { Permission } from './common/permissions';

/**
 * Reports (/reports, Reports:View): what a report's declaration is (its filters, columns, totals,
 * the picture it draws and the module permissions it reads), what a run, an export, a saved view
 * and a scheduled mailing send and answer. The declarations themselves are report.catalogue.ts.
 */

export const reportKeys = [
  'inventoryOnHand',
  'stockAging',
  'receivingLog',
  'dockToStock',
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
