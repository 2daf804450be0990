import {
  type ReportExportBody,
  type ReportKey,
  type ReportResult,
  type ReportRunBody,
  type ReportSchedule,
  type ReportScheduleBody,
  type ReportView,
  type ReportViewBody,
  reportEndpoints,
} from '@freightdesk/contracts';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { download } from '../../api/client';
import { type Entity, endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
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

/*
 * Saved views and scheduled mailings are the user's own, and no audited record: no Entity names
 * them (api/hooks.ts), so nothing else refreshes them. Their reads say they read nothing, and each
 * write here refreshes the queries of its endpoint by key.
 */

const viewsKey = (report: ReportKey) => endpointKey(reportEndpoints.views, { query: { report } });
const schedulesKey = endpointKey(reportEndpoints.schedules, {});

function useRefresh() {
  const queryClient = useQueryClient();
  return (key: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey: key, exact: true });
}

/** The user's saved views of a report, by name. */
export const useReportViews = (report: ReportKey) =>
  useEndpointQuery(reportEndpoints.views, { query: { report } }, { reads: [] });

/** Saves the report's filters and order under a name; a view of the same name (any case) is replaced. */
export function useSaveView() {
  const refresh = useRefresh();
  return useEndpointMutation(reportEndpoints.saveView, {
    input: (body: ReportViewBody) => ({ body }),
    invalidates: [],
    onSuccess: (view) => refresh(viewsKey(view.report)),
  });
}

export function useRemoveView() {
  const refresh = useRefresh();
  return useEndpointMutation(reportEndpoints.removeView, {
    input: (view: ReportView) => ({ params: { id: view.id } }),
    invalidates: [],
    onSuccess: (_none, view) => refresh(viewsKey(view.report)),
  });
}

/** The user's mailings, the next due first; their recipients' names follow the users' records. */
export const useReportSchedules = () => useEndpointQuery(reportEndpoints.schedules, {}, { reads: ['user'] });

export function useScheduleReport() {
  const refresh = useRefresh();
  return useEndpointMutation(reportEndpoints.schedule, {
    input: (body: ReportScheduleBody) => ({ body }),
    invalidates: [],
    onSuccess: () => refresh(schedulesKey),
  });
}

/** Mails a schedule's report now: its last mailing (and what it left out) changes, its next run does not. */
export function useSendNow() {
  const refresh = useRefresh();
  return useEndpointMutation(reportEndpoints.sendNow, {
    input: (schedule: ReportSchedule) => ({ params: { id: schedule.id } }),
    invalidates: [],
    onSuccess: () => refresh(schedulesKey),
  });
}

export function useStopSchedule() {
  const refresh = useRefresh();
  return useEndpointMutation(reportEndpoints.removeSchedule, {
    input: (schedule: ReportSchedule) => ({ params: { id: schedule.id } }),
    invalidates: [],
    onSuccess: () => refresh(schedulesKey),
  });
}
