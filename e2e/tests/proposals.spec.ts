import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { shootBothWidths } from './screens-support';
import { api, createCompany, seriousViolations } from './support';
import { startSession, toast } from './users-support';

/** /proposals: the list, a proposal with estimated lines, accepted and converted into a project. */

const table = (page: Page) => page.getByRole('table', { name: 'Proposals' });
const bodyRows = (page: Page) => table(page).locator('tbody').getByRole('row');
const lines = (page: Page) => page.getByRole('table', { name: 'Estimated lines' });

async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

async function addLine(page: Page, line: { description: string; quantity: string; unit: string; rate: string }) {
  await page.getByRole('button', { name: 'Add line' }).click();
  const grid = lines(page);
  await grid.getByRole('textbox', { name: 'Description' }).fill(line.description);
  await grid.getByRole('textbox', { name: 'Quantity' }).fill(line.quantity);
  await grid.getByRole('textbox', { name: 'Unit' }).fill(line.unit);
  await grid.getByRole('textbox', { name: 'Rate' }).fill(line.rate);
  await grid.getByRole('button', { name: 'Save new row' }).click();
  await expect(grid.locator('tbody').getByText(line.description, { exact: true })).toBeVisible();
}

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
});

test('the list pages, sorts and filters proposals by status; a converted one links to its project', async ({
  page,
}) => {
  // An accepted proposal of the test's own, already converted into a project.
  const { body: statuses } = await api(page.request, 'GET', '/api/proposalStatus');
  const { status, body: mine } = await api(page.request, 'POST', '/api/proposal', {
    customerId: (await createCompany(page.request, 1)).id,
    jobSiteId: (await createCompany(page.request, 3)).id,
    statusId: (statuses as { id: number; name: string }[]).find((s) => s.name === 'Accepted')!.id,
    description: 'FF&E receiving, storage and install',
    lines: [{ description: 'Receive and inspect FF&E', quantity: '120', unit: 'pallet', rate: '18.50' }],
  });
  expect(status, JSON.stringify(mine)).toBe(201);
  expect((await api(page.request, 'POST', `/api/proposal/convert/${mine.id}`)).status).toBe(201);
  const { body: all } = await api(page.request, 'POST', '/api/proposal/search', { pageSize: 100 });
  await page.goto('/proposals');
  await expect(page.getByRole('heading', { name: 'Proposals', level: 1 })).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(Math.min(25, all.totalCount));
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'proposals-list', async () => {
    await expect(bodyRows(page).first()).toBeVisible();
  });

  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByRole('region', { name: 'Filters' }).getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Accepted', exact: true }).click();
  await expect(page).toHaveURL(/f\.status=Accepted/);
  const { body: accepted } = await api(page.request, 'POST', '/api/proposal/search', {
    searchFields: { status: 'Accepted' },
  });
  await expect(bodyRows(page)).toHaveCount(Math.min(25, accepted.totalCount));

  // The export holds the filtered proposals.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const csv = readFileSync((await file.path())!, 'utf8');
  // Other tests add proposals alongside, so the export may hold more than the count read before it,
  // never fewer, and every line of it is Accepted.
  for (const p of accepted.items as { number: string }[]) expect(csv).toContain(p.number);
  const exported = csv.trim().split('\r\n').slice(1);
  expect(exported.length).toBeGreaterThanOrEqual(accepted.totalCount);
  expect(exported.filter((line) => !line.includes(',Accepted,'))).toEqual([]);

  // The proposal arranged above has become a project.
  const converted = (accepted.items as { id: number; number: string; projectId: number | null }[]).find(
    (p) => p.id === mine.id,
  )!;
  expect(converted.projectId).not.toBeNull();
  await page.getByRole('link', { name: converted.number, exact: true }).click();
  await expect(page.getByRole('heading', { name: `Proposal ${converted.number}`, level: 1 })).toBeVisible();
  const became = page.getByRole('link', { name: /^project P-/ });
  await expect(became).toHaveAttribute('href', `/projects/${converted.projectId}`);
  await expect(page.getByRole('button', { name: 'Convert to project' })).toHaveCount(0);
  await expect(lines(page).locator('tfoot')).toContainText('Total');
  await shootBothWidths(page, 'proposals-converted', async () => {
    await expect(became).toBeVisible();
  });
  expect(await seriousViolations(page)).toEqual([]);
});

