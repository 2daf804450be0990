import type {
  InventoryItem,
  InventoryItemListColumn,
  InventoryListColumn,
  ItemLogListColumn,
} from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { fieldError, notFound } from '../../platform/errors';
import { visibleOr404 } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import { projectListQuery } from '../project';
import { inventoryGroupWrites } from './inventory.groups';
import { inventoryHolds } from './inventory.holds';
import { inventoryItemWrites, itemOf } from './inventory.items';
import { inventoryItemListQuery, inventoryListQuery, itemLogListQuery } from './inventory.list';
import { putAway, type ReceivedLine } from './inventory.putAway';
import { groupOf, groupsOf, inventoryCounts, inventoryOf, projectOfInventory } from './inventory.read';

type Row<T extends { createdAt: Date; modifiedAt: Date }> = Omit<T, 'createdAt' | 'modifiedAt'> & {
  createdAt: string;
  modifiedAt: string;
};
const itemOut = <T extends { createdAt: Date; modifiedAt: Date }>(r: T): Row<T> => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  modifiedAt: r.modifiedAt.toISOString(),
});
const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The first 1,000 rows of a list: what the unpaged reads answer (a screen pages through the rest). */
const first1000 = { searchFields: {}, reverse: false, paged: true, pageIndex: 1, pageSize: 1000 } as const;

/** Which project a request's items are of: named (ProjectId), or through its inventory (InventoryId). */
export interface InventoryRef {
  InventoryId?: number;
  ProjectId?: number;
}

/**
 * A project's inventory: what receiving puts away, what later work holds and releases, and what
 * people see and do to it (its items, groups, weights and pieces, and the item log, its ledger).
 * Every function takes (actor, input, tx?) and joins the caller's transaction when given.
 */
export function createInventoryService({ db }: { db: Executor }) {
  /** The project of a request, checked visible: its inventory's (a 404 outside scope), or the one named. */
  async function projectOf(actor: Actor, ref: InventoryRef, ex: Executor = db): Promise<number> {
    const scope = scopeOf(actor);
    if (ref.InventoryId !== undefined) {
      const projectId = await projectOfInventory(ex, scope, ref.InventoryId);
      if (projectId === null || (ref.ProjectId !== undefined && ref.ProjectId !== projectId)) {
        throw notFound('Inventory');
      }
      return projectId;
    }
    if (ref.ProjectId === undefined) throw fieldError('ProjectId', 'Name the project.');
    await visibleOr404(projectListQuery, scope, ref.ProjectId, ex, { noun: 'Project' });
    return ref.ProjectId;
  }

  async function items(actor: Actor, q: ListRequest<InventoryItemListColumn>) {
    const page = await inventoryItemListQuery.page(db, scopeOf(actor), q);
    return { ...page, items: page.items.map(itemOut) as InventoryItem[] };
  }

  async function itemsOfProject(actor: Actor, q: ListRequest<InventoryItemListColumn> & { projectId: number }) {
    await visibleOr404(projectListQuery, scopeOf(actor), q.projectId, db, { noun: 'Project' });
    return items(actor, { ...q, parent: { project: q.projectId } });
  }

  async function logs(actor: Actor, q: ListRequest<ItemLogListColumn> & { inventoryItemId: number }) {
    if (!(await inventoryItemListQuery.visible(db, scopeOf(actor), q.inventoryItemId))) {
      throw notFound('Inventory item');
    }
    const page = await itemLogListQuery.page(db, scopeOf(actor), { ...q, parent: { item: q.inventoryItemId } });
    return { ...page, items: page.items.map((r) => ({ ...r, at: r.at.toISOString() })) };
  }

  return {
    ...inventoryHolds(db),
    ...inventoryItemWrites(db),
    ...inventoryGroupWrites(db),
    putAway: (actor: Actor, input: { projectId: number; reference: string; lines: ReceivedLine[] }, tx?: Executor) =>
      putAway(db, actor, input, tx),
    /** How many items a project holds (the hub's count), as the caller sees it. */
    countOf: (actor: Actor, projectId: number, tx?: Executor) =>
      inventoryItemListQuery.count(tx ?? db, scopeOf(actor), { parent: { project: projectId } }),

    get: (actor: Actor, id: number, tx?: Executor) => inventoryOf(tx ?? db, scopeOf(actor), id),
    dataCounts: (actor: Actor, inventoryId: number) => inventoryCounts(db, scopeOf(actor), inventoryId),

    async search(actor: Actor, q: ListRequest<InventoryListColumn>) {
      const page = await inventoryListQuery.page(db, scopeOf(actor), q);
      return {
        ...page,
        items: page.items.map((r) => ({ ...r, lastReceipt: iso(r.lastReceipt), lastRelease: iso(r.lastRelease) })),
      };
    },
    columns: async () => inventoryListQuery.columns(),

    item: (actor: Actor, id: number) => itemOf(db, scopeOf(actor), id),
    items,
    itemsOfProject,

    /** A project's items (at most 1,000), or those without weight. */
    async allItems(actor: Actor, q: InventoryRef & { requiredData?: 'all' | 'withoutWeight' }) {
      const projectId = await projectOf(actor, q);
      const searchFields = q.requiredData === 'withoutWeight' ? { withoutWeight: 'true' } : {};
      return (await itemsOfProject(actor, { ...first1000, searchFields, projectId })).items;
    },

    async itemColumns(actor: Actor, q: InventoryRef) {
      if (q.InventoryId === undefined && q.ProjectId === undefined) return inventoryItemListQuery.columns();
      const groups = await groupsOf(db, await projectOf(actor, q));
      return inventoryItemListQuery.columns({
        groupName: groups.map((g) => ({ value: g.name, label: g.name })),
      });
    },

    groups: async (actor: Actor, q: InventoryRef) => groupsOf(db, await projectOf(actor, q)),

    async groupedItems(actor: Actor, q: { projectId: number; groupedItem: number }) {
      const projectId = await projectOf(actor, { ProjectId: q.projectId });
      const group = await groupOf(db, projectId, q.groupedItem);
      if (!group) throw fieldError('groupedItem', 'Pick a group of this project.');
      const [inGroup, withoutWeight] = await Promise.all([
        items(actor, { ...first1000, parent: { project: projectId, group: group.id } }),
        items(actor, { ...first1000, searchFields: { withoutWeight: 'true' }, parent: { project: projectId } }),
      ]);
      return { group, items: inGroup.items, itemsWithoutWeightList: withoutWeight.items };
    },

    zeroWeightItems: async (actor: Actor, projectId: number) =>
      (await itemsOfProject(actor, { ...first1000, searchFields: { withoutWeight: 'true' }, projectId })).items,

    /** An item's log, newest first (at most 1,000). */
    async itemLogs(actor: Actor, q: InventoryRef & { ItemDetailMasterId: number }) {
      if (q.InventoryId !== undefined || q.ProjectId !== undefined) {
        const projectId = await projectOf(actor, q);
        const item = await itemOf(db, scopeOf(actor), q.ItemDetailMasterId);
        if (item.projectId !== projectId) throw notFound('Inventory item');
      }
      return (await logs(actor, { ...first1000, inventoryItemId: q.ItemDetailMasterId })).items;
    },
    logs,
    logColumns: async () => itemLogListQuery.columns(),
  };
}
export type InventoryService = ReturnType<typeof createInventoryService>;
