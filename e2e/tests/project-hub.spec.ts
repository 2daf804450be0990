import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, createCompany, createProject, createUser, seriousViolations } from './support';
import { startSession } from './users-support';

/**
 * The project hub: /projects/create, then the project's tabs, each an address (Overview, the
 * modules' tabs, Files, Rates, Billing periods, History), its rates edited in place, its form.
 */

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-w2';

/** Screenshots at 1280 and 390 px; at both the page itself must not scroll sideways. */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await ready();
    await page.waitForTimeout(150);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 860 });
}

async function pick(page: Page, label: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(name);
  await page.getByRole('option', { name }).click();
}

/** The first day of the month `back` months ago, as YYYY-MM-DD. */
function monthsAgo(back: number) {
  const d = new Date();
  const m = new Date(d.getFullYear(), d.getMonth() - back, 1);
  return `${m.getFullYear()}-${String(m.getMonth() + 1).padStart(2, '0')}-01`;
}

const tabs = (page: Page) => page.getByRole('navigation', { name: /sections$/ });
const warehouse = (page: Page) => page.getByRole('table', { name: 'Warehouse rates' });
const standard = (page: Page) => page.getByRole('table', { name: 'Standard rates' });
const rowOf = (page: Page, chargeType: string) =>
  warehouse(page).locator('tbody').getByRole('row').filter({ hasText: chargeType });
/** A warehouse rate's cell under a header (the columns shown depend on the width). */
async function cellOf(page: Page, chargeType: string, header: string) {
  const headers = await warehouse(page).locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.startsWith(header));
  expect(index, `column ${header}`).toBeGreaterThan(0);
  return rowOf(page, chargeType).locator('td').nth(index);
}

