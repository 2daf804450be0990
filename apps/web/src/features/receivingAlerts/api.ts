import {
  type CreateRaBody,
  commonEndpoints,
  type ExportFormat,
  poItemEndpoints,
  poRaEndpoints,
  projectRaEndpoints,
  type RaDetails,
  raEndpoints,
  raItemEndpoints,
  type raItemSearchBody,
  type raSearchBody,
  type raSearchInBody,
  shipmentRaEndpoints,
  type UpdateRaBody,
  type UpdateRaItemBody,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
import { LOOKUP_STALE_MS } from '../lookups';

export type RaSearchBody = z.input<typeof raSearchBody>;
export type ProjectRaSearchBody = z.input<typeof raSearchInBody>;
export type RaItemSearchBody = z.input<typeof raItemSearchBody>;
type Unpaged<B> = Omit<B, 'paged' | 'pageIndex' | 'pageSize'>;

const detailKey = (id: number) => endpointKey(raEndpoints.byId, { params: { id } });

export const useRaSearch = (body: RaSearchBody) =>
  useEndpointQuery(raEndpoints.search, { body }, { placeholderData: keepPreviousData });

/** One project's alerts (the project hub's tab). */
export const useProjectRas = (body: ProjectRaSearchBody) =>
  useEndpointQuery(projectRaEndpoints.searchOfProject, { body }, { placeholderData: keepPreviousData });

/** The alerts that expect lines of one PO (the PO's tab). */
export const usePoRas = (purchaseOrderId: number, body: RaSearchBody, enabled = true) =>
  useEndpointQuery(
    poRaEndpoints.searchOfPo,
    { body: { ...body, purchaseOrderId } },
    { placeholderData: keepPreviousData, enabled },
  );

export const useRaColumns = () =>
  useEndpointQuery(raEndpoints.filteredColums, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** What the receiving screens pick from: conditions, reasons per condition, locations, units. */
export const useRaDetailsData = () =>
  useEndpointQuery(raEndpoints.detailsData, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

export function exportRas(search: Unpaged<RaSearchBody>, format: ExportFormat, onProgress: (bytes: number) => void) {
  return download(raEndpoints.export, { body: { ...search, format }, onProgress });
}

export const useRa = (id: number) => useEndpointQuery(raEndpoints.byId, { params: { id } });

/** A page of an alert's lines: the receiving screen's, searched and paged by the server. */
export const useRaLines = (id: number, body: Omit<RaItemSearchBody, 'receivingAlertId'>) =>
  useEndpointQuery(
    raItemEndpoints.search,
    { body: { ...body, receivingAlertId: id } },
    { placeholderData: keepPreviousData },
  );

export const useRaLineColumns = (id: number) =>
  useEndpointQuery(raItemEndpoints.filteredColums, { query: { ReceivingAlertId: id } }, { staleTime: 60_000 });

/** A page of an alert's lines, read once (Enter on a search opens the line it finds alone). */
export function fetchRaLines(id: number, body: Omit<RaItemSearchBody, 'receivingAlertId'>) {
  return call(raItemEndpoints.search, { body: { ...body, receivingAlertId: id } });
}

/** One line by its id (a scanned label names it), or not found. */
export function fetchRaLine(receivingAlertId: number, id: number) {
  return call(raItemEndpoints.getSingle, { query: { receivingAlertItemId: id, receivingAlertId } });
}

/*
 * An alert changed: its detail, its lines, every list of alerts (the PO's and the shipment's tabs
 * too), its history and the counts that count alerts read it again; when goods moved, the POs
 * too (their received quantities and statuses follow).
 */
export const useCreateRa = () =>
  useEndpointMutation(raEndpoints.create, {
    input: (body: CreateRaBody) => ({ body }),
    invalidates: ['receivingAlert'],
  });

export const useUpdateRa = () =>
  useEndpointMutation(raEndpoints.update, {
    input: (body: UpdateRaBody) => ({ body }),
    invalidates: ['receivingAlert'],
    sets: (saved) => detailKey(saved.id),
  });

export const useDeleteRa = () =>
  useEndpointMutation(raEndpoints.remove, {
    input: (deleted: RaDetails) => ({ params: { id: deleted.id } }),
    invalidates: ['receivingAlert'],
    forgets: (_data, deleted) => [detailKey(deleted.id)],
  });

/** Finishing puts the goods into inventory and moves the PO lines: all or nothing. */
export const useFinishRa = () =>
  useEndpointMutation(raEndpoints.finish, {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['receivingAlert', 'purchaseOrder'],
    sets: (finished) => detailKey(finished.id),
  });

/** The truck checked in: the alert is Receiving, and its dock-to-stock clock starts at the time given (now when left out). */
export const useArriveRa = () =>
  useEndpointMutation(raEndpoints.arrive, {
    input: (body: { id: number; arrivedAt?: string }) => ({ body }),
    invalidates: ['receivingAlert'],
    sets: (arrived) => detailKey(arrived.id),
  });

/** A new alert expecting a shipment's lines (or the lines added to the alert given): those picked, or every one. */
export const useRaFromShipment = () =>
  useEndpointMutation(raItemEndpoints.createFromShipment, {
    input: (body: {
      shipmentId: number;
      receivingAlertId?: number | null;
      items?: { shipmentItemId: number; quantity: string }[];
    }) => ({ body }),
    invalidates: ['receivingAlert'],
  });

/** A shipment's lines, each with the alert that expects it already (a line goes on one alert at a time). */
export const useShipmentLinesToExpect = (shipmentId: number, enabled: boolean) =>
  useEndpointQuery(
    shipmentRaEndpoints.linesOfShipment,
    { query: { shipmentId } },
    { reads: ['receivingAlert', 'shipment'], enabled },
  );

/** A project's alerts that still expect goods, which more lines may join. */
export const useOpenRasOfProject = (projectId: number, enabled: boolean) =>
  useEndpointQuery(projectRaEndpoints.openOfProject, { query: { ProjectId: projectId } }, { enabled });

/** A line saved as received so far; the alert becomes Receiving. */
export const useSaveRaLine = () =>
  useEndpointMutation(raItemEndpoints.update, {
    input: (body: UpdateRaItemBody) => ({ body }),
    invalidates: ['receivingAlert'],
  });

/** The receiving report, or the item labels (a Letter sheet or 4×6), as a PDF. */
export function downloadRaDocument(id: number, doc: 'report' | 'sheet' | '4x6') {
  return doc === 'report'
    ? download(raEndpoints.receivingReport, { params: { id } })
    : download(raEndpoints.labels, { params: { id }, query: { format: doc } });
}

/** A project's POs and shipments the user sees, for the alert's PO and shipment choices. */
export const useProjectRecords = (projectId: number | null) =>
  useEndpointQuery(
    commonEndpoints.getAllByProjectId,
    { query: { ProjectId: projectId ?? 0 } },
    { reads: ['purchaseOrder', 'shipment'], enabled: projectId !== null, staleTime: 30_000 },
  );

/** The open alerts of a PO's project: where its lines can be added (exRAList). */
export const useOpenRasOfPo = (purchaseOrderId: number, enabled: boolean) =>
  useEndpointQuery(poRaEndpoints.openOfPoProject, { query: { purchaseOrderId } }, { enabled });

/** What is left to expect of each line of a PO (ordered, less received, less open alerts). */
export const usePoLinesLeft = (purchaseOrderId: number, enabled: boolean) =>
  useEndpointQuery(
    poRaEndpoints.leftOfPo,
    { query: { purchaseOrderId } },
    { reads: ['receivingAlert', 'purchaseOrder'], enabled },
  );

/** Every line of a PO in entry order (the PO's items). */
export const usePoLines = (purchaseOrderId: number, enabled: boolean) =>
  useEndpointQuery(poItemEndpoints.byPo, { params: { id: purchaseOrderId } }, { enabled });

export interface PoLineQuantity {
  poItemId: number;
  quantity: string;
}

/** PO lines expected at the dock: on a new alert, or added to an open one. */
export function useExpectPoLines() {
  const toNew = useEndpointMutation(poRaEndpoints.createFromPo, { invalidates: ['receivingAlert'] });
  const toExisting = useEndpointMutation(poRaEndpoints.addToRa, { invalidates: ['receivingAlert'] });
  return {
    isPending: toNew.isPending || toExisting.isPending,
    mutateAsync: (
      body:
        | { to: 'new'; purchaseOrderId: number; expectedDate: string | null; items: PoLineQuantity[] }
        | { to: 'existing'; receivingAlertId: number; items: PoLineQuantity[] },
    ) =>
      body.to === 'new'
        ? toNew.mutateAsync({
            body: { purchaseOrderId: body.purchaseOrderId, expectedDate: body.expectedDate, items: body.items },
          })
        : toExisting.mutateAsync({ body: { receivingAlertId: body.receivingAlertId, items: body.items } }),
  };
}
