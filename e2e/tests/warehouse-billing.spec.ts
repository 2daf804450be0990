import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { projectWithInventory } from './inventory-support';
import { SHOTS_DIR, shootBothWidths } from './screens-support';
import { api, apiToken, createUser, type Project, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * Warehouse billing on a project's Billing periods tab, reviewed then frozen: the month's hours set
 * per charge type (Enter saves, Escape closes), the warehouse billed as drafts from the period's
 * Actions (the charges, their total, the rate left out, the item without weight), a charge's
 * breakdown read ("How this was worked out"), a weight fixed and the month billed again (the
 * drafts replaced), confirmed; a later fix listed as a change since confirmed and billed as a draft
 * adjustment. The client user sees the confirmed charges with their breakdown and no draft, and
 * neither the hours nor the actions; the server refuses them a run. Screenshots go to SHOTS_DIR.
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
      rate: '1.85',
      period: 'Month',
      proration: 'Full month',
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
  await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  await expect(periodRows(page).filter({ hasText: month })).toHaveCount(1);
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

test('warehouse billing: billed as drafts, the breakdown read, a weight fixed, billed again and confirmed; the client sees the confirmed charges only', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await startSession(page, request);
  // Tables (800 lb) and chairs (480 lb) received today with their weights, lamps without one.
  const { project, chair, lamp } = await projectWithInventory(page);
  const names = await addRates(page, project);
  const period = await currentPeriod(page, project);
  const month = monthOf(period.startDate);
  const weigh = async (id: number, weight: string) => {
    const { status, body } = await api(page.request, 'POST', '/api/project/updateitemsweight', {
      projectId: project.id,
      items: [{ id, weight }],
    });
    expect(status, JSON.stringify(body)).toBe(200);
  };

  // The rates: rounding and the day each applies from, and the zone storage days are counted in.
  await page.goto(`/projects/${project.id}/rates`);
  await expect(page.getByText('Storage days are counted in America/New_York')).toBeVisible();
  const rateRow = page.getByRole('row').filter({ hasText: names.storage });
  await expect(rateRow).toContainText('Period total');
  await expect(rateRow).toContainText('1.85');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'warehouse-billing-rates', async () => {
    await expect(page.getByText('Storage days are counted in America/New_York')).toBeVisible();
  });

  await page.goto(`/projects/${project.id}/billing-periods`);
  await expect(periodRows(page).first()).toContainText(month);
  await expect(await cellOf(page, month, 'Hours')).toHaveText('None');
  await expect(await cellOf(page, month, 'Warehouse charges')).toHaveText('Not billed');

  // The hours, per charge type: Handling in picked by the keyboard, refused past 2 decimals, saved with Enter.
  await openAction(page, month, 'Set hours');
  const hoursDialog = page.getByRole('dialog', { name: `Billing hours for ${month}` });
  const type = hoursDialog.getByRole('combobox', { name: 'Charge type' });
  await type.focus();
  await page.keyboard.press('Enter');
  await page.getByRole('option', { name: 'Handling in' }).click();
  await expect(type).toHaveValue('Handling in');
  const hours = hoursDialog.getByRole('textbox', { name: 'Handling in hours' });
  await hours.fill('2.555');
  await hours.press('Enter');
  await expect(hoursDialog.getByText('Enter the hours, at most 2 decimals.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await hours.fill('2.5');
  await hours.press('Enter');
  await expect(hoursDialog).toBeHidden();
  await expect(toast(page, `${month}: 2.5 handling in hours`)).toBeVisible();
  await expect(await cellOf(page, month, 'Hours')).toHaveText('Handling in: 2.5 h');

  // Billed as drafts. By hand: 800 + 480 = 1,280 lb = 12.8 CWT, the period's total rounded up to 13
  // × 1.85 = 24.05 for the month; handling 2.5 h × 45.00 = 112.50; delivery left out.
  await openAction(page, month, 'Bill warehouse');
  const result = page.getByRole('dialog', { name: `Warehouse charges for ${month}` });
  const charges = result.getByRole('table', { name: `Warehouse charges of ${month}` }).locator('tbody');
  const storage = charges.getByRole('row').filter({ hasText: names.storage });
  await expect(storage).toContainText('13 CWT-month');
  await expect(storage).toContainText('24.05');
  await expect(storage).toContainText('Draft');
  const handling = charges.getByRole('row').filter({ hasText: names.handling });
  await expect(handling).toContainText('2.5 Hour');
  await expect(handling).toContainText('112.50');
  await expect(result.getByText('Total 136.55')).toBeVisible();
  await expect(result).toContainText('Delivery, per hundredweight: Nothing went out during the period.');
  await expect(result.getByRole('alert')).toContainText('1 item on hand has no weight');
  // The breakdown: the items behind the storage charge, and the lamp left out for want of a weight.
  await result.getByRole('button', { name: `How this was worked out: ${names.storage}, 24.05` }).click();
  const items = result.getByRole('table', { name: 'Items behind the storage charge' });
  await expect(items).toContainText('Conference table');
  await expect(items).toContainText('Task chair');
  await expect(result).toContainText('Left out: 1 item has no weight.');
  await expect(result).toContainText('Quantity 12.8, the total rounded up to a whole unit: 13 billed.');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'warehouse-billing-review', async () => {
    await expect(items).toBeVisible();
  });
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(result).toBeHidden();
  await expect(await cellOf(page, month, 'Warehouse charges')).toHaveText('2 drafts');

  // A weight fixed (the chairs weigh 720 lb), billed again: 800 + 720 = 1,520 lb = 15.2 → 16 × 1.85 = 29.60.
  await weigh(chair.id, '720');
  await openAction(page, month, 'Bill warehouse');
  await expect(result).toContainText('They replace the 2 drafts an earlier run had made.');
  await expect(storage).toContainText('16 CWT-month');
  await expect(storage).toContainText('29.60');
  // Confirmed from the dialog by the keyboard.
  const confirm = result.getByRole('button', { name: 'Confirm 2 charges' });
  await confirm.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, `${month}: 2 warehouse charges confirmed; the client sees them now`)).toBeVisible();
  await expect(result).toBeHidden();
  await expect(await cellOf(page, month, 'Warehouse charges')).toHaveText('Confirmed');

  // A later fix is listed as a change since confirmed; billed again it is a draft adjustment:
  // the lamps weigh 100 lb: 1,620 lb = 16.2 → 17 × 1.85 = 31.45, 1.85 more than the 29.60 confirmed.
  await weigh(lamp.id, '100');
  await page.reload();
  await expect(await cellOf(page, month, 'Warehouse charges')).toContainText('1 change since confirmed');
  await openAction(page, month, 'Bill warehouse');
  await expect(result).toContainText('1 draft adjustment made, 1.85 in all.');
  await expect(result).toContainText('1 change since confirmed');
  const adjustment = charges.getByRole('row').filter({ hasText: 'Adjustment:' });
  await expect(adjustment).toContainText('Draft adjustment');
  await expect(adjustment).toContainText('1.85');
  await page.keyboard.press('Escape');
  await expect(result).toBeHidden();
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'warehouse-billing-tab', async () => {
    await expect(periodRows(page).first()).toBeVisible();
  });

  // The client user: the two confirmed charges and their breakdown, no draft; no hours or actions.
  const client = await createUser(page.request, {
    userTypeId: 2,
    clientId: project.customerId,
    claims: [
      { type: 'Project', value: 'View' },
      { type: 'Project', value: 'Update' },
      { type: 'Invoice', value: 'View' },
      { type: 'Invoice', value: 'Create' },
      { type: 'Invoice', value: 'Update' },
    ],
    projects: [project.id],
  });
  await startSession(page, request, client.userName, client.password);
  await page.goto(`/projects/${project.id}/charges`);
  const grid = page.getByRole('table', { name: 'Charges of this project' }).locator('tbody');
  await expect(grid.getByRole('row')).toHaveCount(2);
  await expect(grid).toContainText(names.storage);
  await expect(grid).toContainText('29.60');
  await expect(grid).toContainText('112.50');
  await expect(grid).not.toContainText('Draft');
  await expect(grid).not.toContainText('Adjustment');
  await grid
    .getByRole('row')
    .filter({ hasText: names.storage })
    .getByRole('button', { name: /^View / })
    .click();
  const view = page.getByRole('dialog', { name: /^Charge: Storage of / });
  await expect(view).toContainText('How this was worked out');
  await expect(view).toContainText('Confirmed');
  await expect(view.getByRole('table', { name: 'Items behind the storage charge' })).toContainText('Task chair');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'warehouse-billing-client', async () => {
    await expect(view).toBeVisible();
  });
  await page.keyboard.press('Escape');

  await page.goto(`/projects/${project.id}/billing-periods`);
  await expect(periodRows(page).first()).toContainText(month);
  await expect(page.getByRole('columnheader', { name: 'Hours' })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Warehouse charges' })).toHaveCount(0);
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
