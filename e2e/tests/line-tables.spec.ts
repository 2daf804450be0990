import { expect, type Locator, type Page, test } from '@playwright/test';
import { projectWithInventory } from './inventory-support';
import { shootBothWidths } from './screens-support';
import { projectWithPo } from './shipments-support';
import { api, createCompany, createProject } from './support';
import { startSession } from './users-support';

/**
 * The line tables of the record screens fit a 1280 px screen (a laptop at the office): nothing
 * scrolls sideways, and each row's buttons are in view without scrolling the table; a project's
 * warehouse rates so too while one is edited in place.
 */

const LONG = 'Upholstered lounge chair with walnut frame, performance fabric, seat cushion and matching ottoman';

/** How far the nearest box that scrolls sideways around the table is wider than what it shows. */
const sideways = (table: Locator) =>
  table.evaluate((el) => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (/(auto|scroll)/.test(style.overflowX)) return box.scrollWidth - box.clientWidth;
    }
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });

async function fits(page: Page, table: Locator, buttons: RegExp) {
  // Measured once the rows are drawn: the table shows before its rows arrive, and an empty table fits.
  const shown = table.getByRole('button', { name: buttons });
  await expect(shown.first()).toBeVisible();
  expect(await sideways(table), 'the table scrolls sideways').toBeLessThanOrEqual(0);
  for (const button of await shown.all()) {
    const box = await button.boundingBox();
    expect(box, `${await button.getAttribute('aria-label')} is on screen`).not.toBeNull();
    expect(box!.x + box!.width, `${await button.getAttribute('aria-label')} is in view`).toBeLessThanOrEqual(1280);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 860 });
  await startSession(page, request);
});

test('a PO’s items and a shipment’s lines fit 1280 px, their buttons in view', async ({ page }) => {
  const { po, project } = await projectWithPo(page);
  const added = await api(page.request, 'POST', '/api/poItems', {
    purchaseOrderId: po.id,
    itemNumber: 'LC-900',
    description: LONG,
    quantity: '6',
    unitCost: '1250',
    weight: '420',
    pieces: 12,
  });
  expect(added.status).toBe(201);
  await page.goto(`/purchase-orders/${po.id}/items`);
  await fits(page, page.getByRole('table', { name: /items/i }).first(), /^(Edit|Remove) item /);

  const carrier = await createCompany(page.request, 4);
  const shipment = await api(page.request, 'POST', '/api/shipment', { projectId: project.id, carrierId: carrier.id });
  expect(shipment.status).toBe(201);
  const { body: shippable } = await api(
    page.request,
    'GET',
    `/api/poItemsShipment/paged?projectId=${project.id}&pageIndex=1&pageSize=50`,
  );
  const lines = await api(page.request, 'POST', '/api/poItemsShipment', {
    shipmentId: shipment.body.id,
    items: shippable.items.map((i: { poItemId: number; remaining: string }) => ({
      poItemId: i.poItemId,
      quantity: i.remaining,
    })),
  });
  expect(lines.status).toBeLessThan(300);
  await page.goto(`/shipments/${shipment.body.id}/items`);
  await fits(page, page.getByRole('table').first(), /^(Edit|Remove) line /);
});

test('a project’s inventory items fit 1280 px', async ({ page }) => {
  const stock = await projectWithInventory(page);
  await page.goto(`/inventory/${stock.inventoryId}`);
  const table = page.getByRole('table').first();
  await expect(table.getByRole('row')).not.toHaveCount(1);
  expect(await sideways(table), 'the table scrolls sideways').toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});

test('a project’s warehouse rates fit 1280 px, a rate being edited too, every field in its row', async ({ page }) => {
  const project = await createProject(page.request);
  const defaults = await api(page.request, 'POST', '/api/project/setDefaultData', { id: project.id });
  expect(defaults.status, JSON.stringify(defaults.body)).toBeLessThan(300);
  await page.goto(`/projects/${project.id}/rates`);
  const grid = page.getByRole('table', { name: 'Warehouse rates' });
  await expect(grid.locator('tbody').getByRole('row')).toHaveCount(6);
  await fits(page, grid, /^(Edit|Remove) Storage rate/);

  // Edited in place, every field of the rate has its input in the row, and the row still fits.
  await grid.getByRole('button', { name: 'Edit Storage rate, per hundredweight' }).click();
  const save = page.getByRole('button', { name: 'Save Storage rate, per hundredweight' });
  const row = grid.locator('tbody').getByRole('row').filter({ has: save });
  for (const field of [
    'Charge type',
    'Description',
    'Basis',
    'Rounding',
    'Rate',
    'Minimum',
    'Period',
    'Proration',
    'Free days',
    'Applies from',
  ]) {
    await expect(row.getByLabel(field, { exact: true }), field).toBeVisible();
  }
  await fits(page, grid, /^(Save|Cancel editing) Storage rate/);
  await shootBothWidths(page, 'rates-editing', async () => {
    await expect(save).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 860 });

  // Enter in the row commits it.
  await row.getByLabel('Description', { exact: true }).fill('Racked pallets, per month');
  const minimum = row.getByLabel('Minimum', { exact: true });
  await minimum.fill('80');
  await minimum.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'Warehouse rate saved' })).toBeVisible();
  const storage = grid.locator('tbody').getByRole('row').filter({ hasText: 'Racked pallets, per month' });
  await expect(storage).toContainText('80.00');
  await expect(save).toHaveCount(0);
  await fits(page, grid, /^(Edit|Remove) Storage rate/);
});
