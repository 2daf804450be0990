import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { createCompany, createUser, unique } from './support';
import { startSession, toast } from './users-support';

/** The users list's filters, selection with bulk actions, and an export of the filtered rows. */

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
});

const table = (page: Page) => page.getByRole('table', { name: 'Users' });
const bodyRows = (page: Page) => table(page).locator('tbody').getByRole('row');

/** Picks a value in one of the filter panel's selects. */
async function pickFilter(page: Page, label: string, option: string) {
  await page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('selects users and deactivates them together; the bulk bar counts and clears', async ({ page, request }) => {
  const tag = unique('blk');
  const users = [];
  for (const suffix of ['a', 'b', 'c']) users.push(await createUser(request, { userName: `${tag}${suffix}` }));

  await page.goto(`/users?q=${tag}`);
  await expect(bodyRows(page)).toHaveCount(3);
  await table(page)
    .getByRole('checkbox', { name: `Select ${tag}a` })
    .check();
  await table(page)
    .getByRole('checkbox', { name: `Select ${tag}b` })
    .check();
  const bar = page.getByRole('region', { name: 'Selected rows' });
  await expect(bar).toContainText('2 users selected');

  await bar.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, '2 users deactivated')).toBeVisible();
  await expect(bodyRows(page).filter({ hasText: `${tag}a` })).toContainText('Inactive');
  await expect(bodyRows(page).filter({ hasText: `${tag}b` })).toContainText('Inactive');
  await expect(bodyRows(page).filter({ hasText: `${tag}c` })).toContainText('Active');

  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toHaveCount(0);
  await expect(table(page).getByRole('checkbox', { name: `Select ${tag}a` })).not.toBeChecked();

  // The signed-in user cannot select themselves for a bulk change.
  await page.goto('/users?q=admin');
  await expect(table(page).getByRole('checkbox', { name: 'Select admin', exact: true })).toBeDisabled();
});

test('filters by status and date range through the URL, shows the filters as chips, and clears them', async ({
  page,
  request,
}) => {
  const tag = unique('flt');
  await createUser(request, { userName: `${tag}a` });
  const off = await createUser(request, { userName: `${tag}b` });
  await page.goto(`/users?q=${tag}`);
  await expect(bodyRows(page)).toHaveCount(2);
  await table(page)
    .getByRole('checkbox', { name: `Select ${off.userName}` })
    .check();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, '1 user deactivated')).toBeVisible();

  await page.getByRole('button', { name: 'Filters' }).click();
  await pickFilter(page, 'Status', 'Inactive');
  await expect(page).toHaveURL(/[?&]f\.status=false/);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(off.userName);
  await expect(page.getByRole('group', { name: 'Filters in effect' })).toContainText('Status: Inactive');
  await expect(page.getByText('1–1 of 1 users')).toBeVisible();

  // A link with the filters shows the same rows.
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Filters 1' })).toBeVisible();

  // The export holds the filtered rows only.
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  const lines = readFileSync(await (await download).path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(new RegExp(`^${off.userName},.*,Inactive,`));

  await page.getByRole('button', { name: 'Remove filter Status' }).click();
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page).not.toHaveURL(/f\.status/);

  // A date range: nobody was modified before 2000, everybody since.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByLabel('Modified to').fill('2000-01-01');
  await expect.poll(() => new URL(page.url()).searchParams.get('f.modifiedAt')).toBe('~2000-01-01');
  await expect(page.getByText('No users match “')).toBeVisible();
  await filters.getByLabel('Modified to').fill('');
  await filters.getByLabel('Modified from').fill('2000-01-01');
  await expect.poll(() => new URL(page.url()).searchParams.get('f.modifiedAt')).toBe('2000-01-01~');
  await expect(bodyRows(page)).toHaveCount(2);
  await expect(page.getByRole('group', { name: 'Filters in effect' })).toContainText('Modified: from 01-01-2000');

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/f\./);
  await expect(page.getByRole('group', { name: 'Filters in effect' })).toHaveCount(0);
});

test('the user type filter offers the types the server knows', async ({ page, request }) => {
  // A client user and a staff user whose names share a tag: the filter keeps the client user.
  const tag = unique('typ');
  const customer = await createCompany(request, 1);
  const client = await createUser(request, { userName: `${tag}c`, userTypeId: 2, clientId: customer.id });
  await createUser(request, { userName: `${tag}s` });
  await page.goto(`/users?q=${tag}&f.userTypeName=Client`);
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText(client.userName);
  for (const row of await bodyRows(page).all()) await expect(row).not.toContainText('Staff');
  await page.getByRole('button', { name: 'Filters 1' }).click();
  await expect(page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'User type' })).toHaveValue(
    'Client',
  );
});

test('a total counted only up to a cap reads "10,000+" and offers the page after it', async ({ page }) => {
  // The server caps its count on very large lists and says so with totalExact: false.
  // The demo data is small, so every page is answered with the first page's rows, as a list of
  // more than 10,000 users would answer it; an empty page past the count sends the grid back.
  const asked: number[] = [];
  await page.route('**/api/user/search', async (route) => {
    const body = route.request().postDataJSON();
    asked.push(body.pageIndex);
    try {
      const answer = await (await route.fetch({ postData: JSON.stringify({ ...body, pageIndex: 1 }) })).json();
      await route.fulfill({ json: { ...answer, totalCount: 10_000, totalExact: false } });
    } catch (err) {
      // The page gave this search up while it was answered (a newer one replaced it, as a grid
      // does when its page changes): Playwright disposes its response, and nobody reads an answer.
      if (!/disposed/i.test(String(err))) throw err;
    }
  });
  await page.goto('/users');
  await expect(page.getByText(/^1–\d+ of 10,000\+ users$/)).toBeVisible();
  // 400 pages of 25 are counted; page 401 is where the count goes on.
  await page.getByRole('button', { name: 'Page 401' }).click();
  await expect(page).toHaveURL(/page=401/);
  await expect.poll(() => asked.at(-1)).toBe(401);
  await expect(page.getByText(/^10,001–10,0\d\d of 10,000\+ users$/)).toBeVisible();
  await expect(page).toHaveURL(/page=401/);
});

test('a phone gets the list without its wide columns from the first draw, and a wider window brings them back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Header cells taken out of the table while the screen loads would be columns drawn and dropped.
  await page.addInitScript(() => {
    const w = window as unknown as { droppedHeaders: number };
    w.droppedHeaders = 0;
    new MutationObserver((changes) => {
      for (const change of changes)
        change.removedNodes.forEach((node) => {
          if ((node as Element).tagName === 'TH') w.droppedHeaders += 1;
        });
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/users');
  const header = (name: RegExp) => table(page).getByRole('columnheader', { name });
  await expect(header(/^User name/)).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  for (const wide of [/^Name/, /^E-mail/, /^Company/]) await expect(header(wide)).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { droppedHeaders: number }).droppedHeaders)).toBe(0);

  await page.setViewportSize({ width: 800, height: 844 });
  await expect(header(/^Company/)).toBeVisible();
  await expect(header(/^E-mail/)).toHaveCount(0);
  await page.setViewportSize({ width: 1280, height: 860 });
  await expect(header(/^E-mail/)).toBeVisible();
});
