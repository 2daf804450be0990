import {
  api,
  type CreateShipmentBody,
  type createShipmentItemBody,
  type ExportFormat,
  type poItemsShipmentBody,
  type ShipmentDetails,
  type ShipmentItem,
  type shipmentItemSearchBody,
  type shipmentSearchBody,
  type shipmentSearchInBody,
  type UpdateShipmentBody,
  type updateShipmentItemBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { historyKeys } from '../../components/detail';
import { LOOKUP_STALE_MS } from '../lookups';
import { projectKeys } from '../projects/api';
import { poKeys } from '../purchaseOrders/api';
import { type RaSearchBody, raKeys } from '../receivingAlerts/api';

export type ShipmentSearchBody = z.input<typeof shipmentSearchBody>;
export type ProjectShipmentSearchBody = z.input<typeof shipmentSearchInBody>;
export type ShipmentItemSearchBody = z.input<typeof shipmentItemSearchBody>;
type Unpaged<B> = Omit<B, 'paged' | 'pageIndex' | 'pageSize'>;

/** Every query key of the Shipments feature. */
export const shipmentKeys = {
  all: ['shipments'] as const,
  /** Every list of shipments: the screen's, and each project hub's. */
  searches: () => [...shipmentKeys.all, 'search'] as const,
  search: (body: ShipmentSearchBody) => [...shipmentKeys.searches(), body] as const,
  projectSearch: (body: ProjectShipmentSearchBody) => [...shipmentKeys.searches(), 'project', body] as const,
  columns: () => [...shipmentKeys.all, 'columns'] as const,
  detail: (id: number) => [...shipmentKeys.all, 'detail', id] as const,
  /** What belongs to one shipment: its items and counts. */
  of: (id: number) => [...shipmentKeys.all, 'of', id] as const,
  counts: (id: number) => [...shipmentKeys.of(id), 'counts'] as const,
  items: (id: number) => [...shipmentKeys.of(id), 'items'] as const,
  itemSearch: (id: number, body: ShipmentItemSearchBody) => [...shipmentKeys.items(id), body] as const,
  /** A project's PO lines with something left to ship: every shipment's lines move them. */
  shippable: (projectId: number, pageIndex: number) =>
    [...shipmentKeys.all, 'shippable', projectId, pageIndex] as const,
  lookup: (name: 'methods' | 'statuses') => [...shipmentKeys.all, 'lookup', name] as const,
};

export function useShipmentSearch(body: ShipmentSearchBody) {
  return useQuery({
    queryKey: shipmentKeys.search(body),
    queryFn: ({ signal }) => call(api.shipment.search, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One project's shipments (the project hub's tab). */
export function useProjectShipments(body: ProjectShipmentSearchBody) {
  return useQuery({
    queryKey: shipmentKeys.projectSearch(body),
    queryFn: ({ signal }) => call(api.shipment.searchShipments, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The shipments that carry lines of one PO (the PO's Shipments tab). */
export function usePoShipments(purchaseOrderId: number, body: ShipmentSearchBody) {
  return useQuery({
    queryKey: [...shipmentKeys.searches(), 'po', purchaseOrderId, body] as const,
    queryFn: ({ signal }) => call(api.shipmentItem.searchShipmentsOfPo, { body: { ...body, purchaseOrderId }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The list's columns as the server knows them: the statuses and methods to filter by. */
export function useShipmentColumns() {
  return useQuery({
    queryKey: shipmentKeys.columns(),
    queryFn: ({ signal }) => call(api.shipment.filteredColums, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Every shipment of a search that the user may see, in its order, as a CSV or Excel file made by the server. */
export function exportShipments(
  search: Unpaged<ShipmentSearchBody>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(api.shipment.export, { body: { ...search, format }, onProgress });
}

export function useShipment(id: number) {
  return useQuery({
    queryKey: shipmentKeys.detail(id),
    queryFn: ({ signal }) => call(api.shipment.byId, { params: { id }, signal }),
  });
}

/** How many items, POs, receiving alerts and files the shipment has: its tabs' counts. */
export function useShipmentCounts(id: number | undefined) {
  return useQuery({
    queryKey: shipmentKeys.counts(id ?? 0),
    queryFn: ({ signal }) => call(api.shipment.dataCounts, { body: { shipmentId: id as number }, signal }),
    enabled: id !== undefined,
  });
}

export const shipmentMethodsQuery = () => ({
  queryKey: shipmentKeys.lookup('methods'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.shipmentMethods, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

export const shipmentStatusesQuery = () => ({
  queryKey: shipmentKeys.lookup('statuses'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.shipmentStatuses, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

/** The bill of lading as the server prints it (a PDF), with the name it gives the file. */
export function downloadBillOfLading(id: number) {
  return download(api.shipment.billOfLading, { params: { id } });
}

/**
 * After a shipment or its lines changed: the shipment, what belongs to it, every list of
 * shipments, its history, its project's counts, the project's shippable lines, and the POs
 * (their shipped quantities and statuses follow the lines).
 */
function useShipmentChanged() {
  const queryClient = useQueryClient();
  return (shipmentId: number, projectId?: number) => {
    void queryClient.invalidateQueries({ queryKey: shipmentKeys.detail(shipmentId) });
    void queryClient.invalidateQueries({ queryKey: shipmentKeys.of(shipmentId) });
    void queryClient.invalidateQueries({ queryKey: shipmentKeys.searches() });
    void queryClient.invalidateQueries({ queryKey: [...shipmentKeys.all, 'shippable'] });
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('shipment', shipmentId) });
    void queryClient.invalidateQueries({ queryKey: poKeys.all });
    const project = projectId ?? queryClient.getQueryData<ShipmentDetails>(shipmentKeys.detail(shipmentId))?.projectId;
    if (project !== undefined) void queryClient.invalidateQueries({ queryKey: projectKeys.counts(project) });
  };
}

/** A saved shipment: its detail at once, then everything that shows it. */
function useSaved() {
  const queryClient = useQueryClient();
  const changed = useShipmentChanged();
  return (shipment: ShipmentDetails) => {
    queryClient.setQueryData(shipmentKeys.detail(shipment.id), shipment);
    changed(shipment.id, shipment.projectId);
  };
}

export function useCreateShipment() {
  return useMutation({
    mutationFn: (body: CreateShipmentBody) => call(api.shipment.create, { body }),
    onSuccess: useSaved(),
  });
}

export function useUpdateShipment() {
  const saved = useSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShipmentBody) => call(api.shipment.update, { body }),
    onSuccess: (shipment, body) => {
      // Moved to another project: the old project's counts change too.
      const before = queryClient.getQueryData<ShipmentDetails>(shipmentKeys.detail(body.id));
      if (before && before.projectId !== shipment.projectId) {
        void queryClient.invalidateQueries({ queryKey: projectKeys.counts(before.projectId) });
      }
      saved(shipment);
    },
  });
}

export function useDeleteShipment() {
  const queryClient = useQueryClient();
  const changed = useShipmentChanged();
  return useMutation({
    mutationFn: (shipment: ShipmentDetails) => call(api.shipment.remove, { params: { id: shipment.id } }),
    onSuccess: (_data, shipment) => {
      changed(shipment.id, shipment.projectId);
      queryClient.removeQueries({ queryKey: shipmentKeys.detail(shipment.id) });
      queryClient.removeQueries({ queryKey: shipmentKeys.of(shipment.id) });
    },
  });
}

export function useShipmentItemSearch(shipmentId: number, body: Omit<ShipmentItemSearchBody, 'shipmentId'>) {
  const full = { ...body, shipmentId };
  return useQuery({
    queryKey: shipmentKeys.itemSearch(shipmentId, full),
    queryFn: ({ signal }) => call(api.shipmentItem.search, { body: full, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useShipmentItemColumns(shipmentId: number) {
  return useQuery({
    queryKey: [...shipmentKeys.of(shipmentId), 'itemColumns'] as const,
    queryFn: ({ signal }) => call(api.shipmentItem.filteredColums, { query: { shipmentId }, signal }),
    staleTime: 60_000,
  });
}

/** One line read afresh (after someone else changed it). */
export function fetchShipmentItem(item: Pick<ShipmentItem, 'id'>) {
  return call(api.shipmentItem.getSingle, { query: { ShipmentItemId: item.id } });
}

/** A page of the project's PO lines that still have something to ship. */
export function useShippableItems(projectId: number, pageIndex: number, pageSize: number, enabled: boolean) {
  return useQuery({
    queryKey: [...shipmentKeys.shippable(projectId, pageIndex), pageSize] as const,
    queryFn: ({ signal }) => call(api.shipmentItem.shippable, { query: { projectId, pageIndex, pageSize }, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** PO lines added with their quantities, all or none. */
export function useAddPoItems() {
  const changed = useShipmentChanged();
  return useMutation({
    mutationFn: (body: z.input<typeof poItemsShipmentBody>) => call(api.shipmentItem.addPoItems, { body }),
    onSuccess: (_items, body) => changed(body.shipmentId),
  });
}

export function useCreateShipmentItem() {
  const changed = useShipmentChanged();
  return useMutation({
    mutationFn: (body: z.input<typeof createShipmentItemBody>) => call(api.shipmentItem.create, { body }),
    onSuccess: (item) => changed(item.shipmentId),
  });
}

export function useUpdateShipmentItem() {
  const changed = useShipmentChanged();
  return useMutation({
    mutationFn: (body: z.input<typeof updateShipmentItemBody>) => call(api.shipmentItem.update, { body }),
    onSuccess: (item) => changed(item.shipmentId),
  });
}

export function useRemoveShipmentItem() {
  const changed = useShipmentChanged();
  return useMutation({
    mutationFn: (item: ShipmentItem) => call(api.shipmentItem.remove, { params: { id: item.id } }),
    onSuccess: (_data, item) => changed(item.shipmentId),
  });
}

/**
 * The receiving alerts that expect this shipment's lines: one of the Receiving Alerts feature's
 * lists, so that whatever changes an alert refreshes it.
 */
export function useShipmentAlerts(shipmentId: number, body: RaSearchBody) {
  return useQuery({
    queryKey: [...raKeys.searches(), 'shipment', shipmentId, body] as const,
    queryFn: ({ signal }) => call(api.ra.searchOfShipment, { body: { ...body, shipmentId }, signal }),
    placeholderData: keepPreviousData,
  });
}
