import {
  api,
  type CreateRaBody,
  type createRaItemBody,
  type ExportFormat,
  type RaDetails,
  type RaItem,
  type raItemSearchBody,
  type raSearchBody,
  type raSearchInBody,
  type UpdateRaBody,
  type UpdateRaItemBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { historyKeys } from '../../components/detail';
import { LOOKUP_STALE_MS } from '../lookups';
import { projectKeys } from '../projects/api';
import { poKeys } from '../purchaseOrders/api';

export type RaSearchBody = z.input<typeof raSearchBody>;
export type ProjectRaSearchBody = z.input<typeof raSearchInBody>;
export type RaItemSearchBody = z.input<typeof raItemSearchBody>;
type Unpaged<B> = Omit<B, 'paged' | 'pageIndex' | 'pageSize'>;

/** Every query key of the Receiving Alerts feature. */
export const raKeys = {
  all: ['receivingAlerts'] as const,
  /** Every list of alerts: the screen's, each project hub's, each PO's and shipment's. */
  searches: () => [...raKeys.all, 'search'] as const,
  search: (body: RaSearchBody) => [...raKeys.searches(), body] as const,
  projectSearch: (body: ProjectRaSearchBody) => [...raKeys.searches(), 'project', body] as const,
  poSearch: (purchaseOrderId: number, body: RaSearchBody) =>
    [...raKeys.searches(), 'po', purchaseOrderId, body] as const,
  columns: () => [...raKeys.all, 'columns'] as const,
  detail: (id: number) => [...raKeys.all, 'detail', id] as const,
  /** What belongs to one alert: its lines. */
  of: (id: number) => [...raKeys.all, 'of', id] as const,
  lines: (id: number, body: Omit<RaItemSearchBody, 'receivingAlertId'>) => [...raKeys.of(id), 'lines', body] as const,
  lineColumns: (id: number) => [...raKeys.of(id), 'lineColumns'] as const,
  detailsData: () => [...raKeys.all, 'detailsData'] as const,
};

export function useRaSearch(body: RaSearchBody) {
  return useQuery({
    queryKey: raKeys.search(body),
    queryFn: ({ signal }) => call(api.ra.search, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One project's alerts (the project hub's tab). */
export function useProjectRas(body: ProjectRaSearchBody) {
  return useQuery({
    queryKey: raKeys.projectSearch(body),
    queryFn: ({ signal }) => call(api.ra.searchOfProject, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The alerts that expect lines of one PO (the PO's tab). */
export function usePoRas(purchaseOrderId: number, body: RaSearchBody, enabled = true) {
  return useQuery({
    queryKey: raKeys.poSearch(purchaseOrderId, body),
    queryFn: ({ signal }) => call(api.ra.searchOfPo, { body: { ...body, purchaseOrderId }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useRaColumns() {
  return useQuery({
    queryKey: raKeys.columns(),
    queryFn: ({ signal }) => call(api.ra.filteredColums, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** What the receiving screens pick from: conditions, reasons per condition, locations, units. */
export function useRaDetailsData() {
  return useQuery({
    queryKey: raKeys.detailsData(),
    queryFn: ({ signal }) => call(api.ra.detailsData, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function exportRas(search: Unpaged<RaSearchBody>, format: ExportFormat, onProgress: (bytes: number) => void) {
  return download(api.ra.export, { body: { ...search, format }, onProgress });
}

export function useRa(id: number) {
  return useQuery({
    queryKey: raKeys.detail(id),
    queryFn: ({ signal }) => call(api.ra.byId, { params: { id }, signal }),
  });
}

/** A page of an alert's lines: the receiving screen's, searched and paged by the server. */
export function useRaLines(id: number, body: Omit<RaItemSearchBody, 'receivingAlertId'>) {
  return useQuery({
    queryKey: raKeys.lines(id, body),
    queryFn: ({ signal }) => call(api.raItem.search, { body: { ...body, receivingAlertId: id }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRaLineColumns(id: number) {
  return useQuery({
    queryKey: raKeys.lineColumns(id),
    queryFn: ({ signal }) => call(api.raItem.filteredColums, { query: { ReceivingAlertId: id }, signal }),
    staleTime: 60_000,
  });
}

/** One line by its id (a scanned label names it), or not found. */
export function fetchRaLine(receivingAlertId: number, id: number) {
  return call(api.raItem.getSingle, { query: { receivingAlertItemId: id, receivingAlertId } });
}

/**
 * An alert changed: its detail, its lines, every list of alerts, its history, and its project's
 * counts; when goods moved, the POs too (their received quantities and statuses follow).
 */
function useChanged() {
  const queryClient = useQueryClient();
  return (ra: Pick<RaDetails, 'id' | 'projectId'>, opts: { goodsMoved?: boolean } = {}) => {
    void queryClient.invalidateQueries({ queryKey: raKeys.detail(ra.id) });
    void queryClient.invalidateQueries({ queryKey: raKeys.of(ra.id) });
    void queryClient.invalidateQueries({ queryKey: raKeys.searches() });
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('receivingAlert', ra.id) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.counts(ra.projectId) });
    if (opts.goodsMoved) void queryClient.invalidateQueries({ queryKey: poKeys.all });
  };
}

export function useCreateRa() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: CreateRaBody) => call(api.ra.create, { body }),
    onSuccess: (ra) => changed(ra),
  });
}

export function useUpdateRa() {
  const changed = useChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateRaBody) => call(api.ra.update, { body }),
    onSuccess: (ra, body) => {
      queryClient.setQueryData(raKeys.detail(ra.id), ra);
      changed(ra);
      const before = queryClient.getQueryData<RaDetails>(raKeys.detail(body.id));
      if (before && before.projectId !== ra.projectId) changed({ id: ra.id, projectId: before.projectId });
    },
  });
}

export function useDeleteRa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ra: RaDetails) => call(api.ra.remove, { params: { id: ra.id } }),
    onSuccess: (_data, ra) => {
      queryClient.removeQueries({ queryKey: raKeys.detail(ra.id) });
      queryClient.removeQueries({ queryKey: raKeys.of(ra.id) });
      void queryClient.invalidateQueries({ queryKey: raKeys.searches() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.counts(ra.projectId) });
    },
  });
}

/** Finishing puts the goods into inventory and moves the PO lines: all or nothing. */
export function useFinishRa() {
  const changed = useChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.ra.finish, { params: { id } }),
    onSuccess: (ra) => {
      queryClient.setQueryData(raKeys.detail(ra.id), ra);
      changed(ra, { goodsMoved: true });
    },
  });
}

/** A new alert expecting a shipment's lines (or the lines added to the alert given). */
export function useRaFromShipment() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: { shipmentId: number; receivingAlertId?: number | null }) =>
      call(api.raItem.createFromShipment, { body }),
    onSuccess: (ra) => changed(ra),
  });
}

/** A line saved as received so far; the alert becomes Receiving. */
export function useSaveRaLine(ra: Pick<RaDetails, 'id' | 'projectId'>) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: UpdateRaItemBody) => call(api.raItem.update, { body }),
    onSuccess: () => changed(ra),
  });
}

export function useAddRaLine(ra: Pick<RaDetails, 'id' | 'projectId'>) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (body: z.input<typeof createRaItemBody>) => call(api.raItem.create, { body }),
    onSuccess: () => changed(ra),
  });
}

