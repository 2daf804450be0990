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

test('the general manager reads projects, their rates, proposals and the address book, and is offered no change', async ({
  page,
}) => {
  await signIn(page, 'kpatel', DEMO_PASSWORD);
  // Nothing on any of them offers a change: no create, edit or delete where a writer has them.
  const writes = () => page.getByRole('main').getByRole('link', { name: /^(Create|New|Edit|Delete)\b/ });
  // Offered: a button that does it (one shown disabled, with the form's read-only note, offers nothing).
  const writeButtons = () =>
    page
      .getByRole('main')
      .getByRole('button', { name: /^(Create|New|Edit|Delete|Save|Load default rates)\b/, disabled: false });

  await page.goto('/projects');
  expect(await rowsOf(page, /projects/i)).toBeGreaterThan(1);
  await expect(writes()).toHaveCount(0);
  // A project of the list opens read-only: its rates are there to read.
  const first = page
    .getByRole('table', { name: /projects/i })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first();
  const number = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { name: `Project ${number}`, level: 1 })).toBeVisible();
  await expect(writeButtons()).toHaveCount(0);
  await expect(writes()).toHaveCount(0);
  await page
    .getByRole('navigation', { name: /sections$/ })
    .getByRole('link', { name: /^Rates/ })
    .click();
  await expect(page.getByRole('table', { name: 'Warehouse rates' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(Edit|Remove|Add) / })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);

  for (const [path, grid] of [
    ['/proposals', /proposals/i],
    ['/address-books', /clients/i],
  ] as const) {
    await page.goto(path);
    expect(await rowsOf(page, grid), path).toBeGreaterThan(1);
    await expect(writes(), path).toHaveCount(0);
    await expect(writeButtons(), path).toHaveCount(0);
  }
  // A company of the address book reads, and offers no save.
  await page
    .getByRole('table', { name: /clients/i })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(writeButtons()).toHaveCount(0);
  // Users are the administrators' (docs/requirements.md): not in the manager's menu.
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }),
  ).toHaveCount(0);
  await expect(page.getByText(/no permission/i)).toHaveCount(0);
});

test('the client user follows their projects and asks for a release', async ({ page }) => {
  await signIn(page, 'client.harbor', DEMO_PASSWORD);
  await page.goto('/projects');
  expect(await rowsOf(page, /projects/i)).toBeGreaterThan(1);
  await page.goto('/pick-tickets/create');
  await expect(page.getByRole('heading', { name: 'Request a release', level: 1 })).toBeVisible();
});
