import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { projectWithInventory } from './inventory-support';
import { SHOTS_DIR, shootBothWidths } from './screens-support';
import { api, apiToken, createUser, type Project, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * Warehouse billing on a project's Billing periods tab: the current month's billing hours set in
 * their dialog (Enter saves, Escape closes), the warehouse billed from the period's Actions (the
 * charges made, their total, the rate left out and the item without weight), billed again (the
 * earlier charges replaced), then its charges removed after the question. A client user, even one
 * holding the permissions, sees neither the hours nor the actions, and the server refuses them.
 * Screenshots go to SHOTS_DIR (/tmp/shots-w1 unless set).
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

interface Period {
  id: number;
  startDate: string;
  billingHours: string;
}

/** "November 2026": a period's month as the tab names it. */
const monthOf = (startDate: string) =>
  new Date(Number(startDate.slice(0, 4)), Number(startDate.slice(5, 7)) - 1, 1).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
  });

/** The project's warehouse rates of the test's own, each named so its charge is found by name. */
async function addRates(page: Page, project: Project) {
  const names = { storage: unique('Rack storage '), handling: unique('Dock handling '), delivery: unique('Delivery ') };
  const rates = [
    {
      chargeType: 'Storage',
      basis: 'Per hundredweight',
      description: names.storage,
      rate: '0.10',
      period: 'Day',
      proration: 'Daily',
    },
    { chargeType: 'Handling in', basis: 'Per hour', description: names.handling, rate: '45' },
    // Nothing has gone out yet: this one is left out, with why.
    { chargeType: 'Delivery', basis: 'Per hundredweight', description: names.delivery, rate: '2.5' },
  ];
  for (const rate of rates) {
    const { status, body } = await api(page.request, 'POST', '/api/project/addSingleWareHouserate', {
      projectId: project.id,
      ...rate,
    });
    expect(status, JSON.stringify(body)).toBe(201);
  }
  return names;
}

/** The project's current month: its newest billing period. */
async function currentPeriod(page: Page, project: Project): Promise<Period> {
  const { status, body } = await api(page.request, 'POST', '/api/project/getBillingPeriods', { projectId: project.id });
  expect(status, JSON.stringify(body)).toBe(200);
  const period = (body as Period[]).at(-1);
  expect(period, JSON.stringify(body)).toBeTruthy();
  return period as Period;
}

const periodRows = (page: Page) =>
  page.getByRole('table', { name: 'Billing periods' }).locator('tbody').getByRole('row');

