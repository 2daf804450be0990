import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { ADMIN, createCompany, createProject, createUser, unique } from './support';
import { startSession } from './users-support';

/** Serious and critical axe violations of the page as it stands, by rule and node count. */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const EXPORT_HEADER = [
  'User name',
  'First name',
  'Last name',
  'E-mail',
  'Title',
  'Company',
  'User type',
  'Admin',
  'Status',
  'Modified (UTC)',
];

/** Picks an export from the grid's Export menu; returns the downloaded file's bytes. */
async function exportFrom(page: Page, item: 'Export CSV' | 'Export Excel', name: RegExp) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(name);
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
  return readFileSync(await file.path());
}

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
});

test('searches the user list, keeps the search, sort and page size in the URL, and opens a user', async ({
  page,
  request,
}) => {
  const tag = unique('lst');
  const first = await createUser(request, { userName: `${tag}a`, lastName: 'Zephyr' });
  await createUser(request, { userName: `${tag}b`, lastName: 'Abbott' });

  await page.goto('/users');
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('textbox', { name: 'Search users' }).fill(tag);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}`));
  await expect(table.getByRole('link', { name: `${tag}a` })).toBeVisible();
  await expect(table.getByRole('link', { name: `${tag}b` })).toBeVisible();
  await expect(page.getByText('1–2 of 2 users')).toBeVisible();

  // Sorting by name puts Abbott before Zephyr; the header says how the column is sorted.
  await table.getByRole('button', { name: 'Name, not sorted' }).click();
  await expect(page).toHaveURL(/sort=lastName/);
  await expect(table.getByRole('row').nth(1)).toContainText('Abbott');
  await table.getByRole('button', { name: 'Name, sorted ascending' }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(table.getByRole('row').nth(1)).toContainText('Zephyr');
  await expect(table.getByRole('button', { name: 'Name, sorted descending' })).toBeVisible();

  // A reload (or a shared link) shows the same rows.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Search users' })).toHaveValue(tag);
  await expect(table.getByRole('row').nth(1)).toContainText('Zephyr');

  // The exports hold every row of the current search, in its sort (Zephyr first), made by the server.
  const csv = await exportFrom(page, 'Export CSV', /^users-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  const lines = csv.toString('utf8').slice(1).trimEnd().split('\r\n');
  expect(lines[0]).toBe(EXPORT_HEADER.join(','));
  expect(lines[1]).toMatch(
    new RegExp(`^${tag}a,Erin,Zephyr,${tag}a@example.com,,FreightDesk Logistics,Staff,No,Active,`),
  );
  expect(lines[2]).toMatch(new RegExp(`^${tag}b,Erin,Abbott,`));
  expect(lines).toHaveLength(3);

  const xlsx = await exportFrom(page, 'Export Excel', /^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Users');
  if (!sheet) throw new Error('The workbook has no Users sheet');
  expect(sheet.rowCount).toBe(3);
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(EXPORT_HEADER);
  expect((sheet.getRow(2).values as unknown[]).slice(1, 4)).toEqual([`${tag}a`, 'Erin', 'Zephyr']);
  expect(sheet.getRow(2).getCell(10).value).toBeInstanceOf(Date);

  await table.getByRole('link', { name: `${tag}a` }).click();
  await expect(page).toHaveURL(`/users/${first.id}`);
  await expect(page.getByRole('heading', { name: `Edit User ${tag}a` })).toBeVisible();
});

test('a failed export says why in a toast and leaves the list usable', async ({ page }) => {
  await page.route('**/api/user/export', (route) =>
    route.fulfill({ status: 503, json: { message: 'Service unavailable', messages: ['Service unavailable'] } }),
  );
  await page.goto('/users');
  await expect(page.getByRole('link', { name: ADMIN.userName, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Export Excel' }).click();
  await expect(page.getByText('Export failed: Service unavailable')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export', exact: true })).toBeEnabled();
});

test('pages through the users with a chosen page size', async ({ page, request }) => {
  const tag = unique('pg');
  for (let i = 0; i < 11; i += 1) await createUser(request, { userName: `${tag}${String(i).padStart(2, '0')}` });

  await page.goto(`/users?q=${tag}`);
  await expect(page.getByText('1–11 of 11 users')).toBeVisible();
  await page.getByRole('button', { name: '25' }).click();
  await page.getByRole('menuitem', { name: '10', exact: true }).click();
  await expect(page).toHaveURL(/size=10/);
  await expect(page.getByText('1–10 of 11 users')).toBeVisible();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText('11–11 of 11 users')).toBeVisible();
  await expect(page.getByRole('link', { name: `${tag}10` })).toBeVisible();
});

test('says so when no user matches the search, and clears it', async ({ page }) => {
  await page.goto('/users');
  await page.getByRole('textbox', { name: 'Search users' }).fill('no-such-user-zzzz');
  await expect(page.getByText('No users match “no-such-user-zzzz”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await expect(page.getByRole('textbox', { name: 'Search users' })).toHaveValue('');
  await expect(page.getByRole('link', { name: ADMIN.userName, exact: true })).toBeVisible();
});

test('a failed search shows the error and a retry that recovers', async ({ page }) => {
  let fail = true;
  await page.route('**/api/user/search', (route) =>
    fail
      ? route.fulfill({ status: 503, json: { message: 'Service unavailable', messages: ['Service unavailable'] } })
      : route.continue(),
  );
  await page.goto('/users');
  await expect(page.getByText('Could not load users')).toBeVisible();
  await expect(page.getByText('Service unavailable')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('link', { name: ADMIN.userName, exact: true })).toBeVisible();
});

test('"Create user" opens the empty form and Close returns to the list', async ({ page }) => {
  await page.goto('/users');
  await page.getByRole('link', { name: 'Create user' }).click();
  await expect(page).toHaveURL('/users/create');
  await expect(page.getByRole('heading', { name: 'Create User' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(page).toHaveURL('/users');
});

test('a user that does not exist shows a message and the way back', async ({ page }) => {
  await page.goto('/users/987654');
  await expect(page.getByText('User not found')).toBeVisible();
  await page.getByRole('link', { name: 'Back to users' }).click();
  await expect(page).toHaveURL('/users');
});

test('the user list and the user screens have no serious accessibility violations', async ({ page, request }) => {
  const staff = await createUser(request, { claims: [{ type: 'Project', value: 'View' }] });
  const customer = await createCompany(request, 1);
  await createProject(request, { customerId: customer.id });
  const client = await createUser(request, { userTypeId: 2, clientId: customer.id });

  await page.goto('/users');
  await expect(page.getByRole('table', { name: 'Users' }).getByRole('row').nth(1)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  for (const path of [`/users/${staff.id}`, `/users/${client.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('checkbox', { name: 'Project View' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Project access' }).getByRole('row').nth(1)).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }

  await page.goto(`/users/${staff.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete User' })).toBeVisible();
  expect(await seriousViolations(page), 'delete dialog').toEqual([]);
});
