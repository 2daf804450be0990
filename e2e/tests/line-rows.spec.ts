import { expect, type Page, test } from '@playwright/test';
import { shootBothWidths } from './screens-support';
import { api, createCompany, createProject, seriousViolations } from './support';
import { startSession, toast } from './users-support';

/**
 * The grids of lines inside a create form (a proposal's estimated lines, a new PO's items, an
 * alert's expected lines) share one inline editor: Enter in a line commits that line and opens
 * the next, never sends the form; a line still being typed when the form is sent goes with it
 * (or stops the form with its messages); nothing typed is dropped.
 */

async function pick(page: Page, label: string, search: string, option: RegExp | string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

const created = (page: Page, noun: RegExp) => page.getByRole('alert').filter({ hasText: noun });

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
});

test('Enter in a proposal line commits it and opens the next; Create takes the line being typed', async ({ page }) => {
  const customer = await createCompany(page.request, 1);
  await page.goto('/proposals/create');
  await expect(page.getByRole('heading', { name: 'Create Proposal', level: 1 })).toBeVisible();
  await pick(page, 'Customer', customer.name, customer.name);

  await page.getByRole('button', { name: 'Add line' }).click();
  const grid = page.getByRole('table', { name: 'Estimated lines' });
  await grid.getByRole('textbox', { name: 'Description' }).fill('Crate and wrap');
  await grid.getByRole('textbox', { name: 'Quantity' }).fill('4');
  await grid.getByRole('textbox', { name: 'Rate' }).fill('12.50');
  await grid.getByRole('textbox', { name: 'Rate' }).press('Enter');

  // The line is in the grid, the form was not sent, and the next line is open under the keyboard.
  await expect(grid.getByRole('row', { name: /Crate and wrap/ })).toContainText('50.00');
  await expect(page).toHaveURL('/proposals/create');
  await expect(created(page, /Proposal .+ created/)).toHaveCount(0);
  await expect(grid.getByRole('textbox', { name: 'Description' })).toBeFocused();

  // A line refused by the schema stays open with its message; Enter does not send the form either.
  await page.keyboard.type('Haul away');
  await grid.getByRole('textbox', { name: 'Rate' }).fill('lots');
  await grid.getByRole('textbox', { name: 'Rate' }).press('Enter');
  await expect(grid.getByText('Enter an amount, at most 8 digits and 4 decimals.')).toBeVisible();
  await expect(grid.getByRole('textbox', { name: 'Rate' })).toBeFocused();
  await expect(page).toHaveURL('/proposals/create');

  // Create with that line still open and still wrong: nothing is sent, the line says why.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL('/proposals/create');
  await expect(grid.getByText('Enter an amount, at most 8 digits and 4 decimals.')).toBeVisible();

  // Put right and left open, the line goes with the proposal.
  await grid.getByRole('textbox', { name: 'Rate' }).fill('80');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(created(page, /Proposal .+ created/)).toBeVisible();
  await expect(page).toHaveURL(/\/proposals\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const { body } = await api(page.request, 'GET', `/api/proposal/${id}`);
  expect(body.lines.map((l: { description: string; amount: string }) => [l.description, l.amount])).toEqual([
    ['Crate and wrap', '50.00'],
    ['Haul away', '80.00'],
  ]);
});

test('Enter in a new PO item commits it; the PO is created with every item typed', async ({ page }) => {
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  await page.goto('/purchase-orders/create');
  await expect(page.getByRole('heading', { name: 'Create Purchase Order', level: 1 })).toBeVisible();
  await pick(page, 'Project', project.number, new RegExp(`^${project.number} · `));
  await pick(page, 'Vendor', vendor.name, vendor.name);

  await page.getByRole('button', { name: 'Add item' }).click();
  const grid = page.getByRole('table', { name: 'Items', exact: true });
  await grid.getByRole('textbox', { name: 'Description' }).fill('Banquet chair');
  await grid.getByRole('textbox', { name: 'Qty' }).fill('40');
  await grid.getByRole('textbox', { name: 'Unit cost' }).fill('31.25');
  await grid.getByRole('textbox', { name: 'Unit cost' }).press('Enter');
  await expect(grid.getByRole('row', { name: /Banquet chair/ })).toContainText('1,250.00');
  await expect(page).toHaveURL('/purchase-orders/create');
  await expect(created(page, /Purchase order .+ created/)).toHaveCount(0);

  // The next item is half typed when Enter is pressed in a field of the PO itself: the form is
  // sent with that item in it.
  await expect(grid.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type('Folding table');
  await grid.getByRole('textbox', { name: 'Qty' }).fill('5');
  await grid.getByRole('textbox', { name: 'Unit cost' }).fill('89');
  await page.getByRole('textbox', { name: 'Vendor reference' }).fill('Q-1182');
  await page.getByRole('textbox', { name: 'Vendor reference' }).press('Enter');
  await expect(created(page, /Purchase order .+ created/)).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-orders\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const { body: items } = await api(page.request, 'GET', `/api/poItemsByPoId/${id}`);
  expect(items.map((i: { description: string; quantity: string }) => [i.description, Number(i.quantity)])).toEqual([
    ['Banquet chair', 40],
    ['Folding table', 5],
  ]);
});

test('Enter in an expected line of a new receiving alert commits it without sending the alert', async ({ page }) => {
  await page.goto('/receiving-alerts/create');
  await expect(page.getByRole('heading', { name: 'Create Receiving Alert', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add line' }).click();
  const grid = page.getByRole('table', { name: 'Expected lines' });
  await grid.getByRole('textbox', { name: 'Description' }).fill('Lobby sofa, crated');
  await grid.getByRole('textbox', { name: 'Expected' }).fill('2');
  await grid.getByRole('textbox', { name: 'Expected' }).press('Enter');
  await expect(grid.locator('tbody')).toContainText('Lobby sofa, crated');
  await expect(page).toHaveURL('/receiving-alerts/create');
  // No project was chosen: had the form been sent, the project's message would show.
  await expect(page.getByText('This field is required')).toHaveCount(0);
  await expect(toast(page, 'created')).toHaveCount(0);
  // The next line is open under the keyboard.
  await expect(grid.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await expect(grid.getByRole('textbox', { name: 'Description' })).toHaveValue('');
});

test('at 390 px the lines of a new proposal scroll sideways in a frame the keyboard reaches', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/proposals/create');
  await expect(page.getByRole('heading', { name: 'Create Proposal', level: 1 })).toBeVisible();
  await expect(page.getByText('No lines yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const frame = page.getByRole('region', { name: 'Estimated lines, scrolls' });
  await expect(frame).toBeVisible();
  // The frame takes the focus, and the arrow keys scroll it.
  await frame.focus();
  await expect(frame).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frame.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await shootBothWidths(page, 'proposal-create-lines', async () => {
    await expect(page.getByRole('heading', { name: 'Create Proposal', level: 1 })).toBeVisible();
  });
  // At 1280 px the lines fit: the frame is no extra tab stop.
  await page.setViewportSize({ width: 1280, height: 860 });
  await expect(page.getByRole('region', { name: 'Estimated lines, scrolls' })).toHaveCount(0);
});
