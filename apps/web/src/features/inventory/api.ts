import {
  type allInventoriesBody,
  type CreateInventoryItemBody,
  type groupingBody,
  type InventoryItem,
  inventoryEndpoints,
  inventoryItemEndpoints,
  type inventoryItemSearchBody,
  type inventorySearchBody,
  type itemsPiecesBody,
  type itemsWeightBody,
  type newGroupBody,
  type Paged,
  projectInventoryEndpoints,
  type UpdateInventoryItemBody,
  type ungroupBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/client';
import { type Entity, endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';

export type InventorySearchBody = z.input<typeof inventorySearchBody>;
export type InventoryItemSearchBody = Omit<z.input<typeof inventoryItemSearchBody>, 'projectId'>;

/**
 * What the inventory screens read: the items, and the receipts that put them there (finishing a
 * receiving alert adds items and moves the totals).
 */
const reads: readonly Entity[] = ['inventory', 'receivingAlert'];
const changes: readonly Entity[] = ['inventory'];

/** Every project's inventory the user may see, with its totals (/inventory). */
export const useInventorySearch = (body: InventorySearchBody) =>
  useEndpointQuery(inventoryEndpoints.search, { body }, { reads, placeholderData: keepPreviousData });

/** One project's inventory with its totals, last receipt and last release. */
export const useInventory = (id: number) => useEndpointQuery(inventoryEndpoints.byId, { params: { id } }, { reads });

/** The inventory of a project, if it has one yet (made at its first receipt): the hub's link to it. */
export const useInventoryOfProject = (projectId: number) =>
  useEndpointQuery(
    inventoryEndpoints.search,
    { body: { searchFields: { projectId: String(projectId) }, paged: true, pageIndex: 1, pageSize: 1 } },
    { reads, select: (page) => page.items[0] ?? null },
  );

/** A page of a project's items. */
export const useInventoryItemSearch = (projectId: number, body: InventoryItemSearchBody) =>
  useEndpointQuery(
    inventoryItemEndpoints.search,
    { body: { ...body, projectId } },
    { reads, placeholderData: keepPreviousData },
  );

/** "Where is it": the items of every project the user may see that match the words typed. */
export const useWhereIsIt = (body: z.input<typeof allInventoriesBody>) =>
  useEndpointQuery(
    inventoryItemEndpoints.allInventories,
    { body },
    { reads, placeholderData: keepPreviousData, enabled: Boolean(body.searchTerm) },
  );

/** A project's groups by name, with their item counts. */
export const useInventoryGroups = (projectId: number) =>
  useEndpointQuery(inventoryItemEndpoints.groups, { query: { ProjectId: projectId } }, { reads });

/** One item of the project: the row on screen while it is there, else read by its id (a link to it, a page turned since). */
export const useInventoryItem = (_projectId: number, id: number | null, shown: InventoryItem | undefined) =>
  useEndpointQuery(inventoryItemEndpoints.byId, { params: { id: id ?? 0 } }, { reads, enabled: id !== null && !shown });

/** One item read afresh (after someone else changed it). */
export function fetchInventoryItem(item: Pick<InventoryItem, 'id' | 'projectId'>) {
  return call(inventoryItemEndpoints.byId, { params: { id: item.id } });
}

/** An item's log, newest first: its history. */
export const useItemLogs = (item: Pick<InventoryItem, 'id' | 'projectId'>) =>
  useEndpointQuery(
    inventoryItemEndpoints.logs,
    { query: { ItemDetailMasterId: item.id, ProjectId: item.projectId } },
    { reads },
  );

export const useUpdateInventoryItem = () =>
  useEndpointMutation(inventoryItemEndpoints.update, {
    input: (body: UpdateInventoryItemBody) => ({ body }),
    invalidates: changes,
  });

/** An item by hand: the project hub counts the project's items, so its counts are read again too. */
export const useCreateInventoryItem = () =>
  useEndpointMutation(inventoryItemEndpoints.create, {
    input: (body: CreateInventoryItemBody) => ({ body }),
    invalidates: [...changes, 'project'],
  });

/** Into an existing group (selectedGroupId) or a new one the server names. */
export const useGroupItems = () =>
  useEndpointMutation(inventoryItemEndpoints.grouping, {
    input: (body: z.input<typeof groupingBody>) => ({ body }),
    invalidates: changes,
  });

/** A new group with the name typed. */
export const useNewGroup = () =>
  useEndpointMutation(inventoryItemEndpoints.newGroup, {
    input: (body: z.input<typeof newGroupBody>) => ({ body }),
    invalidates: changes,
  });

export const useUngroupItems = () =>
  useEndpointMutation(inventoryItemEndpoints.ungroup, {
    input: (body: z.input<typeof ungroupBody>) => ({ body }),
    invalidates: changes,
  });

type Measures = { id: number; weight?: string; pieces?: number };

/**
 * The saved weights or pieces go into the pages of items already read at once, so a cell shows
 * what was typed, not the old value, until the page is read again.
 */
function useMergeMeasures() {
  const queryClient = useQueryClient();
  return (projectId: number, measures: Measures[]) => {
    const byId = new Map(measures.map((m) => [m.id, m]));
    const merge = (page: Paged<InventoryItem> | undefined) =>
      page && {
        ...page,
        items: page.items.map((item) => {
          const m = byId.get(item.id);
          if (!m || item.projectId !== projectId) return item;
          return {
            ...item,
            ...(m.weight !== undefined && { weight: m.weight }),
            ...(m.pieces !== undefined && { pieces: m.pieces }),
          };
        }),
      };
    const [searchKey] = endpointKey(inventoryItemEndpoints.search, { body: { projectId } });
    queryClient.setQueriesData<Paged<InventoryItem>>({ queryKey: [searchKey] }, merge);
  };
}

/** Weighs items at once, all or none. */
export function useUpdateItemsWeight() {
  const merge = useMergeMeasures();
  return useEndpointMutation(projectInventoryEndpoints.updateItemsWeight, {
    input: (body: z.input<typeof itemsWeightBody>) => ({ body }),
    invalidates: changes,
    onSuccess: (_data, body) =>
      merge(
        body.projectId,
        body.items.map((i) => ({ id: i.id, weight: String(i.weight) })),
      ),
  });
}

/** Counts items' pieces at once, all or none. */
export function useUpdateItemsPieces() {
  const merge = useMergeMeasures();
  return useEndpointMutation(projectInventoryEndpoints.updateItemsPieces, {
    input: (body: z.input<typeof itemsPiecesBody>) => ({ body }),
    invalidates: changes,
    onSuccess: (_data, body) => merge(body.projectId, body.items),
  });
}
