import {
  type CreatePurchaseOrderBody,
  type createPoItemBody,
  type ExportFormat,
  lookupEndpoints,
  type PoItem,
  type PoItemFields,
  type PurchaseOrderDetails,
  poItemEndpoints,
  type poItemSearchBody,
  projectPoEndpoints,
  purchaseOrderEndpoints,
  type purchaseOrderSearchBody,
  type purchaseOrderSearchInBody,
  type UpdatePurchaseOrderBody,
  type updatePoItemBody,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { endpointKey, endpointQuery, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
import { LOOKUP_STALE_MS } from '../lookups';

export type PurchaseOrderSearchBody = z.input<typeof purchaseOrderSearchBody>;
export type ProjectPoSearchBody = z.input<typeof purchaseOrderSearchInBody>;
export type PoItemSearchBody = z.input<typeof poItemSearchBody>;
type Unpaged<B> = Omit<B, 'paged' | 'pageIndex' | 'pageSize'>;

/** A PO's detail as the server answers it: a save sets it at once. */
const detailKey = (id: number) => endpointKey(purchaseOrderEndpoints.byId, { params: { id } });

export const usePurchaseOrderSearch = (body: PurchaseOrderSearchBody) =>
  useEndpointQuery(purchaseOrderEndpoints.search, { body }, { placeholderData: keepPreviousData });

/** One project's POs (the project hub's tab). */
export const useProjectPurchaseOrders = (body: ProjectPoSearchBody, enabled = true) =>
  useEndpointQuery(projectPoEndpoints.searchInPos, { body }, { placeholderData: keepPreviousData, enabled });

/** The list's columns as the server knows them: the statuses to filter by. */
export const usePoColumns = () =>
  useEndpointQuery(purchaseOrderEndpoints.filteredColums, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** Every PO of a search that the user may see, in its order, as a CSV or Excel file made by the server. */
export function exportPurchaseOrders(
  search: Unpaged<PurchaseOrderSearchBody>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(purchaseOrderEndpoints.export, { body: { ...search, format }, onProgress });
}

export const usePurchaseOrder = (id: number) => useEndpointQuery(purchaseOrderEndpoints.byId, { params: { id } });

/** How many items, shipments, receiving alerts and files the PO has: its tabs' counts. */
export const usePoCounts = (id: number | undefined) =>
  useEndpointQuery(
    purchaseOrderEndpoints.dataCounts,
    { body: { purchaseOrderId: id ?? 0 } },
    { reads: ['purchaseOrder', 'shipment', 'receivingAlert', 'file'], enabled: id !== undefined },
  );

export const poStatusesQuery = () =>
  endpointQuery(lookupEndpoints.poStatuses, {}, { reads: [], staleTime: LOOKUP_STALE_MS });
export const itemCategoriesQuery = () =>
  endpointQuery(poItemEndpoints.itemCategories, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** A saved PO: its detail at once; its lists, history and its projects' counts read it again. */
const saved = { invalidates: ['purchaseOrder'], sets: (saved: PurchaseOrderDetails) => detailKey(saved.id) } as const;

export const useCreatePurchaseOrder = () =>
  useEndpointMutation(purchaseOrderEndpoints.create, {
    input: (body: CreatePurchaseOrderBody) => ({ body }),
    ...saved,
  });

export const useUpdatePurchaseOrder = () =>
  useEndpointMutation(purchaseOrderEndpoints.update, {
    input: (body: UpdatePurchaseOrderBody) => ({ body }),
    ...saved,
  });

/** Sets, moves or clears the follow-up date (the reminder moves with it). */
export const useUpdateFollowUp = () =>
  useEndpointMutation(purchaseOrderEndpoints.updateFollowUp, {
    input: (body: { id: number; followUpDate: string | null }) => ({ body }),
    ...saved,
  });

export const useDeletePurchaseOrder = () =>
  useEndpointMutation(purchaseOrderEndpoints.remove, {
    input: (deleted: PurchaseOrderDetails) => ({ params: { id: deleted.id } }),
    invalidates: ['purchaseOrder'],
    forgets: (_data, deleted) => [detailKey(deleted.id)],
  });

export const usePoItemSearch = (purchaseOrderId: number, body: Omit<PoItemSearchBody, 'purchaseOrderId'>) =>
  useEndpointQuery(
    poItemEndpoints.search,
    { body: { ...body, purchaseOrderId } },
    { placeholderData: keepPreviousData },
  );

/** A PO's items of a search, in its order, as a CSV or Excel file. */
export function exportPoItems(
  purchaseOrderId: number,
  search: Unpaged<Omit<PoItemSearchBody, 'purchaseOrderId'>>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(poItemEndpoints.export, { body: { ...search, purchaseOrderId, format }, onProgress });
}

/** One item read afresh (after someone else changed it). */
export function fetchPoItem(line: Pick<PoItem, 'id' | 'purchaseOrderId'>) {
  return call(poItemEndpoints.getSingle, { query: { id: line.id, PurchaseOrderId: line.purchaseOrderId } });
}

/*
 * Items changed: the grids, the PO (its totals, and a status that follows the items), its counts,
 * the lists' item counts and costs, and the history all read the PO.
 */
export const useCreatePoItem = () =>
  useEndpointMutation(poItemEndpoints.create, {
    input: (body: z.input<typeof createPoItemBody>) => ({ body }),
    invalidates: ['purchaseOrder'],
  });

export const useUpdatePoItem = () =>
  useEndpointMutation(poItemEndpoints.update, {
    input: (body: z.input<typeof updatePoItemBody>) => ({ body }),
    invalidates: ['purchaseOrder'],
  });

export const useRemovePoItem = () =>
  useEndpointMutation(poItemEndpoints.remove, {
    input: (line: PoItem) => ({ params: { id: line.id } }),
    invalidates: ['purchaseOrder'],
  });

/** Several items at once (an import's valid rows): all or none. */
export const useCreatePoItems = () =>
  useEndpointMutation(poItemEndpoints.createMany, {
    input: (body: { purchaseOrderId: number; items: PoItemFields[] }) => ({ body }),
    invalidates: ['purchaseOrder'],
  });

/** The items list's columns as the server knows them: the categories to filter by. */
export const usePoItemColumns = (purchaseOrderId: number) =>
  useEndpointQuery(
    poItemEndpoints.filteredColums,
    { query: { PurcahseOrderId: purchaseOrderId } },
    { staleTime: 60_000 },
  );
