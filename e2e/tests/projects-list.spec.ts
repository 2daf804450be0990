import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, createUser, seriousViolations } from './support';
import { startSession } from './users-support';

/** /projects: the server grid on the projects list declaration, with filters, sort, export and row clicks. */

interface ProjectItem {
  id: number;
  number: string;
  customerId: number;
  customerName: string;
  status: string;
}

async function searchProjects(page: Page, body: object) {
  const { status, body: answer } = await api(page.request, 'POST', '/api/project/search', {
    pageSize: 100,
    ...body,
  });
  expect(status).toBe(200);
  return answer as { items: ProjectItem[]; totalCount: number };
}

const table = (page: Page) => page.getByRole('table', { name: 'Projects' });
const bodyRows = (page: Page) => table(page).locator('tbody').getByRole('row');

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
});

test('sorts, filters by status and customer, exports what it shows, and opens a project', async ({ page }) => {
  const all = await searchProjects(page, {});
  await page.goto('/projects');
  await expect(bodyRows(page)).toHaveCount(all.totalCount);
  await expect(page.getByText(`1–${all.totalCount} of ${all.totalCount} projects`)).toBeVisible();

  // Sorted by customer, descending: the URL keeps it and the first row follows.
  await table(page).getByRole('button', { name: 'Customer, not sorted' }).click();
  await table(page).getByRole('button', { name: 'Customer, sorted ascending' }).click();
  await expect(page).toHaveURL(/sort=customerName/);
  await expect(page).toHaveURL(/dir=desc/);
  const byCustomer = await searchProjects(page, { sortColumn: 'customerName', reverse: true });
  await expect(bodyRows(page).first()).toContainText(byCustomer.items[0]!.customerName);

  // Status: the values come from the server's filteredColums.
  await page.getByRole('button', { name: 'Filters' }).click();
  const filters = page.getByRole('region', { name: 'Filters' });
  await filters.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/f\.status=Active/);
  const active = await searchProjects(page, { searchFields: { status: 'Active' } });
  expect(active.totalCount).toBeGreaterThan(0);
  await expect(bodyRows(page)).toHaveCount(active.totalCount);
  for (const row of await bodyRows(page).all()) await expect(row).toContainText('Active');

  const csv = await exportCsv(page);
  expect(csv[0]).toBe('Project number,Customer,Job site,Status,Modified (UTC)');
  expect(csv).toHaveLength(active.totalCount + 1);
  expect(csv.slice(1).every((line) => line.includes(',Active,'))).toBe(true);

  // Customer: picked by name, filtered by id, and the chip names the company.
  const target = active.items[0]!;
  const picker = filters.getByRole('combobox', { name: 'Customer', exact: true });
  await picker.click();
  await picker.fill(target.customerName.slice(0, 6));
  await page.getByRole('option', { name: target.customerName }).click();
  await expect(page).toHaveURL(new RegExp(`f\\.customerId=${target.customerId}`));
  await expect(page.getByRole('group', { name: 'Filters in effect' })).toContainText(
    `Customer: ${target.customerName}`,
  );
  const both = await searchProjects(page, {
    searchFields: { status: 'Active', customerId: String(target.customerId) },
  });
  await expect(bodyRows(page)).toHaveCount(both.totalCount);

  // A row click opens the project.
  await bodyRows(page).filter({ hasText: target.number }).getByRole('cell').nth(1).click();
  await expect(page).toHaveURL(`/projects/${target.id}`);
  await expect(page.getByRole('heading', { name: `Project ${target.number}` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/f\.status=Active/);
  await expect(bodyRows(page)).toHaveCount(both.totalCount);
});

test('a search that matches nothing says so and clears; the list has no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/projects');
  await expect(bodyRows(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters' }).click();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: 'Search projects' }).fill('no-such-project-zz');
  await expect(page.getByText('No projects match “no-such-project-zz”')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).last().click();
  await expect(bodyRows(page).first()).toBeVisible();
});

test('without Project:View the projects screens are closed', async ({ page, request }) => {
  const user = await createUser(request, { claims: [{ type: 'PO', value: 'View' }] });
  await startSession(page, request, user.userName, user.password);
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'You do not have permission' })).toBeVisible();
});

async function exportCsv(page: Page) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
  return readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
}