test('creates a proposal with lines, accepts it and converts it into a project', async ({ page }) => {
  await page.goto('/proposals');
  await page.getByRole('link', { name: 'Create proposal' }).click();
  await expect(page).toHaveURL('/proposals/create');
  await expect(page.getByRole('heading', { name: 'Create Proposal', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Draft');
  await expect(page.getByText('No lines yet')).toBeVisible();

  const customer = await createCompany(page.request, 1);
  const jobSite = await createCompany(page.request, 3);
  await pick(page, 'Customer', customer.name, customer.name);
  await pick(page, 'Job site', jobSite.name, jobSite.name);
  await page.getByRole('textbox', { name: 'Description' }).fill('Lakeside Tahoe lobby refresh');

  await addLine(page, { description: 'Receive and inspect', quantity: '3', unit: 'pallet', rate: '19.99' });
  // 1.5 × 0.333 = 0.4995: exactly half a cent away, rounded up as the server does.
  await addLine(page, { description: 'Touch-up', quantity: '1.5', unit: 'hour', rate: '0.333' });
  await addLine(page, { description: 'Install crew', quantity: '12.5', unit: 'hour', rate: '72.10' });
  const grid = lines(page);
  await expect(grid.getByRole('row', { name: /Receive and inspect/ })).toContainText('59.97');
  await expect(grid.getByRole('row', { name: /Touch-up/ })).toContainText('0.50');
  await expect(grid.getByRole('row', { name: /Install crew/ })).toContainText('901.25');
  await expect(grid.locator('tfoot')).toContainText('961.72');

  // A line is edited in place; a wrong rate is refused under its cell.
  await grid.getByRole('button', { name: 'Edit line Touch-up' }).click();
  await grid.getByRole('textbox', { name: 'Rate' }).fill('abc');
  await grid.getByRole('button', { name: 'Save line Touch-up' }).click();
  await expect(grid.getByText('Enter an amount, at most 8 digits and 4 decimals.')).toBeVisible();
  await grid.getByRole('textbox', { name: 'Rate' }).fill('40');
  await grid.getByRole('button', { name: 'Save line Touch-up' }).click();
  await expect(grid.getByRole('row', { name: /Touch-up/ })).toContainText('60.00');
  await expect(grid.locator('tfoot')).toContainText('1,021.22');

  await shootBothWidths(page, 'proposals-create', async () => {
    await expect(grid.locator('tfoot')).toContainText('1,021.22');
  });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Proposal Q-\d+ created/ })).toBeVisible();
  await expect(page).toHaveURL(/\/proposals\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const { body: saved } = await api(page.request, 'GET', `/api/proposal/${id}`);
  expect(saved).toMatchObject({ status: 'Draft', total: '1021.22', projectId: null });
  expect(saved.lines.map((l: { amount: string }) => l.amount)).toEqual(['59.97', '60.00', '901.25']);
  await expect(page.getByRole('heading', { name: `Proposal ${saved.number}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to project' })).toHaveCount(0);

  // Accepted, it can become a project.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Accepted', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Proposal ${saved.number} updated`)).toBeVisible();
  const convert = page.getByRole('button', { name: 'Convert to project' });
  await expect(convert).toBeEnabled();
  await shootBothWidths(page, 'proposals-accepted', async () => {
    await expect(convert).toBeVisible();
  });
  expect(await seriousViolations(page)).toEqual([]);

  await convert.click();
  const dialog = page.getByRole('dialog', { name: 'Convert to project' });
  await expect(dialog).toContainText(customer.name);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Convert' }).click();

  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const projectId = Number(page.url().split('/').pop());
  const { body: project } = await api(page.request, 'GET', `/api/project/${projectId}`);
  expect(project).toMatchObject({ customerName: customer.name, jobSiteName: jobSite.name });
  await expect(page.getByRole('heading', { name: `Project ${project.number}`, level: 1 })).toBeVisible();
  await expect(toast(page, `Proposal ${saved.number} is now project ${project.number}`)).toBeVisible();

  // Back on the proposal: it links to its project, and it cannot be converted or deleted again.
  await page.goto(`/proposals/${id}`);
  await expect(page.getByRole('link', { name: `project ${project.number}` })).toHaveAttribute(
    'href',
    `/projects/${projectId}`,
  );
  await expect(page.getByRole('button', { name: 'Convert to project' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  const tabs = page.getByRole('navigation', { name: /sections$/ });
  await tabs.getByRole('link', { name: /^History/ }).click();
  const history = page.getByRole('list', { name: 'History of this proposal' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Project');
  await shootBothWidths(page, 'proposals-history', async () => {
    await expect(history).toBeVisible();
  });
  expect(await seriousViolations(page)).toEqual([]);
});
