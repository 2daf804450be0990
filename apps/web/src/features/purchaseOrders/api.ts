import {
  api,
  type CreatePurchaseOrderBody,
  type createPoItemBody,
  type ExportFormat,
  type PoItem,
  type PoItemFields,
  type PurchaseOrderDetails,
  type poItemSearchBody,
  type purchaseOrderSearchBody,
  type purchaseOrderSearchInBody,
  type UpdatePurchaseOrderBody,
  type updatePoItemBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { historyKeys } from '../../components/detail';
import { LOOKUP_STALE_MS } from '../lookups';
import { projectKeys } from '../projects/api';

export type PurchaseOrderSearchBody = z.input<typeof purchaseOrderSearchBody>;
export type ProjectPoSearchBody = z.input<typeof purchaseOrderSearchInBody>;
export type PoItemSearchBody = z.input<typeof poItemSearchBody>;
type Unpaged<B> = Omit<B, 'paged' | 'pageIndex' | 'pageSize'>;

/** Every query key of the Purchase Orders feature. */
export const poKeys = {
  all: ['purchaseOrders'] as const,
  /** Every list of POs: the screen's, and each project hub's. */
  searches: () => [...poKeys.all, 'search'] as const,
  search: (body: PurchaseOrderSearchBody) => [...poKeys.searches(), body] as const,
  projectSearch: (body: ProjectPoSearchBody) => [...poKeys.searches(), 'project', body] as const,
  columns: () => [...poKeys.all, 'columns'] as const,
  detail: (id: number) => [...poKeys.all, 'detail', id] as const,
  /** What belongs to one PO: its items, its counts. */
  of: (id: number) => [...poKeys.all, 'of', id] as const,
  counts: (id: number) => [...poKeys.of(id), 'counts'] as const,
  items: (id: number) => [...poKeys.of(id), 'items'] as const,
  itemSearch: (id: number, body: PoItemSearchBody) => [...poKeys.items(id), body] as const,
  item: (id: number) => [...poKeys.all, 'item', id] as const,
  lookup: (name: 'statuses' | 'categories' | 'uom') => [...poKeys.all, 'lookup', name] as const,
};

export function usePurchaseOrderSearch(body: PurchaseOrderSearchBody) {
  return useQuery({
    queryKey: poKeys.search(body),
    queryFn: ({ signal }) => call(api.purchaseOrder.search, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One project's POs (the project hub's tab). */
export function useProjectPurchaseOrders(body: ProjectPoSearchBody, enabled = true) {
  return useQuery({
    queryKey: poKeys.projectSearch(body),
    queryFn: ({ signal }) => call(api.purchaseOrder.searchInPos, { body, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The list's columns as the server knows them: the statuses to filter by. */
export function usePoColumns() {
  return useQuery({
    queryKey: poKeys.columns(),
    queryFn: ({ signal }) => call(api.purchaseOrder.filteredColums, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Every PO of a search that the user may see, in its order, as a CSV or Excel file made by the server. */
export function exportPurchaseOrders(
  search: Unpaged<PurchaseOrderSearchBody>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(api.purchaseOrder.export, { body: { ...search, format }, onProgress });
}

export function usePurchaseOrder(id: number) {
  return useQuery({
    queryKey: poKeys.detail(id),
    queryFn: ({ signal }) => call(api.purchaseOrder.byId, { params: { id }, signal }),
  });
}

/** How many items, shipments, receiving alerts and files the PO has: its tabs' counts. */
export function usePoCounts(id: number | undefined) {
  return useQuery({
    queryKey: poKeys.counts(id ?? 0),
    queryFn: ({ signal }) => call(api.purchaseOrder.dataCounts, { body: { purchaseOrderId: id as number }, signal }),
    enabled: id !== undefined,
  });
}

export const poStatusesQuery = () => ({
  queryKey: poKeys.lookup('statuses'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.poStatuses, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

export const itemCategoriesQuery = () => ({
  queryKey: poKeys.lookup('categories'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.poItem.itemCategories, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

export const unitsOfMeasureQuery = () => ({
  queryKey: poKeys.lookup('uom'),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.poItem.uom, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

/** A saved PO: its detail, the lists that show it, its history and its project's counts. */
function useSaved() {
  const queryClient = useQueryClient();
  return (po: PurchaseOrderDetails) => {
    queryClient.setQueryData(poKeys.detail(po.id), po);
    void queryClient.invalidateQueries({ queryKey: poKeys.searches() });
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('purchaseOrder', po.id) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.counts(po.projectId) });
  };
}

export function useCreatePurchaseOrder() {
  return useMutation({
    mutationFn: (body: CreatePurchaseOrderBody) => call(api.purchaseOrder.create, { body }),
    onSuccess: useSaved(),
  });
}

export function useUpdatePurchaseOrder() {
  const saved = useSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdatePurchaseOrderBody) => call(api.purchaseOrder.update, { body }),
    onSuccess: (po, body) => {
      saved(po);
      // Moved to another project: the old project's counts change too.
      const before = queryClient.getQueryData<PurchaseOrderDetails>(poKeys.detail(body.id));
      if (before && before.projectId !== po.projectId) {
        void queryClient.invalidateQueries({ queryKey: projectKeys.counts(before.projectId) });
      }
    },
  });
}

/** Sets, moves or clears the follow-up date (the reminder moves with it). */
export function useUpdateFollowUp() {
  return useMutation({
    mutationFn: (body: { id: number; followUpDate: string | null }) => call(api.purchaseOrder.updateFollowUp, { body }),
    onSuccess: useSaved(),
  });
}

export function useDeletePurchaseOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (po: PurchaseOrderDetails) => call(api.purchaseOrder.remove, { params: { id: po.id } }),
    onSuccess: (_data, po) => {
      queryClient.removeQueries({ queryKey: poKeys.detail(po.id) });
      queryClient.removeQueries({ queryKey: poKeys.of(po.id) });
      void queryClient.invalidateQueries({ queryKey: poKeys.searches() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.counts(po.projectId) });
    },
  });
}

/** Every item of a PO in entry order (the detail carries only its totals). */
export function usePoItems(purchaseOrderId: number, enabled = true) {
  return useQuery({
    queryKey: [...poKeys.items(purchaseOrderId), 'all'] as const,
    queryFn: ({ signal }) => call(api.poItem.byPo, { params: { id: purchaseOrderId }, signal }),
    enabled,
  });
}

export function usePoItemSearch(purchaseOrderId: number, body: Omit<PoItemSearchBody, 'purchaseOrderId'>) {
  const full = { ...body, purchaseOrderId };
  return useQuery({
    queryKey: poKeys.itemSearch(purchaseOrderId, full),
    queryFn: ({ signal }) => call(api.poItem.search, { body: full, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A PO's items of a search, in its order, as a CSV or Excel file. */
export function exportPoItems(
  purchaseOrderId: number,
  search: Unpaged<Omit<PoItemSearchBody, 'purchaseOrderId'>>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(api.poItem.export, { body: { ...search, purchaseOrderId, format }, onProgress });
}

/** One item read afresh (after someone else changed it). */
export function fetchPoItem(item: Pick<PoItem, 'id' | 'purchaseOrderId'>) {
  return call(api.poItem.getSingle, { query: { id: item.id, PurchaseOrderId: item.purchaseOrderId } });
}

/**
 * After the items changed: the grids, the PO (its totals, and a status that follows the items),
 * its counts, the lists' item counts and costs, and the history.
 */
function useItemsChanged() {
  const queryClient = useQueryClient();
  return (purchaseOrderId: number) => {
    void queryClient.invalidateQueries({ queryKey: poKeys.of(purchaseOrderId) });
    void queryClient.invalidateQueries({ queryKey: poKeys.detail(purchaseOrderId) });
    void queryClient.invalidateQueries({ queryKey: poKeys.searches() });
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('purchaseOrder', purchaseOrderId) });
  };
}

export function useCreatePoItem() {
  const changed = useItemsChanged();
  return useMutation({
    mutationFn: (body: z.input<typeof createPoItemBody>) => call(api.poItem.create, { body }),
    onSuccess: (item) => changed(item.purchaseOrderId),
  });
}

export function useUpdatePoItem() {
  const changed = useItemsChanged();
  return useMutation({
    mutationFn: (body: z.input<typeof updatePoItemBody>) => call(api.poItem.update, { body }),
    onSuccess: (item) => changed(item.purchaseOrderId),
  });
}

export function useRemovePoItem() {
  const changed = useItemsChanged();
  return useMutation({
    mutationFn: (item: PoItem) => call(api.poItem.remove, { params: { id: item.id } }),
    onSuccess: (_data, item) => changed(item.purchaseOrderId),
  });
}

/** Several items at once (an import's valid rows): all or none. */
export function useCreatePoItems() {
  const changed = useItemsChanged();
  return useMutation({
    mutationFn: (body: { purchaseOrderId: number; items: PoItemFields[] }) => call(api.poItem.createMany, { body }),
    onSuccess: (_items, body) => changed(body.purchaseOrderId),
  });
}

/** The items list's columns as the server knows them: the categories to filter by. */
export function usePoItemColumns(purchaseOrderId: number) {
  return useQuery({
    queryKey: [...poKeys.of(purchaseOrderId), 'itemColumns'] as const,
    queryFn: ({ signal }) => call(api.poItem.filteredColums, { query: { PurcahseOrderId: purchaseOrderId }, signal }),
    staleTime: 60_000,
  });
}