export function useRemoveRaLine(ra: Pick<RaDetails, 'id' | 'projectId'>) {
  const changed = useChanged();
  return useMutation({
    mutationFn: (line: RaItem) => call(api.raItem.remove, { params: { id: line.id } }),
    onSuccess: () => changed(ra),
  });
}

/** The receiving report, or the item labels (a Letter sheet or 4×6), as a PDF. */
export function downloadRaDocument(id: number, doc: 'report' | 'sheet' | '4x6') {
  return doc === 'report'
    ? download(api.ra.receivingReport, { params: { id } })
    : download(api.ra.labels, { params: { id }, query: { format: doc } });
}

/** A project's POs and shipments the user sees, for the alert's PO and shipment choices. */
export function useProjectRecords(projectId: number | null) {
  return useQuery({
    queryKey: [...raKeys.all, 'projectRecords', projectId] as const,
    queryFn: ({ signal }) => call(api.common.getAllByProjectId, { query: { ProjectId: projectId as number }, signal }),
    enabled: projectId !== null,
    staleTime: 30_000,
  });
}

/** The open alerts of a PO's project: where its lines can be added (exRAList). */
export function useOpenRasOfPo(purchaseOrderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...raKeys.searches(), 'openOfPo', purchaseOrderId] as const,
    queryFn: ({ signal }) => call(api.ra.openOfPoProject, { query: { purchaseOrderId }, signal }),
    enabled,
  });
}

/** What is left to expect of each line of a PO (ordered, less received, less open alerts). */
export function usePoLinesLeft(purchaseOrderId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...raKeys.searches(), 'leftOfPo', purchaseOrderId] as const,
    queryFn: ({ signal }) => call(api.ra.leftOfPo, { query: { purchaseOrderId }, signal }),
    enabled,
  });
}

/** PO lines expected at the dock: on a new alert, or added to an open one. */
export function useExpectPoLines() {
  const changed = useChanged();
  return useMutation({
    mutationFn: (
      body:
        | { to: 'new'; purchaseOrderId: number; expectedDate: string | null; items: PoLineQuantity[] }
        | { to: 'existing'; receivingAlertId: number; items: PoLineQuantity[] },
    ) =>
      body.to === 'new'
        ? call(api.ra.createFromPo, {
            body: { purchaseOrderId: body.purchaseOrderId, expectedDate: body.expectedDate, items: body.items },
          })
        : call(api.ra.addToRa, { body: { receivingAlertId: body.receivingAlertId, items: body.items } }),
    onSuccess: (ra) => changed(ra),
  });
}
export interface PoLineQuantity {
  poItemId: number;
  quantity: string;
}
