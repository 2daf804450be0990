import { expect, type Page } from '@playwright/test';
import { alertAtTheDock } from './inbound-support';
import { api, type Project, unique } from './support';

/** What the inventory's browser tests arrange through the API, and read of its screens. */

export interface Received {
  project: Project;
  inventoryId: number;
  table: Item;
  chair: Item;
  lamp: Item;
}
export interface Item {
  id: number;
  itemNumber: string;
  description: string;
  name: string;
}

/**
 * A project of its own whose inventory holds three items received from a PO at the dock: tables
 * and chairs weighed, and lamps that came without a weight.
 */
export async function projectWithInventory(page: Page): Promise<Received> {
  const tag = unique('');
  const lines = [
    {
      itemNumber: `TB-${tag}`,
      description: 'Conference table',
      quantity: '10',
      unitCost: '500',
      weight: '800',
      pieces: 10,
    },
    { itemNumber: `CH-${tag}`, description: 'Task chair', quantity: '24', unitCost: '120', weight: '480', pieces: 24 },
    { itemNumber: `LM-${tag}`, description: 'Lobby lamp', quantity: '5', unitCost: '35', weight: '0', pieces: 0 },
  ];
  const { project, raId, lines: raLines } = await alertAtTheDock(page, lines);
  // Everything arrives in good order.
  for (const line of raLines) {
    const saved = await api(page.request, 'PUT', '/api/raItem', {
      id: line.id,
      version: line.version,
      quantityReceived: line.quantityExpected,
      condition: 'Good',
      location: 'A-01',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  }
  const finished = await api(page.request, 'POST', `/api/ra/${raId}/finish`);
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);

  const { body: inventories } = await api(page.request, 'POST', '/api/inventory/search', {
    searchFields: { projectId: String(project.id) },
  });
  expect(inventories.items, JSON.stringify(inventories)).toHaveLength(1);
  const inventoryId = inventories.items[0].id as number;
  const { body: items } = await api(
    page.request,
    'GET',
    `/api/inventoryItems/getAllInventoryItem?ProjectId=${project.id}`,
  );
  const find = (itemNumber: string): Item => {
    const item = (items as Item[]).find((i) => i.itemNumber === itemNumber);
    expect(item, itemNumber).toBeTruthy();
    return { ...(item as Item), name: `${item?.itemNumber} ${item?.description}` };
  };
  return {
    project,
    inventoryId,
    table: find(lines[0]!.itemNumber),
    chair: find(lines[1]!.itemNumber),
    lamp: find(lines[2]!.itemNumber),
  };
}

/** An item as the API answers it now. */
export async function itemNow(page: Page, projectId: number, id: number) {
  const { body } = await api(page.request, 'GET', `/api/inventoryItems/getAllInventoryItem?ProjectId=${projectId}`);
  return (
    body as { id: number; groupId: number | null; groupName: string | null; weight: string; quantityOnHand: string }[]
  ).find((i) => i.id === id);
}

/** A total of the inventory's summary, by its label. */
export const total = (page: Page, label: string) =>
  page
    .locator('dl')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
