import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { InventoryService } from './inventory.service';

export function inventoryRoutes(r: Router, inventory: InventoryService) {
  const e = api.inventory;
  const byProject = { searchFields: {}, reverse: false, paged: true } as const;
  r.bind(e.paged, ({ actor, query }) => inventory.search(actor, { ...byProject, ...query }));
  r.bind(e.filtered, () => inventory.columns());
  r.bind(e.search, ({ actor, body }) => inventory.search(actor, body));
  r.bind(e.dataCounts, ({ actor, body }) => inventory.dataCounts(actor, body.inventoryId));
  r.bind(e.byId, ({ actor, params }) => inventory.get(actor, params.id));
  r.bind(e.onHand, ({ actor, params, query }) => inventory.onHand(actor, params.id, query));

  const i = api.inventoryItem;
  r.bind(i.create, ({ actor, body }) => inventory.create(actor, body));
  r.bind(i.update, ({ actor, body }) => inventory.update(actor, body));
  r.bind(i.all, ({ actor, query }) => inventory.allItems(actor, query));
  r.bind(i.byId, ({ actor, params }) => inventory.item(actor, params.id));
  r.bind(i.filteredColums, ({ actor, query }) => inventory.itemColumns(actor, query));
  r.bind(i.search, ({ actor, body }) => inventory.itemsOfProject(actor, body));
  r.bind(i.searchPaged, ({ actor, body }) => inventory.itemsOfProject(actor, body));
  r.bind(i.paged, ({ actor, body }) => inventory.itemsOfProject(actor, { ...byProject, ...body }));
  r.bind(i.allInventories, ({ actor, body }) => inventory.items(actor, body));
  r.bind(i.groups, ({ actor, query }) => inventory.groups(actor, query));
  r.bind(i.ungroup, ({ actor, body }) => inventory.ungroup(actor, body));
  r.bind(i.grouping, ({ actor, body }) => inventory.grouping(actor, body));
  r.bind(i.newGroup, ({ actor, body }) => inventory.newGroup(actor, body));
  r.bind(i.groupedItems, ({ actor, body }) => inventory.groupedItems(actor, body));
  r.bind(i.logs, ({ actor, query }) => inventory.itemLogs(actor, query));
  r.bind(i.logColumns, () => inventory.logColumns());
  r.bind(i.searchInLogs, ({ actor, body }) => inventory.logs(actor, body));
  r.bind(i.updateItemsWeight, ({ actor, body }) => inventory.setWeights(actor, body));
  r.bind(i.updateItemsPieces, ({ actor, body }) => inventory.setPieces(actor, body));
  r.bind(i.zeroWeightItems, ({ actor, body }) => inventory.zeroWeightItems(actor, body.projectId));
}