test('create a project, move through its tabs by address, set its rates and see its billing periods', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const customer = await createCompany(request, 1);
  const jobSite = await createCompany(request, 3);

  // Create: the number is left to the server.
  await page.goto('/projects/create');
  await expect(page.getByRole('heading', { name: 'Create Project', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Project number' })).toHaveAttribute('placeholder', 'Next number');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Active');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'project-create', async () => {
    await expect(page.getByRole('button', { name: 'Create', exact: true })).toBeVisible();
  });

  // The schema's messages show before anything is sent.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await page.getByRole('textbox', { name: 'Name' }).fill('Harbor Hotel lobby refit');
  await pick(page, 'Customer', customer.name);
  await pick(page, 'Job site', jobSite.name);
  await page.getByLabel('Start date').fill(monthsAgo(2));
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/')[2]);
  const heading = page.getByRole('heading', { level: 1, name: /^Project P-\d+/ });
  await expect(heading).toBeVisible();
  const number = (await heading.textContent())!.replace('Project ', '');
  await expect(page.getByRole('region', { name: 'Companies' })).toContainText(customer.name);
  await expect(page.getByRole('region', { name: 'Companies' })).toContainText(jobSite.name);
  await expect(page.getByRole('region', { name: 'Project' })).toContainText('Harbor Hotel lobby refit');
  // Every tab is there, with its count once known.
  for (const label of [
    'Overview',
    'POs 0',
    'Shipments 0',
    'Receiving alerts 0',
    'Inventory 0',
    'Pick tickets 0',
    'Charges 0',
    'Invoices 0',
    'Files 0',
    'Rates 0',
    'Billing periods 3',
    'History 1',
  ]) {
    await expect(tabs(page).getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'project-overview', async () => {
    await expect(page.getByRole('region', { name: 'At a glance' })).toBeVisible();
  });

  // A module without records says what will appear there.
  await tabs(page)
    .getByRole('link', { name: /^Shipments/ })
    .click();
  await expect(page).toHaveURL(`/projects/${id}/shipments`);
  await expect(page.getByText('No shipments yet')).toBeVisible();
  await expect(page.getByText(/carrier, method, tracking number/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'project-tab-shipments', async () => {
    await expect(page.getByText('No shipments yet')).toBeVisible();
  });
  await page.goto(`/projects/${id}/purchase-orders`);
  await expect(page.getByText('No purchase orders yet')).toBeVisible();
  await shoot(page, 'project-tab-pos', async () => {
    await expect(page.getByText('No purchase orders yet')).toBeVisible();
  });
  await page.goto(`/projects/${id}/files`);
  await expect(tabs(page).getByRole('link', { name: /^Files/ })).toHaveAttribute('aria-current', 'page');

  // Rates, by deep link: none yet, so the defaults are offered.
  await page.goto(`/projects/${id}/rates`);
  await expect(tabs(page).getByRole('link', { name: /^Rates/ })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByText('No rates on this project yet')).toBeVisible();
  await shoot(page, 'project-rates-empty', async () => {
    await expect(page.getByRole('button', { name: 'Load default rates' })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Load default rates' }).click();
  await expect(warehouse(page).locator('tbody').getByRole('row')).toHaveCount(6);
  await expect(standard(page).locator('tbody').getByRole('row')).toHaveCount(7);
  await expect(page.getByText('No rates on this project yet')).toBeHidden();
  await expect(tabs(page).getByRole('link', { name: 'Rates 13', exact: true })).toBeVisible();
  await expect(rowOf(page, 'Storage')).toContainText('1.85');

  // Edit the storage rate in place: rate and free days.
  await warehouse(page).getByRole('button', { name: 'Edit Storage rate, per hundredweight' }).click();
  // While edited, the row's cells are inputs: it is the row with the Save button.
  const storage = warehouse(page)
    .locator('tbody')
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Save Storage rate, per hundredweight' }) });
  await storage.getByRole('textbox', { name: 'Rate' }).fill('2.1250');
  await storage.getByRole('textbox', { name: 'Free days' }).fill('10');
  // A wrong amount is refused under its cell, with the contract's message.
  await storage.getByRole('textbox', { name: 'Minimum' }).fill('12.345678');
  await warehouse(page).getByRole('button', { name: 'Save Storage rate, per hundredweight' }).click();
  await expect(storage).toContainText('Enter an amount, at most 8 digits and 4 decimals.');
  await storage.getByRole('textbox', { name: 'Minimum' }).fill('80');
  await warehouse(page).getByRole('button', { name: 'Save Storage rate, per hundredweight' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Warehouse rate saved' })).toBeVisible();
  await expect(rowOf(page, 'Storage')).toContainText('2.125');

  // Several at once: free days on both handling rates.
  await warehouse(page).getByRole('checkbox', { name: 'Select Handling in rate, per hundredweight' }).check();
  await warehouse(page).getByRole('checkbox', { name: 'Select Handling out rate, per hundredweight' }).check();
  await page.getByRole('button', { name: 'Change selected' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Change 2 warehouse rates' });
  await dialog.getByRole('textbox', { name: 'Free days' }).fill('5');
  await dialog.getByRole('button', { name: 'Update 2' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('alert').filter({ hasText: '2 warehouse rates updated' })).toBeVisible();

  // Saved: a reload reads them back from the server.
  await page.reload();
  await expect(rowOf(page, 'Storage')).toContainText('2.125');
  await expect(await cellOf(page, 'Storage', 'Free days')).toHaveText('10');
  // The minimum reads under the rate.
  await expect(await cellOf(page, 'Storage', 'Rate / Minimum')).toContainText('80.00');
  await expect(await cellOf(page, 'Handling in', 'Free days')).toHaveText('5');
  await expect(await cellOf(page, 'Handling out', 'Free days')).toHaveText('5');
  // Checked after the reload: a toast fading in is not what the screen looks like.
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'project-rates', async () => {
    await expect(warehouse(page)).toBeVisible();
  });

  // Billing periods: three contiguous months, the newest first, all open.
  await tabs(page)
    .getByRole('link', { name: /^Billing periods/ })
    .click();
  await expect(page).toHaveURL(`/projects/${id}/billing-periods`);
  const periods = page.getByRole('table', { name: 'Billing periods' }).locator('tbody').getByRole('row');
  await expect(periods).toHaveCount(3);
  const [y, m] = monthsAgo(2).split('-');
  await expect(periods.last()).toContainText(`${m}-01-${y}`);
  for (const row of await periods.all()) await expect(row).toContainText('Open');
  // The oldest month has ended: it closes (and could reopen); the current month offers no Close yet.
  await expect(periods.first().getByRole('button', { name: /^Close / })).toHaveCount(0);
  await periods
    .last()
    .getByRole('button', { name: /^Close / })
    .click();
  await expect(periods.last()).toContainText('Closed');
  await expect(periods.last().getByRole('button', { name: /^Reopen / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'project-billing-periods', async () => {
    await expect(periods.first()).toBeVisible();
  });

  // Back and forward step through the tabs.
  await page.goBack();
  await expect(page).toHaveURL(`/projects/${id}/rates`);
  await expect(warehouse(page)).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(`/projects/${id}/billing-periods`);
  await expect(periods).toHaveCount(3);

  // The history has the creation and the rate changes.
  await tabs(page)
    .getByRole('link', { name: /^History/ })
    .click();
  const history = page.getByRole('list', { name: 'History of this project' });
  await expect(history).toContainText('Warehouse rate');
  // The creation reads in names, not ids.
  await expect(history).toContainText(customer.name);
  await shoot(page, 'project-history', async () => {
    await expect(history).toBeVisible();
  });

  // Edit from the hub: the same form, then back to the hub.
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(`/projects/${id}/edit`);
  await expect(page.getByRole('heading', { name: `Edit Project ${number}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Project number' })).toHaveValue(number);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'project-edit', async () => {
    await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
  });
  await page.getByRole('textbox', { name: 'Name' }).fill('Harbor Hotel lobby and bar refit');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(`/projects/${id}`);
  await expect(page.getByRole('region', { name: 'Project' })).toContainText('Harbor Hotel lobby and bar refit');
});

test('a user who may only view projects sees the hub read-only', async ({ page, request }) => {
  const project = await createProject(request);
  expect((await api(request, 'POST', '/api/project/setDefaultData', { id: project.id })).status).toBe(200);
  const viewer = await createUser(request, { claims: [{ type: 'Project', value: 'View' }], projects: [project.id] });
  await startSession(page, request, viewer.userName, viewer.password);
  await page.goto(`/projects/${project.id}/rates`);
  await expect(page.getByRole('heading', { name: `Project ${project.number}` })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Warehouse rates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Add / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Load default rates' })).toHaveCount(0);
  // The modules they may not read have no tab, badge or tile on the hub (never a "will appear here").
  const sections = page.getByRole('navigation', { name: /sections$/ });
  await expect(sections.getByRole('link', { name: /^Rates/ })).toBeVisible();
  for (const module of [/^Purchase orders/, /^Charges/, /^Invoices/, /^Inventory/]) {
    await expect(sections.getByRole('link', { name: module })).toHaveCount(0);
  }
  await page.goto('/projects/create');
  await expect(page.getByRole('heading', { name: 'You do not have permission' })).toBeVisible();
});

test('a project is deleted after a confirmation', async ({ page, request }) => {
  await startSession(page, request);
  const p = await createProject(request);
  await page.goto(`/projects/${p.id}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Project' });
  await expect(dialog).toContainText(`delete project ${p.number}`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/projects');
  await expect(page.getByRole('alert').filter({ hasText: `Project ${p.number} deleted` })).toBeVisible();
  expect((await api(request, 'GET', `/api/project/${p.id}`)).status).toBe(404);
});
