import {
  type CreateShipmentBody,
  type createShipmentItemBody,
  type ExportFormat,
  lookupEndpoints,
  type poItemsShipmentBody,
  projectShipmentEndpoints,
  type raSearchBody,
  type ShipmentDetails,
  type ShipmentItem,
  shipmentEndpoints,
  shipmentItemEndpoints,
  type shipmentItemSearchBody,
  shipmentRaEndpoints,
  type shipmentSearchBody,
  type shipmentSearchInBody,
  type UpdateShipmentBody,
  type updateShipmentItemBody,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { type Entity, endpointKey, endpointQuery, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
import { LOOKUP_STALE_MS } from '../lookups';

export type ShipmentSearchBody = z.input<typeof shipmentSearchBody>;
export type ProjectShipmentSearchBody = z.input<typeof shipmentSearchInBody>;
export type ShipmentItemSearchBody = z.input<typeof shipmentItemSearchBody>;
type Unpaged<B> = Omit<B, 'paged' | 'pageIndex' | 'pageSize'>;

const detailKey = (id: number) => endpointKey(shipmentEndpoints.byId, { params: { id } });
/** A shipment's lines move its PO lines: the POs' shipped quantities and statuses follow them. */
const changes: readonly Entity[] = ['shipment', 'purchaseOrder'];

export const useShipmentSearch = (body: ShipmentSearchBody) =>
  useEndpointQuery(shipmentEndpoints.search, { body }, { placeholderData: keepPreviousData });

/** One project's shipments (the project hub's tab). */
export const useProjectShipments = (body: ProjectShipmentSearchBody) =>
  useEndpointQuery(projectShipmentEndpoints.searchShipments, { body }, { placeholderData: keepPreviousData });

/** The shipments that carry lines of one PO (the PO's Shipments tab). */
export const usePoShipments = (purchaseOrderId: number, body: ShipmentSearchBody) =>
  useEndpointQuery(
    shipmentItemEndpoints.searchShipmentsOfPo,
    { body: { ...body, purchaseOrderId } },
    { placeholderData: keepPreviousData },
  );

/** The list's columns as the server knows them: the statuses and methods to filter by. */
export const useShipmentColumns = () =>
  useEndpointQuery(shipmentEndpoints.filteredColums, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** Every shipment of a search that the user may see, in its order, as a CSV or Excel file made by the server. */
export function exportShipments(
  search: Unpaged<ShipmentSearchBody>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(shipmentEndpoints.export, { body: { ...search, format }, onProgress });
}

export const useShipment = (id: number) => useEndpointQuery(shipmentEndpoints.byId, { params: { id } });

/** How many items, POs, receiving alerts and files the shipment has: its tabs' counts. */
export const useShipmentCounts = (id: number | undefined) =>
  useEndpointQuery(
    shipmentEndpoints.dataCounts,
    { body: { shipmentId: id ?? 0 } },
    { reads: ['shipment', 'purchaseOrder', 'receivingAlert', 'file'], enabled: id !== undefined },
  );

export const shipmentMethodsQuery = () =>
  endpointQuery(lookupEndpoints.shipmentMethods, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

export const shipmentStatusesQuery = () =>
  endpointQuery(lookupEndpoints.shipmentStatuses, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** The bill of lading as the server prints it (a PDF), with the name it gives the file. */
export function downloadBillOfLading(id: number) {
  return download(shipmentEndpoints.billOfLading, { params: { id } });
}

/** A saved shipment: its detail at once; its lists, history, project's counts and the POs read it again. */
const saved = { invalidates: changes, sets: (s: ShipmentDetails) => detailKey(s.id) };

export const useCreateShipment = () =>
  useEndpointMutation(shipmentEndpoints.create, { input: (body: CreateShipmentBody) => ({ body }), ...saved });

export const useUpdateShipment = () =>
  useEndpointMutation(shipmentEndpoints.update, { input: (body: UpdateShipmentBody) => ({ body }), ...saved });

export const useDeleteShipment = () =>
  useEndpointMutation(shipmentEndpoints.remove, {
    input: (deleted: ShipmentDetails) => ({ params: { id: deleted.id } }),
    invalidates: changes,
    forgets: (_data, deleted) => [detailKey(deleted.id)],
  });

export const useShipmentItemSearch = (shipmentId: number, body: Omit<ShipmentItemSearchBody, 'shipmentId'>) =>
  useEndpointQuery(
    shipmentItemEndpoints.search,
    { body: { ...body, shipmentId } },
    { placeholderData: keepPreviousData },
  );

export const useShipmentItemColumns = (shipmentId: number) =>
  useEndpointQuery(shipmentItemEndpoints.filteredColums, { query: { shipmentId } }, { staleTime: 60_000 });

/** One line read afresh (after someone else changed it). */
export function fetchShipmentItem(item: Pick<ShipmentItem, 'id'>) {
  return call(shipmentItemEndpoints.getSingle, { query: { ShipmentItemId: item.id } });
}

/** A page of the project's PO lines that still have something to ship. */
export const useShippableItems = (projectId: number, pageIndex: number, pageSize: number, enabled: boolean) =>
  useEndpointQuery(
    shipmentItemEndpoints.shippable,
    { query: { projectId, pageIndex, pageSize } },
    { reads: changes, placeholderData: keepPreviousData, enabled },
  );

/** PO lines added with their quantities, all or none. */
export const useAddPoItems = () =>
  useEndpointMutation(shipmentItemEndpoints.addPoItems, {
    input: (body: z.input<typeof poItemsShipmentBody>) => ({ body }),
    invalidates: changes,
  });

export const useCreateShipmentItem = () =>
  useEndpointMutation(shipmentItemEndpoints.create, {
    input: (body: z.input<typeof createShipmentItemBody>) => ({ body }),
    invalidates: changes,
  });

export const useUpdateShipmentItem = () =>
  useEndpointMutation(shipmentItemEndpoints.update, {
    input: (body: z.input<typeof updateShipmentItemBody>) => ({ body }),
    invalidates: changes,
  });

export const useRemoveShipmentItem = () =>
  useEndpointMutation(shipmentItemEndpoints.remove, {
    input: (item: ShipmentItem) => ({ params: { id: item.id } }),
    invalidates: changes,
  });

/** The receiving alerts that expect this shipment's lines: whatever changes an alert refreshes them. */
export const useShipmentAlerts = (shipmentId: number, body: z.input<typeof raSearchBody>) =>
  useEndpointQuery(
    shipmentRaEndpoints.searchOfShipment,
    { body: { ...body, shipmentId } },
    { placeholderData: keepPreviousData },
  );
