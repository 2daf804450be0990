import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, createCompany, createProject, createUser, seriousViolations } from './support';
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
  // A customer of the test's own with two Active projects and one On Hold.
  const customer = await createCompany(page.request, 1);
  const [target] = [
    await createProject(page.request, { customerId: customer.id }),
    await createProject(page.request, { customerId: customer.id }),
    await createProject(page.request, { customerId: customer.id, status: 'On Hold' }),
  ];
  const all = await searchProjects(page, {});
  await page.goto('/projects');
  // Other tests add projects alongside (a proposal converted into one): the list counts at least
  // those there before it opened, and shows the first page of them.
  const range = page.getByText(/1–\d+ of [\d,]+ projects$/);
  const shown = async () => {
    const [, first, total] = /1–(\d+) of ([\d,]+) projects$/.exec((await range.textContent()) ?? '') ?? [];
    const count = Number(total?.replace(/,/g, ''));
    return {
      atLeastBefore: count >= all.totalCount,
      page: Number(first) === Math.min(25, count) && (await bodyRows(page).count()) === Math.min(25, count),
    };
  };
  await expect.poll(shown).toEqual({ atLeastBefore: true, page: true });

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
  expect(active.totalCount).toBeGreaterThanOrEqual(2);
  await expect(bodyRows(page)).toHaveCount(Math.min(25, active.totalCount));
  for (const row of await bodyRows(page).all()) await expect(row).toContainText('Active');

  // Customer: picked by name, filtered by id, and the chip names the company.
  const picker = filters.getByRole('combobox', { name: 'Customer', exact: true });
  await picker.click();
  await picker.fill(target.customerName);
  await page.getByRole('option', { name: target.customerName }).click();
  await expect(page).toHaveURL(new RegExp(`f\\.customerId=${target.customerId}`));
  await expect(page.getByRole('group', { name: 'Filters in effect' })).toContainText(
    `Customer: ${target.customerName}`,
  );
  const both = await searchProjects(page, {
    searchFields: { status: 'Active', customerId: String(target.customerId) },
  });
  expect(both.totalCount).toBe(2);
  await expect(bodyRows(page)).toHaveCount(2);

  // The export is what the list shows: this customer's two Active projects (other tests add
  // projects alongside, so only a customer of the test's own gives a count that holds).
  const csv = await exportCsv(page);
  expect(csv[0]).toBe('Project number,Customer,Job site,Status,Modified (UTC)');
  expect(
    csv
      .slice(1)
      .map((line) => line.split(',')[0])
      .sort(),
  ).toEqual(both.items.map((p) => p.number).sort());
  expect(csv.slice(1).every((line) => line.includes(`,${target.customerName},`) && line.includes(',Active,'))).toBe(
    true,
  );

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
  await createProject(page.request);
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
