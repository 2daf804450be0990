import { expect, type Page } from '@playwright/test';
import { api, unique } from './support';

/** What the warehouse floor's browser tests arrange through the API, and how a scanner types. */

export interface Located {
  id: number;
  code: string;
}
export interface LoggedItem {
  id: number;
  raItemId: number | null;
  location: string;
  quantityOnHand: string;
  weight: string;
}

export async function makeLocation(page: Page, over: Record<string, unknown> = {}): Promise<Located> {
  const zone = unique('W').toUpperCase().slice(-8);
  const { status, body } = await api(page.request, 'POST', '/api/location', {
    zone,
    aisle: '01',
    bay: '02',
    level: '1',
    description: 'Test rack',
    ...over,
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body;
}

export async function itemOf(page: Page, projectId: number, id: number): Promise<LoggedItem> {
  const { body } = await api(page.request, 'GET', `/api/inventoryItems/getAllInventoryItem?ProjectId=${projectId}`);
  return (body as LoggedItem[]).find((i) => i.id === id)!;
}

/** The ledger: the item's quantity on hand is what its log rows add up to; answers its log, newest first. */
export async function expectLedger(page: Page, projectId: number, id: number) {
  const item = await itemOf(page, projectId, id);
  const { body: logs } = await api(page.request, 'GET', `/api/inventoryItems/getItemLogs?ItemDetailMasterId=${id}`);
  const sum = (logs as { quantityBefore: string; quantityAfter: string }[]).reduce(
    (s, l) => s + Number(l.quantityAfter) - Number(l.quantityBefore),
    0,
  );
  expect(sum).toBeCloseTo(Number(item.quantityOnHand), 3);
  return logs as { action: string; reference: string; reason: string; changes: unknown[] }[];
}

/** What a ring scanner does: types its read into the focused field, then Enter. */
export async function scanner(page: Page, read: string) {
  await page.keyboard.type(read);
  await page.keyboard.press('Enter');
}
