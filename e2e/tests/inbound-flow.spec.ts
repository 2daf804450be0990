import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { clientUserOf, inventoryCount, PHOTO, tabs } from './inbound-support';
import { api, createCompany, createProject, seriousViolations } from './support';
import { startSession, toast } from './users-support';

/**
 * The whole inbound flow in the browser, as the people who run it: a PO with two items (one of
 * them imported from a file) → a shipment of those items → a receiving alert from the shipment →
 * received on a phone, one line damaged with a photo and one short → the goods are in inventory,
 * the PO shows what was received and what was short, and the client sees the damage.
 */

const SHOTS = process.env.INBOUND_SHOTS_DIR ?? '/tmp/inbound-shots';

async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const idOf = (page: Page) => Number(new URL(page.url()).pathname.split('/')[2]);

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('a PO goes from order to goods on hand: shipped, expected, received with damage and a shortage', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await startSession(page, request);
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  const carrier = await createCompany(page.request, 4);
  // The project is new: its inventory starts empty.
  expect(await inventoryCount(page, project.id)).toBe(0);

  // 1. The PO, with one item typed in…
  await page.goto(`/purchase-orders/create?projectId=${project.id}`);
  await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(
    `${project.number} · ${project.customerName}`,
  );
  await pick(page, 'Vendor', vendor.name, vendor.name);
  await page.getByRole('button', { name: 'Add item' }).click();
  const draft = page.getByRole('table', { name: 'Items', exact: true });
  await draft.getByRole('textbox', { name: 'Description' }).fill('Guest room armchair');
  await draft.getByRole('textbox', { name: 'Item #' }).fill('IN-CH');
  await draft.getByRole('textbox', { name: 'Qty' }).fill('6');
  await draft.getByRole('textbox', { name: 'Unit cost' }).fill('180');
  await draft.getByRole('textbox', { name: 'Weight (lbs)' }).fill('120');
  await draft.getByRole('textbox', { name: 'Pieces' }).fill('6');
  await draft.getByRole('button', { name: 'Save new row' }).click();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/purchase-orders\/\d+$/);
  const poId = idOf(page);

  // …and one imported from a CSV file.
  await tabs(page)
    .getByRole('link', { name: /^Items/ })
    .click();
  await page.getByRole('button', { name: 'Import items' }).click();
  const importer = page.getByRole('dialog', { name: 'Import items' });
  const csv = [
    'Item Number,Description,Category,UOM,Quantity,Unit Cost,Weight,Pieces',
    'IN-LT,Lobby pendant lamp,Lighting,Box,10,42.50,30,10',
  ].join('\r\n');
  await importer
    .getByLabel('Import file')
    .setInputFiles({ name: 'lamps.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await importer.getByRole('button', { name: 'Import 1 valid row' }).click();
  const { body: po } = await api(page.request, 'GET', `/api/purchaseOrder/${poId}`);
  await expect(toast(page, `1 item imported into purchase order ${po.number}`)).toBeVisible();
  const items = page.getByRole('table', { name: `Items of purchase order ${po.number}` });
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(2);

  // 2. A shipment of both lines, by a carrier, delivered.
  await page.goto(`/shipments/create?projectId=${project.id}`);
  await pick(page, 'Carrier', carrier.name, carrier.name);
  await choose(page, 'Method', 'LTL');
  await page.getByRole('textbox', { name: 'Tracking / BOL number' }).fill(`PRO-${po.number}`);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/shipments\/\d+$/);
  const shipmentId = idOf(page);
  await tabs(page)
    .getByRole('link', { name: /^Items/ })
    .click();
  await page.getByRole('button', { name: 'Add from PO' }).click();
  const picker = page.getByRole('dialog', { name: 'Add from PO' });
  const lines = picker.getByRole('table', { name: 'PO lines left to ship' });
  await lines.getByRole('checkbox', { name: `Ship IN-CH of ${po.number}` }).check();
  await lines.getByRole('checkbox', { name: `Ship IN-LT of ${po.number}` }).check();
  await picker.getByRole('button', { name: 'Add 2 lines' }).click();
  await expect(picker).toHaveCount(0);
  const { body: shipment } = await api(page.request, 'GET', `/api/shipment/${shipmentId}`);
  expect(shipment.totals).toMatchObject({ items: 2, pieces: 16 });
  await tabs(page)
    .getByRole('link', { name: /^Details/ })
    .click();
  await choose(page, 'Status', 'Delivered');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Shipment ${shipment.number} updated`)).toBeVisible();
  expect((await api(page.request, 'GET', `/api/purchaseOrder/${poId}`)).body.status).toBe('Shipped');

  // 3. The dock is told to expect it.
  await tabs(page)
    .getByRole('link', { name: /^Receiving alerts/ })
    .click();
  await page.getByRole('button', { name: 'Expect at the dock' }).click();
  await page
    .getByRole('dialog', { name: /^Expect lines of shipment/ })
    .getByRole('button', { name: 'Expect 2 lines' })
    .click();
  await expect(page).toHaveURL(/\/receiving-alerts\/\d+$/);
  const raId = idOf(page);
  const { body: ra } = await api(page.request, 'GET', `/api/ra/${raId}`);
  expect(ra).toMatchObject({ shipmentId, status: 'Expected', totals: { items: 2 } });

  // 4. On a phone at the dock: the chairs arrived damaged (with a photo), the lamps short.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/receiving-alerts/${raId}/lines`);
  const chair = page.getByRole('article', { name: 'Line IN-CH Guest room armchair' });
  await chair.getByRole('button', { name: 'Receive IN-CH Guest room armchair' }).click();
  const chairForm = chair.getByRole('form', { name: 'Receive IN-CH Guest room armchair' });
  await chairForm.getByRole('radiogroup', { name: 'Condition' }).getByText('Damaged').click();
  await chairForm.getByRole('combobox', { name: /^Reason \(damaged\)/ }).click();
  await page.getByRole('option', { name: 'Broken in transit', exact: true }).click();
  await chairForm.getByRole('textbox', { name: 'Note' }).fill('One chair leg snapped');
  await chairForm.getByRole('button', { name: 'Save line' }).click();
  await expect(toast(page, 'IN-CH Guest room armchair: 6 Each received, 6 damaged')).toBeVisible();
  await chair
    .getByLabel('Photos of line IN-CH Guest room armchair')
    .setInputFiles({ name: 'snapped-leg.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(
    chair.getByRole('button', { name: 'View photo snapped-leg.png of line IN-CH Guest room armchair' }),
  ).toBeVisible();

  const lamp = page.getByRole('article', { name: 'Line IN-LT Lobby pendant lamp' });
  await lamp.getByRole('button', { name: 'Receive IN-LT Lobby pendant lamp' }).click();
  const lampForm = lamp.getByRole('form', { name: 'Receive IN-LT Lobby pendant lamp' });
  await lampForm.getByRole('textbox', { name: 'Quantity received' }).fill('7');
  await expect(lampForm.getByText('Short by 3')).toBeVisible();
  await lampForm.getByRole('combobox', { name: /^Reason \(short\)/ }).click();
  await page.getByRole('option', { name: 'Back-ordered', exact: true }).click();
  await lampForm.getByRole('button', { name: 'Save line' }).click();
  await expect(toast(page, 'IN-LT Lobby pendant lamp: 7 Box received, short')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the receiving screen scrolls sideways at 390 px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/inbound-receive-390.png`, fullPage: true });

  await page.getByRole('button', { name: 'Finish receiving' }).click();
  await page
    .getByRole('dialog', { name: 'Finish Receiving' })
    .getByRole('button', { name: 'Finish receiving' })
    .click();
  await expect(toast(page, `Receiving alert ${ra.number} received with 2 exceptions`)).toBeVisible();

  // 5. The goods are in the project's inventory.
  expect(await inventoryCount(page, project.id)).toBe(2);
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.goto(`/projects/${project.id}/inventory`);
  // The hub's Inventory tab lists them: the damaged armchairs and the good ones, apart.
  await expect(page.getByText(/^2 items, /)).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Inventory items of this project' })
      .getByRole('checkbox', { name: /^Select (?!all)/ }),
  ).toHaveCount(2);

  // 6. The PO: partly received, with what arrived of each line and the short and damaged lines.
  await page.goto(`/purchase-orders/${poId}`);
  await expect(page.getByText('Partially Received').first()).toBeVisible();
  const flagged = page.getByRole('alert').filter({ hasText: '2 lines received damaged, short or over' });
  await expect(flagged.getByRole('link', { name: ra.number })).toHaveAttribute('href', `/receiving-alerts/${raId}`);
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Received13');
  await tabs(page)
    .getByRole('link', { name: /^Items/ })
    .click();
  await expect(items.getByRole('row', { name: /Lobby pendant lamp/ })).toContainText('7');
  const { body: poLinesAfter } = await api(page.request, 'GET', `/api/poItemsByPoId/${poId}`);
  expect(
    Object.fromEntries(
      (poLinesAfter as { itemNumber: string; quantityReceived: string }[]).map((i) => [
        i.itemNumber,
        Number(i.quantityReceived),
      ]),
    ),
  ).toEqual({ 'IN-CH': 6, 'IN-LT': 7 });
  // Its Shipments tab lists the shipment that carried it.
  await tabs(page)
    .getByRole('link', { name: /^Shipments/ })
    .click();
  await expect(
    page
      .getByRole('table', { name: `Shipments of purchase order ${po.number}` })
      .getByRole('link', { name: shipment.number, exact: true }),
  ).toHaveAttribute('href', `/shipments/${shipmentId}`);
  expect(await seriousViolations(page)).toEqual([]);

  // 7. The client user of the project sees the damage on the alert, with its photo.
  const client = await clientUserOf(page, project);
  await startSession(page, request, client.userName, client.password);
  await page.goto(`/receiving-alerts/${raId}`);
  const exceptions = page.getByRole('alert').filter({ hasText: '2 lines with exceptions' });
  await expect(exceptions).toContainText('Damaged');
  await expect(exceptions).toContainText('all damaged (Broken in transit). One chair leg snapped');
  await page.goto(`/receiving-alerts/${raId}/lines`);
  await expect(
    page.getByRole('button', { name: 'View photo snapped-leg.png of line IN-CH Guest room armchair' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/inbound-client-lines-1366.png`, fullPage: true });
});
