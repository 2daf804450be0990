import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

/**
 * The demo's people sign in and reach their own work on the demo data, as the README names them:
 * each screen shows real records and the controls of their job, never "no permission" in their place.
 * These read the demo data: they need a product started with it (the default; DEMO_DATA=false fails them).
 */
const DEMO_PASSWORD = 'Demo@1234';

/** A list's grid, once its first page is in: how many rows of records it shows. */
async function rowsOf(page: Page, name: string | RegExp) {
  const grid = page.getByRole('table', { name });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  return grid.getByRole('row').count();
}

test('the operations manager runs the jobs and releases goods from the inventory', async ({ page }) => {
  await signIn(page, 'sjordan', DEMO_PASSWORD);
  await page.goto('/purchase-orders');
  expect(await rowsOf(page, /purchase orders/i)).toBeGreaterThan(1);
  await expect(page.getByRole('link', { name: 'New purchase order' })).toBeVisible();
  await page.goto('/pick-tickets/create');
  await expect(page.getByRole('heading', { name: 'Create Pick Ticket', level: 1 })).toBeVisible();
  await expect(page.getByText(/no permission/i)).toHaveCount(0);
});

test('the warehouse lead counts, moves and picks', async ({ page }) => {
  await signIn(page, 'wchen', DEMO_PASSWORD);
  await page.goto('/cycle-counts');
  await expect(page.getByRole('button', { name: 'Start a count' })).toBeVisible();
  await page.goto('/inventory/move');
  await expect(page.getByRole('textbox', { name: /^Scan/ }).first()).toBeVisible();
  await page.goto('/pick-tickets');
  expect(await rowsOf(page, /pick tickets/i)).toBeGreaterThan(1);
});

test('the billing specialist reaches charges and invoices', async ({ page }) => {
  await signIn(page, 'amiller', DEMO_PASSWORD);
  await page.goto('/invoices');
  expect(await rowsOf(page, /invoices/i)).toBeGreaterThan(1);
  await expect(page.getByText(/no permission/i)).toHaveCount(0);
});

test('the client user follows their projects and asks for a release', async ({ page }) => {
  await signIn(page, 'client.harbor', DEMO_PASSWORD);
  await page.goto('/projects');
  expect(await rowsOf(page, /projects/i)).toBeGreaterThan(1);
  await page.goto('/pick-tickets/create');
  await expect(page.getByRole('heading', { name: 'Request a release', level: 1 })).toBeVisible();
});
