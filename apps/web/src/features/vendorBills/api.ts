import {
  type CreateVendorBillBody,
  commonEndpoints,
  type ExportFormat,
  poItemEndpoints,
  purchaseOrderEndpoints,
  shipmentEndpoints,
  type UpdateVendorBillBody,
  type VendorBillDetails,
  type VendorBillSearchBody,
  type VendorStatusBody,
  vendorBillEndpoints,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { download } from '../../api/client';
import { type Entity, endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
import { LOOKUP_STALE_MS } from '../lookups';

/**
 * Vendor bills are Invoice's (their endpoints open with Invoice:View), a module the hooks kit does
 * not map to an entity: every query says what it reads. A write changes the bills; moving a
 * carrier's freight bill to Approved also puts its charges on the shipment.
 */
const reads: readonly Entity[] = ['vendorBill'];
const changes: readonly Entity[] = ['vendorBill'];
const queueChanges: readonly Entity[] = ['vendorBill', 'charge'];

const detailKey = (id: number) => endpointKey(vendorBillEndpoints.byId, { params: { id } });

export const useVendorBillSearch = (body: VendorBillSearchBody) =>
  useEndpointQuery(vendorBillEndpoints.search, { body }, { reads, placeholderData: keepPreviousData });

/** The list's columns as the server knows them. */
export const useVendorBillColumns = () =>
  useEndpointQuery(vendorBillEndpoints.filtered, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

export const useVendorBill = (id: number) => useEndpointQuery(vendorBillEndpoints.byId, { params: { id } }, { reads });

/** Every bill of the list's search (the queue's, or all) as a CSV or Excel file made by the server. */
export function exportVendorBills(
  search: Omit<VendorBillSearchBody, 'paged' | 'pageIndex' | 'pageSize'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(vendorBillEndpoints.export, { body: { ...search, format }, onProgress });
}

const saved = { invalidates: changes, sets: (b: VendorBillDetails) => detailKey(b.id) };

export const useCreateVendorBill = () =>
  useEndpointMutation(vendorBillEndpoints.create, { input: (body: CreateVendorBillBody) => ({ body }), ...saved });

export const useUpdateVendorBill = () =>
  useEndpointMutation(vendorBillEndpoints.update, { input: (body: UpdateVendorBillBody) => ({ body }), ...saved });

export const useDeleteVendorBill = () =>
  useEndpointMutation(vendorBillEndpoints.remove, {
    input: (deleted: VendorBillDetails) => ({ params: { id: deleted.id } }),
    invalidates: changes,
    forgets: (_data, deleted) => [detailKey(deleted.id)],
  });

/** Bills moved through the queue, all or none (a 400 names each bill refused). */
export const useSetVendorBillStatus = () =>
  useEndpointMutation(vendorBillEndpoints.status, {
    input: (body: VendorStatusBody) => ({ body }),
    invalidates: queueChanges,
  });

/** The project's POs and shipments a bill may be of (each as its module lets the user see). */
export const useBillSources = (projectId: number | null) =>
  useEndpointQuery(
    commonEndpoints.getAllByProjectId,
    { query: { ProjectId: projectId ?? 0 } },
    { reads: ['purchaseOrder', 'shipment'], enabled: projectId !== null, staleTime: 30_000 },
  );

/** A PO's lines (what a bill's lines name), with their prices and what was received of them. */
export const usePoLines = (purchaseOrderId: number | null, enabled = true) =>
  useEndpointQuery(
    poItemEndpoints.byPo,
    { params: { id: purchaseOrderId ?? 0 } },
    { enabled: enabled && purchaseOrderId !== null, staleTime: 30_000 },
  );

/** The PO a new bill starts from (?purchaseOrderId=): its project and vendor. */
export const useStartingPo = (id: number | null) =>
  useEndpointQuery(purchaseOrderEndpoints.byId, { params: { id: id ?? 0 } }, { enabled: id !== null });

/** The shipment a carrier's freight bill starts from (?shipmentId=): its project and carrier. */
export const useStartingShipment = (id: number | null) =>
  useEndpointQuery(shipmentEndpoints.byId, { params: { id: id ?? 0 } }, { enabled: id !== null });
