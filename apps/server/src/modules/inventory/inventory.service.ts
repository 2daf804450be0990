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
import { createLocationService } from '../location';
import { projectListQuery } from '../project';
import { applyCounts, type CountedLine } from './inventory.counts';
import { inventoryGroupWrites } from './inventory.groups';
import { inventoryHolds } from './inventory.holds';
import { inventoryItemWrites, itemOf } from './inventory.items';
import { inventoryItemListQuery, inventoryListQuery, itemLogListQuery } from './inventory.list';
import { inventoryMoves, type LocationsPort } from './inventory.moves';
import { onHandHistory } from './inventory.onHand';
import { type PickedLine, pick } from './inventory.pick';
import { putAway, type ReceivedLine } from './inventory.putAway';
import { groupOf, groupsOf, inventoryCounts, inventoryOf, projectOfInventory } from './inventory.read';
import { changesSince, storageLedger } from './inventory.storage';

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
export function createInventoryService({
  db,
  locations = createLocationService({ db }),
}: {
  db: Executor;
  /** Whether a code is a location goods may go to (the location module's service). */
  locations?: LocationsPort;
}) {
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

  async function items(actor: Actor, q: ListRequest<InventoryItemListColumn>, tx?: Executor) {
    const page = await inventoryItemListQuery.page(tx ?? db, scopeOf(actor), q);
    return { ...page, items: page.items.map(itemOut) as InventoryItem[] };
  }

  async function itemsOfProject(
    actor: Actor,
    q: ListRequest<InventoryItemListColumn> & { projectId: number },
    tx?: Executor,
  ) {
    await visibleOr404(projectListQuery, scopeOf(actor), q.projectId, tx ?? db, { noun: 'Project' });
    return items(actor, { ...q, parent: { project: q.projectId } }, tx);
  }

  async function logs(actor: Actor, q: ListRequest<ItemLogListColumn> & { inventoryItemId: number }, tx?: Executor) {
    const ex = tx ?? db;
    if (!(await inventoryItemListQuery.visible(ex, scopeOf(actor), q.inventoryItemId))) {
      throw notFound('Inventory item');
    }
    const page = await itemLogListQuery.page(ex, scopeOf(actor), { ...q, parent: { item: q.inventoryItemId } });
    return { ...page, items: page.items.map((r) => ({ ...r, at: r.at.toISOString() })) };
  }

  return {
    ...inventoryHolds(db),
    ...inventoryItemWrites(db),
    ...inventoryGroupWrites(db),
    ...inventoryMoves(db, locations),
    /** A cycle count's lines applied: each item's quantity on hand becomes what was counted, logged. */
    applyCounts: (actor: Actor, input: { reference: string; lines: CountedLine[] }, tx?: Executor) =>
      applyCounts(db, actor, input, tx),
    putAway: (actor: Actor, input: { projectId: number; reference: string; lines: ReceivedLine[] }, tx?: Executor) =>
      putAway(db, actor, input, tx),
    /** Goods leave the shelves: what the lines held is let go and what was picked leaves on hand, logged. */
    pick: (actor: Actor, input: { projectId: number; reference: string; lines: PickedLine[] }, tx?: Executor) =>
      pick(db, actor, input, tx),
    /** How many items a project holds (the hub's count), as the caller sees it. */
    countOf: (actor: Actor, projectId: number, tx?: Executor) =>
      inventoryItemListQuery.count(tx ?? db, scopeOf(actor), { parent: { project: projectId } }),

    get: (actor: Actor, id: number, tx?: Executor) => inventoryOf(tx ?? db, scopeOf(actor), id),
    /** What it held at the end of each day of a range, from the item log: storage is billed from it. */
    onHand: (actor: Actor, id: number, range: { from: string; to: string }, tx?: Executor) =>
      onHandHistory(tx ?? db, scopeOf(actor), id, range),
    /** What storage billing asks: a project's items with their moves up to a day (see storageLedger). */
    async storageLedger(actor: Actor, input: { projectId: number; to: string }, tx?: Executor) {
      const projectId = await projectOf(actor, { ProjectId: input.projectId }, tx);
      return storageLedger(tx ?? db, projectId, input.to);
    },
    /** Changes entered after `since` that count on a business day up to `to` (see changesSince). */
    async changesSince(actor: Actor, input: { projectId: number; to: string; since: Date }, tx?: Executor) {
      const projectId = await projectOf(actor, { ProjectId: input.projectId }, tx);
      return changesSince(tx ?? db, projectId, input.to, input.since);
    },
    dataCounts: (actor: Actor, inventoryId: number, tx?: Executor) =>
      inventoryCounts(tx ?? db, scopeOf(actor), inventoryId),

    async search(actor: Actor, q: ListRequest<InventoryListColumn>, tx?: Executor) {
      const page = await inventoryListQuery.page(tx ?? db, scopeOf(actor), q);
      return {
        ...page,
        items: page.items.map((r) => ({ ...r, lastReceipt: iso(r.lastReceipt), lastRelease: iso(r.lastRelease) })),
      };
    },
    columns: async () => inventoryListQuery.columns(),

    item: (actor: Actor, id: number, tx?: Executor) => itemOf(tx ?? db, scopeOf(actor), id),
    items,
    itemsOfProject,

    /** A project's items (at most 1,000), or those without weight. */
    async allItems(actor: Actor, q: InventoryRef & { requiredData?: 'all' | 'withoutWeight' }, tx?: Executor) {
      const projectId = await projectOf(actor, q, tx);
      const searchFields = q.requiredData === 'withoutWeight' ? { withoutWeight: 'true' } : {};
      return (await itemsOfProject(actor, { ...first1000, searchFields, projectId }, tx)).items;
    },

    async itemColumns(actor: Actor, q: InventoryRef, tx?: Executor) {
      if (q.InventoryId === undefined && q.ProjectId === undefined) return inventoryItemListQuery.columns();
      const groups = await groupsOf(tx ?? db, scopeOf(actor), await projectOf(actor, q, tx));
      return inventoryItemListQuery.columns({
        groupName: groups.map((g) => ({ value: g.name, label: g.name })),
      });
    },

    groups: async (actor: Actor, q: InventoryRef, tx?: Executor) =>
      groupsOf(tx ?? db, scopeOf(actor), await projectOf(actor, q, tx)),

    async groupedItems(actor: Actor, q: { projectId: number; groupedItem: number }, tx?: Executor) {
      const projectId = await projectOf(actor, { ProjectId: q.projectId }, tx);
      const group = await groupOf(tx ?? db, scopeOf(actor), projectId, q.groupedItem);
      if (!group) throw fieldError('groupedItem', 'Pick a group of this project.');
      const inGroup = await items(actor, { ...first1000, parent: { project: projectId, group: group.id } }, tx);
      const withoutWeight = await items(
        actor,
        { ...first1000, searchFields: { withoutWeight: 'true' }, parent: { project: projectId } },
        tx,
      );
      return { group, items: inGroup.items, itemsWithoutWeightList: withoutWeight.items };
    },

    zeroWeightItems: async (actor: Actor, projectId: number, tx?: Executor) =>
      (await itemsOfProject(actor, { ...first1000, searchFields: { withoutWeight: 'true' }, projectId }, tx)).items,

    /** An item's log, newest first (at most 1,000). */
    async itemLogs(actor: Actor, q: InventoryRef & { ItemDetailMasterId: number }, tx?: Executor) {
      if (q.InventoryId !== undefined || q.ProjectId !== undefined) {
        const projectId = await projectOf(actor, q, tx);
        const item = await itemOf(tx ?? db, scopeOf(actor), q.ItemDetailMasterId);
        if (item.projectId !== projectId) throw notFound('Inventory item');
      }
      return (await logs(actor, { ...first1000, inventoryItemId: q.ItemDetailMasterId }, tx)).items;
    },
    logs,
    logColumns: async () => itemLogListQuery.columns(),
  };
}
export type InventoryService = ReturnType<typeof createInventoryService>;