/** A period row's cell under a header (the columns shown depend on the width). */
async function cellOf(page: Page, month: string, header: string) {
  const headers = await page.getByRole('table', { name: 'Billing periods' }).locator('thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header}`).toBeGreaterThan(0);
  return periodRows(page).filter({ hasText: month }).locator('td').nth(index);
}

async function openAction(page: Page, month: string, item: string) {
  await periodRows(page)
    .filter({ hasText: month })
    .getByRole('button', { name: `Actions for ${month}` })
    .click();
  await page.getByRole('menuitem', { name: `${item} for ${month}` }).click();
}

test('warehouse billing: hours set, the period billed and billed again, its charges removed; a client sees none of it', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await startSession(page, request);
  // Tables and chairs received with their weights, lamps without one.
  const { project } = await projectWithInventory(page);
  const names = await addRates(page, project);
  const period = await currentPeriod(page, project);
  const month = monthOf(period.startDate);

  await page.goto(`/projects/${project.id}/billing-periods`);
  await expect(periodRows(page).first()).toContainText(month);
  await expect(await cellOf(page, month, 'Hours')).toHaveText('0');

  // The hours: prefilled, refused past 2 decimals on the field, saved with Enter.
  await openAction(page, month, 'Set hours');
  const hoursDialog = page.getByRole('dialog', { name: `Billing hours for ${month}` });
  const hours = hoursDialog.getByRole('textbox', { name: 'Billing hours' });
  await expect(hours).toBeFocused();
  await expect(hours).toHaveValue('0');
  await hours.fill('2.555');
  await hours.press('Enter');
  await expect(hoursDialog.getByText('Enter the hours, at most 2 decimals.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await hours.fill('2.5');
  await hours.press('Enter');
  await expect(hoursDialog).toBeHidden();
  await expect(toast(page, `${month}: 2.5 billing hours`)).toBeVisible();
  await expect(await cellOf(page, month, 'Hours')).toHaveText('2.5');
  // Opened again it shows them; Escape closes it unchanged.
  await openAction(page, month, 'Set hours');
  await expect(hours).toHaveValue('2.5');
  await page.keyboard.press('Escape');
  await expect(hoursDialog).toBeHidden();

  // Billed: storage by the weight on hand, handling by the hours, delivery left out.
  await openAction(page, month, 'Bill warehouse');
  const result = page.getByRole('dialog', { name: `Warehouse charges for ${month}` });
  const charges = result.getByRole('table', { name: `Warehouse charges made for ${month}` }).locator('tbody');
  await expect(charges.getByRole('row').filter({ hasText: names.storage })).toContainText('Storage');
  const handling = charges.getByRole('row').filter({ hasText: names.handling });
  await expect(handling).toContainText('2.5 Hour');
  await expect(handling).toContainText('112.50');
  await expect(result.getByText(/^Total \d[\d,]*\.\d\d$/)).toBeVisible();
  await expect(result).toContainText('Delivery, per hundredweight: Nothing went out during the period.');
  await expect(result.getByRole('alert')).toContainText(
    '1 item on hand has no weight: storage and handling by weight bill nothing for it.',
  );
  await expect(result).not.toContainText('replace');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'warehouse-billing-result', async () => {
    await expect(handling).toBeVisible();
  });
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toBeHidden();

  // Billed again: the same charges, replacing the first run's.
  await openAction(page, month, 'Bill warehouse');
  await expect(result).toContainText('They replace the 2 open warehouse charges an earlier run had made.');
  await expect(handling).toContainText('112.50');
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
  const { body: open } = await api(page.request, 'POST', '/api/charges/Search', {
    projectId: project.id,
    searchFields: { status: 'Open' },
    paged: false,
  });
  expect((open.items as { warehouse: boolean }[]).filter((c) => c.warehouse)).toHaveLength(2);

  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'warehouse-billing-tab', async () => {
    await expect(periodRows(page).first()).toBeVisible();
  });

  // Removed after the question; the toast counts them.
  await openAction(page, month, 'Remove warehouse charges');
  const ask = page.getByRole('dialog', { name: `Remove the warehouse charges of ${month}?` });
  await ask.getByRole('button', { name: 'Remove charges' }).click();
  await expect(toast(page, '2 warehouse charges removed')).toBeVisible();
  await expect(ask).toBeHidden();
  const { body: left } = await api(page.request, 'POST', '/api/charges/Search', {
    projectId: project.id,
    paged: false,
  });
  expect((left.items as { warehouse: boolean }[]).filter((c) => c.warehouse)).toHaveLength(0);

  // A client user of the customer, even with the permissions, bills nothing and sees no hours.
  const client = await createUser(page.request, {
    userTypeId: 2,
    clientId: project.customerId,
    claims: [
      { type: 'Project', value: 'View' },
      { type: 'Project', value: 'Update' },
      { type: 'Invoice', value: 'View' },
      { type: 'Invoice', value: 'Create' },
      { type: 'Invoice', value: 'Delete' },
    ],
    projects: [project.id],
  });
  await startSession(page, request, client.userName, client.password);
  await page.goto(`/projects/${project.id}/billing-periods`);
  await expect(periodRows(page).first()).toContainText(month);
  await expect(page.getByRole('columnheader', { name: 'Hours' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  const token = await apiToken(page.request, client.userName, client.password);
  const refused = await api(
    page.request,
    'POST',
    '/api/project/createWarehouseCharge',
    { projectId: project.id, billingPeriodId: period.id },
    token,
  );
  expect(refused.status, JSON.stringify(refused.body)).toBe(403);
});
