import {
  allows,
  CLIENT_USER_TYPE_ID,
  type ReportExportBody,
  type ReportKey,
  type ReportResult,
  type ReportRunBody,
  type ReportSpec,
  reportCatalogue,
  reportExportBody,
  reportKeys,
  reportRunBody,
} from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { businessDateOf } from '../../platform/businessDate';
import { badRequest, forbidden } from '../../platform/errors';
import { exportFile, type FileReply } from '../../platform/export/exportFile';
import { pdfDate } from '../../platform/pdf/pdf';
import {
  type ReportOrder,
  type ReportSource,
  type ResolvedFilters,
  reportExportColumns,
  reportQuery,
  totalsRow,
} from '../../platform/report/reportQuery';
import { scopeOf } from '../../platform/scope';
import { dockToStockRows } from './report.dock.read';
import { clientActivityRows, warehouseKpiRows } from './report.kpis.read';
import {
  invoiceRegisterRows,
  receivablesAgingRows,
  revenueByClientRows,
  storageBilledRows,
  unbilledWorkRows,
  vendorBillAgingRows,
} from './report.money.read';
import { PDF_ROW_LIMIT, reportPdf } from './report.pdf';
import { openPurchaseOrderRows, shipmentsInTransitRows } from './report.purchasing.read';
import { inventoryOnHandRows, receivingLogRows, stockAgingRows, warehouseActivityRows } from './report.warehouse.read';

/** Each report of the catalogue and the SQL of its rows. */
const sources: Record<ReportKey, ReportSource> = {
  inventoryOnHand: inventoryOnHandRows,
  stockAging: stockAgingRows,
  receivingLog: receivingLogRows,
  dockToStock: dockToStockRows,
  warehouseActivity: warehouseActivityRows,
  warehouseKpis: warehouseKpiRows,
  clientActivity: clientActivityRows,
  openPurchaseOrders: openPurchaseOrderRows,
  shipmentsInTransit: shipmentsInTransitRows,
  unbilledWork: unbilledWorkRows,
  storageBilled: storageBilledRows,
  invoiceRegister: invoiceRegisterRows,
  receivablesAging: receivablesAgingRows,
  revenueByClient: revenueByClientRows,
  vendorBillAging: vendorBillAgingRows,
};
const queries = Object.fromEntries(
  reportKeys.map((key) => [key, reportQuery(reportCatalogue[key], sources[key])]),
) as Record<ReportKey, ReturnType<typeof reportQuery>>;

/** Whether the caller may run a report: staff holding View of every module it reads. */
const mayRun = (actor: Actor, spec: ReportSpec) =>
  actor.userTypeId !== CLIENT_USER_TYPE_ID && spec.needs.every((p) => allows(actor.scope, p));

type Request = { report: ReportKey; filters: ResolvedFilters; order: ReportOrder };

/**
 * The filters a report takes, with its dates set (as of today; a period from the first of this
 * month to today, at the warehouse), its order checked against its columns. A client user is
 * refused whatever they hold (they hold no Reports claims), and so is a user lacking View of a
 * module the report reads.
 */
function requestOf(
  actor: Actor,
  body: { report: ReportKey; filters: ResolvedFilters | object; sortColumn?: string; reverse: boolean },
): Request {
  const spec: ReportSpec = reportCatalogue[body.report];
  if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Reports are for the warehouse’s staff.');
  if (!mayRun(actor, spec)) {
    throw forbidden(`${spec.title} needs ${spec.needs.join(' and ')} besides Reports:View.`);
  }
  const today = businessDateOf(new Date());
  const given = body.filters as Partial<ResolvedFilters>;
  const filters: ResolvedFilters = { asOf: today, from: `${today.slice(0, 8)}01`, to: today };
  for (const key of spec.filters) if (given[key] !== undefined) Object.assign(filters, { [key]: given[key] });
  if (spec.filters.includes('from') && filters.from > filters.to) {
    throw badRequest('The period ends before it starts.', { 'filters.to': 'Enter a date on or after the start.' });
  }
  const sortColumn = body.sortColumn ?? spec.defaultSort.column;
  if (!(sortColumn in spec.columns)) {
    throw badRequest(`The report has no column ${sortColumn}.`, { sortColumn: 'Choose one of the report’s columns.' });
  }
  const reverse = body.sortColumn === undefined ? Boolean(spec.defaultSort.reverse) !== body.reverse : body.reverse;
  return { report: body.report, filters, order: { sortColumn, reverse } };
}

