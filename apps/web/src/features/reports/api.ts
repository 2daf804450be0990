import { type ReportExportBody, type ReportResult, type ReportRunBody, reportEndpoints } from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { download } from '../../api/client';
import { type Entity, useEndpointQuery } from '../../api/hooks';
import { reportPageOf } from './reportGrid';

/** What the reports add up: a write to any of these records shows in a report on screen at once. */
const reads: readonly Entity[] = [
  'inventory',
  'receivingAlert',
  'pickTicket',
  'cycleCount',
  'purchaseOrder',
  'shipment',
  'charge',
  'invoice',
  'vendorBill',
  'project',
  'client',
];

/** The reports the user may run: it follows their permissions, not records, so no write refreshes it. */
export const useReportCatalogue = () =>
  useEndpointQuery(reportEndpoints.catalogue, {}, { reads: [], staleTime: 60_000 });

/** What a report is asked for, its paging aside: the same for a page and for an export. */
export type ReportRequest = Omit<ReportRunBody, 'pageIndex' | 'pageSize'>;

/**
 * One page of a report as the grid reads it (its page `pageIndex` counted from 1, as the grid and
 * the address count; the report's body counts from 0). The page shown stays while the next loads.
 */
export function useReportRun(request: ReportRequest, pageIndex: number, pageSize: number) {
  // Stable while the page is, so the grid is handed the same page until a new answer arrives.
  const select = useCallback((r: ReportResult) => reportPageOf(r, pageIndex, pageSize), [pageIndex, pageSize]);
  return useEndpointQuery(
    reportEndpoints.run,
    { body: { ...request, pageIndex: pageIndex - 1, pageSize } },
    { reads, placeholderData: keepPreviousData, select },
  );
}

/** Every row of the report, with its totals, as the server writes a CSV, Excel or PDF file. */
export const exportReport = (request: ReportRequest, format: ReportExportBody['format']) =>
  download(reportEndpoints.export, { body: { ...request, format } });
