import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { projectWithInventory } from './inventory-support';
import { api, apiToken, createCompany, createProject, createUser, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * Reports: the catalogue reached from the sidebar by keyboard; Inventory on hand with its rows and
 * totals line, filtered to a project in the address (a reload keeps it), exported to CSV, and an
 * export that fails told in a toast; the receivables aging with its chart. A staff user holding
 * Reports:View alone is told what each group of reports needs; a client user is refused the
 * screen and the API.
 */

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const bodyRows = (page: Page, report: string) => page.getByRole('table', { name: report }).locator('tbody tr');
const footer = (page: Page, report: string) => page.getByRole('table', { name: report }).locator('tfoot tr');

/** What Inventory on hand's CSV heads its columns with: the report's labels, in its order. */
const INVENTORY_HEADER =
  'Project,Project name,Client,Items,Quantity on hand,Held for picks,Pieces,Weight (lb),Cube (cu ft),Items without weight';

test('inventory on hand: opened by keyboard, filtered in the address, kept by a reload, exported to CSV', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // 10 tables, 24 chairs and 5 lamps received into the project's own inventory.
  const { project } = await projectWithInventory(page);
  await startSession(page, request);
  await page.goto('/');

  // The sidebar's Reports, then the report's card, by Enter.
  await sidebar(page).getByRole('link', { name: 'Reports' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports$/);
  const card = page.getByRole('link', { name: /^Inventory on hand/ });
  await expect(page.getByRole('heading', { level: 2, name: 'Warehouse' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reports\/inventoryOnHand$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inventory on hand' })).toBeVisible();

  // Every project the admin sees, the totals of all of them at the bottom, and the picture.
  await expect(bodyRows(page, 'Inventory on hand').first()).toBeVisible();
  await expect(footer(page, 'Inventory on hand')).toContainText('Total');
  await expect(page.getByRole('img', { name: /^Quantity on hand by project: / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The project picked: in the address, and its one row, 3 items and 39 on hand, which are the totals too.
  const projectBox = page.getByRole('combobox', { name: 'Project', exact: true });
  await projectBox.click();
  await projectBox.fill(project.number);
  const option = `${project.number} · ${project.customerName}`;
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]projectId=${project.id}(&|$)`));
  const expectProjectOnly = async () => {
    await expect(bodyRows(page, 'Inventory on hand')).toHaveCount(1);
    const cells = bodyRows(page, 'Inventory on hand').first().locator('td');
    await expect(cells.nth(0)).toHaveText(project.number);
    await expect(cells.nth(3)).toHaveText('3');
    await expect(cells.nth(4)).toHaveText('39');
    const totals = footer(page, 'Inventory on hand').locator('th, td');
    await expect(totals.nth(3)).toHaveText('3');
    await expect(totals.nth(4)).toHaveText('39');
  };
  await expectProjectOnly();

  // A reload (or the link shared) shows the same report.
  await page.reload();
  await expect(projectBox).toHaveValue(option);
  await expectProjectOnly();

  // The CSV: the report's columns, then its rows (the project's).
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const lines = readFileSync(await file.path(), 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n/)
    .filter(Boolean);
  expect(lines[0]).toBe(INVENTORY_HEADER);
  expect(lines.length).toBeGreaterThanOrEqual(2);
  expect(lines[1]).toContain(project.number);

  // An export that fails says why, and the buttons are ready again.
  await page.route('**/api/reports/export', (route) =>
    route.fulfill({ status: 503, json: { message: 'The server is busy', messages: ['The server is busy'] } }),
  );
  await page.getByRole('button', { name: 'Export PDF' }).click();
  await expect(toast(page, 'Export failed: The server is busy')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
});

/** An approved invoice of a project of the test's own: owed, not yet due, so in the aging's Current. */
async function approvedInvoice(request: APIRequestContext) {
  const project = await createProject(request);
  const { body: types } = await api(request, 'GET', '/api/chargeType');
  const typeId = (types as { id: number; name: string }[]).find((t) => t.name === 'Fuel surcharge')?.id;
  const charge = await api(request, 'POST', '/api/charges', {
    projectId: project.id,
    containerModule: 'Project',
    typeId,
    description: unique('Fuel surcharge '),
    quantity: '1',
    rate: '125.40',
  });
  expect(charge.status, JSON.stringify(charge.body)).toBe(201);
  const made = await api(request, 'POST', '/api/invoices', { projectId: project.id, chargeIds: [charge.body.id] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const approved = await api(request, 'PUT', '/api/invoices', { ...made.body, statusId: 2 });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

test('receivables aging draws the balance by days past due', async ({ page, request }) => {
  await approvedInvoice(request);
  await startSession(page, request);
  await page.goto('/reports/receivablesAging');
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts receivable aging' })).toBeVisible();
  // The day the server chose, shown in the date it takes.
  await expect(page.getByLabel('As of')).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(
    page.getByRole('img', {
      name: /^Balance by days past due: Current -?[\d,]+\.\d\d; 1–30 days .+; Over 90 days -?[\d,]+\.\d\d$/,
    }),
  ).toBeVisible();
  await expect(bodyRows(page, 'Accounts receivable aging').first()).toBeVisible();
  await expect(footer(page, 'Accounts receivable aging')).toContainText('Total');
  expect(await seriousViolations(page)).toEqual([]);
});

test('a client user is refused the reports; Reports:View alone says what each report needs', async ({
  page,
  request,
}) => {
  const customer = await createCompany(request, 1);
  const client = await createUser(request, { userTypeId: 2, clientId: customer.id });
  await startSession(page, request, client.userName, client.password);
  await page.goto('/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'You do not have permission' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Reports' })).toHaveCount(0);
  const token = await apiToken(request, client.userName, client.password);
  expect((await api(request, 'GET', '/api/reports', undefined, token)).status).toBe(403);
  expect((await api(request, 'POST', '/api/reports/run', { report: 'inventoryOnHand' }, token)).status).toBe(403);

  // Staff with Reports:View and no module to read: no report, and what to ask for.
  const staff = await createUser(request, { claims: [{ type: 'Reports', value: 'View' }] });
  await startSession(page, request, staff.userName, staff.password);
  await page.goto('/reports');
  await expect(page.getByText('No report is available to you')).toBeVisible();
  for (const needs of [
    'Warehouse reports: View on Inventory, View on Receiving Alerts, View on Pick Tickets and View on Invoices',
    'Purchasing reports: View on Purchase Orders and View on Shipments',
    'Money reports: View on Invoices',
  ]) {
    await expect(page.getByText(needs, { exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  // A report's own address: the server refuses it, and the screen says why.
  await page.goto('/reports/inventoryOnHand');
  await expect(page.getByText('You do not have permission to run this report')).toBeVisible();
});