/** The filters as the answer and the file show them: only those the report takes. */
function shownFilters(spec: ReportSpec, f: ResolvedFilters): ResolvedFilters {
  const shown = {} as ResolvedFilters;
  for (const key of spec.filters) if (f[key] !== undefined) Object.assign(shown, { [key]: f[key] });
  return shown;
}

/** What a printed report says it is of: its dates, and the project or client it was narrowed to. */
function factsOf(spec: ReportSpec, f: ResolvedFilters): string {
  const parts: string[] = [];
  if (spec.filters.includes('asOf')) parts.push(`As of ${pdfDate(f.asOf)}`);
  if (spec.filters.includes('from')) parts.push(`${pdfDate(f.from)} to ${pdfDate(f.to)}`);
  if (f.projectId !== undefined && spec.filters.includes('projectId')) parts.push(`project #${f.projectId}`);
  if (f.clientId !== undefined && spec.filters.includes('clientId')) parts.push(`client #${f.clientId}`);
  parts.push(`made ${pdfDate(businessDateOf(new Date()))}`);
  return parts.join(' · ');
}

export function createReportService({ db }: { db: Executor }) {
  return {
    /** The reports the caller may run, in the catalogue's order. */
    /** Checks a request as a run would (the report allowed, its filters and order valid), reading nothing. */
    check: (actor: Actor, body: Parameters<typeof requestOf>[1]) => void requestOf(actor, body),

    /** Whether a user may run a report now (a scheduled mailing asks for each recipient). */
    mayRun: (actor: Actor, report: ReportKey) => mayRun(actor, reportCatalogue[report]),

    catalogue(actor: Actor) {
      if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Reports are for the warehouse’s staff.');
      return { reports: reportKeys.filter((key) => mayRun(actor, reportCatalogue[key])) };
    },

    async run(actor: Actor, input: ReportRunBody): Promise<ReportResult> {
      const body = reportRunBody.parse(input);
      const { report, filters, order } = requestOf(actor, body);
      const query = queries[report];
      const scope = scopeOf(actor);
      const { rows, total, totals } = await query.pageAndTotals(
        db,
        scope,
        filters,
        order,
        body.pageSize,
        body.pageIndex * body.pageSize,
      );
      return { report, filters: shownFilters(reportCatalogue[report], filters), rows, total, totals };
    },

    /**
     * Every row with the totals line: CSV and Excel stream in batches; a PDF prints the first
     * PDF_ROW_LIMIT. In the caller's transaction when given one (a scheduled mailing's).
     */
    async export(actor: Actor, input: ReportExportBody, ex: Executor = db): Promise<FileReply> {
      const body = reportExportBody.parse(input);
      const { report, filters, order } = requestOf(actor, body);
      const spec = reportCatalogue[report];
      const query = queries[report];
      const scope = scopeOf(actor);
      const { total, totals } = await query.countAndTotals(ex, scope, filters);
      if (body.format === 'pdf') {
        const rows = await query.page(ex, scope, filters, order, PDF_ROW_LIMIT, 0);
        return reportPdf(report, spec, factsOf(spec, filters), rows, total, totals);
      }
      async function* withTotals() {
        yield* query.batches(ex, scope, filters, order);
        if (Object.keys(totals).length) yield [totalsRow(spec, totals)];
      }
      return exportFile({
        name: report,
        format: body.format,
        columns: reportExportColumns(spec),
        batches: withTotals(),
      });
    },
  };
}

export type ReportService = ReturnType<typeof createReportService>;
