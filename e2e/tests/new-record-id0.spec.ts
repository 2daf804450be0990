import { expect, type Page, test } from '@playwright/test';
import { createUser } from './support';
import { startSession, toast } from './users-support';

/**
 * docs/requirements.md section 4: asking for a purchase order or a receiving alert (or their lines) with id 0
 * means a new, unsaved record: the create form, with no call for record 0.
 */

/** Every API call the page makes for a record (or its lines) numbered 0. */
function callsForIdZero(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = request.postData() ?? '';
    if (
      /\/0(\/|$)/.test(url.pathname) ||
      /=0(&|$)/.test(url.search) ||
      /"(purchaseOrderId|receivingAlertId|id)":0\b/.test(body)
    ) {
      calls.push(`${request.method()} ${url.pathname}${url.search}`);
    }
  });
  return calls;
}

test('/purchase-orders/0 is the create form of a new purchase order, and asks for no PO 0', async ({
  page,
  request,
}) => {
  await startSession(page, request);
  const calls = callsForIdZero(page);
  await page.goto('/purchase-orders/0');
  await expect(page.getByRole('heading', { name: 'Create Purchase Order', level: 1 })).toBeVisible();
  await expect(page.getByText('Purchase order not found')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'PO number' })).toHaveAttribute('placeholder', 'Next number');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');
  await expect(page.getByText('No items yet')).toBeVisible();
  // A tab's address under 0 is the same new record.
  await page.goto('/purchase-orders/0/items');
  await expect(page.getByRole('heading', { name: 'Create Purchase Order', level: 1 })).toBeVisible();
  expect(calls).toEqual([]);
});

test('/receiving-alerts/0 is the create form of a new alert, and asks for no alert 0 or its lines', async ({
  page,
  request,
}) => {
  await startSession(page, request);
  const calls = callsForIdZero(page);
  await page.goto('/receiving-alerts/0');
  await expect(page.getByRole('heading', { name: 'Create Receiving Alert', level: 1 })).toBeVisible();
  await expect(page.getByText('Receiving alert not found')).toHaveCount(0);
  await expect(page.getByText('No lines yet')).toBeVisible();
  await page.goto('/receiving-alerts/0/lines');
  await expect(page.getByRole('heading', { name: 'Create Receiving Alert', level: 1 })).toBeVisible();
  expect(calls).toEqual([]);
});

test('a user who may only view purchase orders is not offered a new one at id 0', async ({ page, request }) => {
  const viewer = await createUser(request, { claims: [{ type: 'PO', value: 'View' }] });
  await startSession(page, request, viewer.userName, viewer.password);
  await page.goto('/purchase-orders/0');
  await expect(page.getByRole('heading', { name: 'You do not have permission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Create Purchase Order' })).toHaveCount(0);
  await expect(toast(page, 'not found')).toHaveCount(0);
});
