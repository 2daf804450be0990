import {
  type CreatePickTicketBody,
  type createNonInventoryItemBody,
  type createPickTicketItemsBody,
  type DeliverPickTicketBody,
  inventoryItemEndpoints,
  type PickTicketDetails,
  type PickTicketItem,
  pickTicketEndpoints,
  pickTicketItemEndpoints,
  type pickTicketSearchBody,
  type pickTicketSearchInBody,
  type scanPickBody,
  type UpdatePickTicketBody,
  type updatePickTicketItemBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { type Entity, endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';

export type PickTicketSearchBody = z.input<typeof pickTicketSearchBody>;
export type ProjectPickTicketSearchBody = z.input<typeof pickTicketSearchInBody>;

const detailKey = (id: number) => endpointKey(pickTicketEndpoints.byId, { params: { id } });
/** A ticket's lines hold inventory, and Picked lowers what is on hand: the inventory follows them. */
const changes: readonly Entity[] = ['pickTicket', 'inventory'];

export const usePickTicketSearch = (body: PickTicketSearchBody) =>
  useEndpointQuery(pickTicketEndpoints.search, { body }, { placeholderData: keepPreviousData });

/** One project's pick tickets (the project hub's tab). */
export const useProjectPickTickets = (body: ProjectPickTicketSearchBody) =>
  useEndpointQuery(pickTicketEndpoints.searchInList, { body }, { placeholderData: keepPreviousData });

/** The list's columns as the server knows them: the statuses to filter by. */
export const usePickTicketColumns = () => useEndpointQuery(pickTicketEndpoints.filtered, {}, { staleTime: 60_000 });

export const usePickTicket = (id: number) => useEndpointQuery(pickTicketEndpoints.byId, { params: { id } });

/** How many lines and files the ticket has: its tabs' counts. */
export const usePickTicketCounts = (id: number | undefined) =>
  useEndpointQuery(
    pickTicketEndpoints.dataCounts,
    { body: { pickTicketId: id ?? 0 } },
    { reads: ['pickTicket', 'file'], enabled: id !== undefined },
  );

/** The ticket's lines in location order: the picker's walk. */
export const usePickTicketLines = (pickTicketId: number) =>
  useEndpointQuery(pickTicketItemEndpoints.ofTicket, { query: { pickTicketId } });

/** The lines read afresh (after someone else changed one). */
export const fetchPickTicketLines = (pickTicketId: number) =>
  call(pickTicketItemEndpoints.ofTicket, { query: { pickTicketId } });

/** The project's items, with what each has available (the "Add from inventory" dialog). */
export const useProjectInventory = (projectId: number, enabled: boolean) =>
  useEndpointQuery(
    inventoryItemEndpoints.search,
    { body: { projectId, paged: false, searchFields: {} } },
    { reads: ['inventory', 'pickTicket'], enabled },
  );

const saved = { invalidates: changes, sets: (t: PickTicketDetails) => detailKey(t.id) };

export const useCreatePickTicket = () =>
  useEndpointMutation(pickTicketEndpoints.create, { input: (body: CreatePickTicketBody) => ({ body }), ...saved });

export const useUpdatePickTicket = () =>
  useEndpointMutation(pickTicketEndpoints.update, { input: (body: UpdatePickTicketBody) => ({ body }), ...saved });

export const useDeletePickTicket = () =>
  useEndpointMutation(pickTicketEndpoints.remove, {
    input: (deleted: PickTicketDetails) => ({ params: { id: deleted.id } }),
    invalidates: changes,
    forgets: (_data, deleted) => [detailKey(deleted.id)],
  });

/** Inventory lines added at once (all or none): what the picker of available items sends. */
export const useAddInventoryLines = () =>
  useEndpointMutation(pickTicketItemEndpoints.createFromInventory, {
    input: (body: z.input<typeof createPickTicketItemsBody>) => ({ body }),
    invalidates: changes,
  });

export const useAddLineByHand = () =>
  useEndpointMutation(pickTicketItemEndpoints.createNonInventory, {
    input: (body: z.input<typeof createNonInventoryItemBody>) => ({ body }),
    invalidates: changes,
  });

export const useUpdatePickLine = () =>
  useEndpointMutation(pickTicketItemEndpoints.update, {
    input: (body: z.input<typeof updatePickTicketItemBody>) => ({ body }),
    invalidates: changes,
  });

export const useRemovePickLine = () =>
  useEndpointMutation(pickTicketItemEndpoints.remove, {
    input: (item: PickTicketItem) => ({ params: { id: item.id } }),
    invalidates: changes,
  });

/** The pick ticket as the server prints it (a PDF: lines in location order, barcodes), with its file name. */
export function downloadPickTicketPdf(id: number) {
  return download(pickTicketEndpoints.pdf, { params: { id } });
}

/** Staff take on a client's release request. */
export const useConfirmPickTicket = () =>
  useEndpointMutation(pickTicketEndpoints.confirm, {
    input: (t: PickTicketDetails) => ({ body: { id: t.id, version: t.version } }),
    ...saved,
  });

/** Ticks the line a scanned label or item number names, from the scanned location. */
export const useScanPick = () =>
  useEndpointMutation(pickTicketItemEndpoints.scan, {
    input: (body: z.input<typeof scanPickBody>) => ({ body }),
    invalidates: changes,
  });

/** Proof of delivery: the ticket becomes Delivered. */
export const useDeliverPickTicket = () =>
  useEndpointMutation(pickTicketEndpoints.deliver, {
    input: (body: DeliverPickTicketBody) => ({ body }),
    ...saved,
  });

/** The delivery receipt as the server prints it (a PDF with the signature). */
export function downloadDeliveryReceipt(id: number) {
  return download(pickTicketEndpoints.deliveryReceipt, { params: { id } });
}

/** The receiver's signature as drawn at the site (a PNG), once delivered with one. */
export const useDeliverySignature = (id: number, enabled: boolean) =>
  useQuery({
    queryKey: endpointKey(pickTicketEndpoints.signature, { params: { id } }),
    queryFn: () => download(pickTicketEndpoints.signature, { params: { id } }).then((f) => f.blob),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });
