import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { api, createCompany, createProject, createUser, seriousViolations } from './support';
import { startSession, toast } from './users-support';

/**
 * /purchase-orders: the list, a PO created with two items, its detail (an item edited, items
 * imported from a CSV with one bad row skipped, a follow-up date set), the project hub's POs tab,
 * and what a view-only user is offered.
 */

const SHOTS = process.env.PO_SHOTS_DIR ?? '/tmp/po-shots';

/** Screenshots at 1280 and 390 px; at both the page itself must not scroll sideways. */
async function shoot(page: Page, name: string, ready: () => Promise<void>) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
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

async function pick(page: Page, label: string, search: string, option: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(box).toHaveValue(option);
}

const draft = (page: Page) => page.getByRole('table', { name: 'Items', exact: true });
const tabs = (page: Page) => page.getByRole('navigation', { name: /sections$/ });

interface DraftItem {
  description: string;
  itemNumber: string;
  category: string;
  uom: string;
  quantity: string;
  unitCost: string;
  weight: string;
  pieces: string;
}

async function addDraftItem(page: Page, item: DraftItem) {
  await page.getByRole('button', { name: 'Add item' }).click();
  const grid = draft(page);
  await grid.getByRole('textbox', { name: 'Description' }).fill(item.description);
  await grid.getByRole('textbox', { name: 'Item #' }).fill(item.itemNumber);
  await grid.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: item.category, exact: true }).click();
  await grid.getByRole('combobox', { name: 'UOM' }).click();
  await page.getByRole('option', { name: item.uom, exact: true }).click();
  await grid.getByRole('textbox', { name: 'Qty' }).fill(item.quantity);
  await grid.getByRole('textbox', { name: 'Unit cost' }).fill(item.unitCost);
  await grid.getByRole('textbox', { name: 'Weight (lbs)' }).fill(item.weight);
  await grid.getByRole('textbox', { name: 'Pieces' }).fill(item.pieces);
  await grid.getByRole('button', { name: 'Save new row' }).click();
  await expect(grid.locator('tbody').getByText(item.description, { exact: true })).toBeVisible();
}

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('create a PO with items, edit an item, import items, set its follow-up date', async ({ page, request }) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  const projectLabel = `${project.number} · ${project.customerName}`;

  // The list, and from it the form.
  await page.goto('/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Purchase Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Purchase orders' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New purchase order' }).click();
  await expect(page).toHaveURL('/purchase-orders/create');
  await expect(page.getByRole('heading', { name: 'Create Purchase Order', level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'PO number' })).toHaveAttribute('placeholder', 'Next number');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Open');

  // Without a project and vendor the contract's schema refuses, under the fields.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  await pick(page, 'Project', project.number, projectLabel);
  await pick(page, 'Vendor', vendor.name, vendor.name);
  await page.getByRole('textbox', { name: 'Vendor reference' }).fill('Q-7781');

  await addDraftItem(page, {
    description: 'Guest room armchair',
    itemNumber: 'CH-100',
    category: 'Furniture',
    uom: 'Each',
    quantity: '12',
    unitCost: '249.50',
    weight: '420',
    pieces: '12',
  });
  await addDraftItem(page, {
    description: 'Lobby pendant lamp',
    itemNumber: 'LT-220',
    category: 'Lighting',
    uom: 'Box',
    quantity: '3',
    unitCost: '0.3333',
    weight: '18.5',
    pieces: '6',
  });
  const grid = draft(page);
  await expect(grid.getByRole('row', { name: /Guest room armchair/ })).toContainText('2,994.00');
  // 3 × 0.3333 = 0.9999: rounded to the cent as the server does.
  await expect(grid.getByRole('row', { name: /Lobby pendant lamp/ })).toContainText('1.00');
  await expect(grid.locator('tfoot')).toContainText('2,995.00');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'po-create', async () => {
    await expect(grid.locator('tfoot')).toContainText('2,995.00');
  });

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Purchase order .+ created/ })).toBeVisible();
  await expect(page).toHaveURL(/\/purchase-orders\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const { body: created } = await api(page.request, 'GET', `/api/purchaseOrder/${id}`);
  expect(created).toMatchObject({
    projectId: project.id,
    vendorId: vendor.id,
    status: 'Open',
    vendorReference: 'Q-7781',
    followUpDate: null,
    totals: { items: 2, cost: '2995.00', pieces: 18 },
  });
  expect(created.number).not.toBe('');

  // The detail: its summary links to the project, its totals add up.
  await expect(page.getByRole('heading', { name: `Purchase Order ${created.number}`, level: 1 })).toBeVisible();
  const projectLink = page.getByRole('link', { name: new RegExp(`^${project.number} · `) });
  await expect(projectLink).toHaveAttribute('href', `/projects/${project.id}`);
  const totals = page.getByRole('region', { name: 'Totals' });
  await expect(totals).toContainText('Cost2,995.00');
  await expect(totals).toContainText('438.5');
  expect(await seriousViolations(page)).toEqual([]);

  // The follow-up date is set on its own; the form's next save still goes through.
  const followUp = new Date();
  followUp.setDate(followUp.getDate() + 7);
  const followUpIso = `${followUp.getFullYear()}-${String(followUp.getMonth() + 1).padStart(2, '0')}-${String(followUp.getDate()).padStart(2, '0')}`;
  await expect(page.getByText("The project manager and the PO's creator are reminded on this date.")).toBeVisible();
  await page.getByLabel('Follow-up date').fill(followUpIso);
  await page.getByRole('button', { name: 'Set follow-up' }).click();
  await expect(toast(page, 'Follow-up date set to')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear follow-up' })).toBeVisible();
  expect((await api(page.request, 'GET', `/api/purchaseOrder/${id}`)).body.followUpDate).toBe(followUpIso);

  await page.getByRole('textbox', { name: 'Vendor reference' }).fill('Q-7781-B');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Purchase order ${created.number} updated`)).toBeVisible();
  const { body: saved } = await api(page.request, 'GET', `/api/purchaseOrder/${id}`);
  expect(saved).toMatchObject({ vendorReference: 'Q-7781-B', followUpDate: followUpIso });
  await shoot(page, 'po-detail', async () => {
    await expect(page.getByRole('button', { name: 'Clear follow-up' })).toBeVisible();
  });

  // Items: one edited in its dialog.
  await tabs(page)
    .getByRole('link', { name: /^Items/ })
    .click();
  await expect(page).toHaveURL(`/purchase-orders/${id}/items`);
  const items = page.getByRole('table', { name: `Items of purchase order ${created.number}` });
  const itemRows = items.locator('tbody').getByRole('row');
  await expect(itemRows).toHaveCount(2);
  await items.getByRole('button', { name: 'Edit item LT-220' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit item LT-220' });
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'po-item-dialog', async () => {
    await expect(dialog).toBeVisible();
  });
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('abc');
  await dialog.getByRole('button', { name: 'Save item' }).click();
  await expect(dialog.getByText('Enter a quantity, at most 3 decimals.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill('4');
  await dialog.getByRole('textbox', { name: 'Unit cost' }).fill('55');
  await expect(dialog).toContainText('220.00');
  await dialog.getByRole('textbox', { name: 'Quantity' }).press('Enter');
  await expect(toast(page, 'Item LT-220 updated')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(items.getByRole('row', { name: /Lobby pendant lamp/ })).toContainText('220.00');
  await expect(items.locator('tfoot')).toContainText('3,214.00');

  // Import: the preview shows every row; the bad one is skipped, the good ones added at once.
  await page.getByRole('button', { name: 'Import items' }).click();
  const importer = page.getByRole('dialog', { name: 'Import items' });
  const csv = [
    'Item Number,Description,Category,UOM,Quantity,Unit Cost,Weight,Pieces',
    'RG-1,Corridor rug,Flooring,Roll,2,310.00,96,2',
    'MR-7,Wall mirror,Fixtures,Each,8,45.25,64,8',
    'BAD-1,Broken row,Furniture,Each,lots,10,1,1',
  ].join('\r\n');
  await importer
    .getByLabel('Import file')
    .setInputFiles({ name: 'items.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(importer.getByText('2 valid rows', { exact: true })).toBeVisible();
  await expect(importer.getByText('1 with errors, skipped')).toBeVisible();
  const preview = importer.getByRole('table', { name: 'Rows of items.csv' });
  await expect(preview.locator('tbody').getByRole('row')).toHaveCount(3);
  await expect(preview.getByRole('row', { name: /Broken row/ })).toContainText('Skipped');
  await expect(preview.getByRole('row', { name: /Broken row/ })).toContainText('Quantity:');
  // Nothing is written before the import is confirmed.
  expect((await api(page.request, 'GET', `/api/purchaseOrder/${id}`)).body.totals.items).toBe(2);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'po-import-preview', async () => {
    await expect(preview).toBeVisible();
  });
  await importer.getByRole('button', { name: 'Import 2 valid rows' }).click();
  await expect(toast(page, `2 items imported into purchase order ${created.number}`)).toBeVisible();
  await expect(itemRows).toHaveCount(4);
  const { body: lines } = await api(page.request, 'GET', `/api/poItemsByPoId/${id}`);
  expect(lines.map((i: { itemNumber: string }) => i.itemNumber).sort()).toEqual(['CH-100', 'LT-220', 'MR-7', 'RG-1']);
  const { body: after } = await api(page.request, 'GET', `/api/purchaseOrder/${id}`);
  expect(after.totals).toMatchObject({ items: 4, linesToShip: 4, linesToReceive: 4, cost: '4196.00' });
  await expect(tabs(page).getByRole('link', { name: /^Items/ })).toContainText('4');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'po-items', async () => {
    await expect(itemRows).toHaveCount(4);
  });

  // History names what happened.
  await tabs(page)
    .getByRole('link', { name: /^History/ })
    .click();
  await expect(page.getByRole('list', { name: 'History of this purchase order' })).toBeVisible();

  // Back on the list, the new PO is found by its number.
  await page.goto(`/purchase-orders?q=${encodeURIComponent(created.number)}`);
  const row = page.getByRole('table', { name: 'Purchase orders' }).locator('tbody').getByRole('row');
  await expect(row.first()).toContainText(vendor.name);
  await expect(row.first()).toContainText('4,196.00');
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/purchase-orders');
  await shoot(page, 'po-list', async () => {
    await expect(
      page.getByRole('table', { name: 'Purchase orders' }).locator('tbody').getByRole('row').first(),
    ).toBeVisible();
  });
});

test("the project hub's POs tab lists the project's POs and starts a new one for it", async ({ page, request }) => {
  await startSession(page, request);
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  const { status, body: po } = await api(page.request, 'POST', '/api/purchaseOrder', {
    projectId: project.id,
    vendorId: vendor.id,
    vendorReference: 'HUB-1',
  });
  expect(status).toBe(201);

  await page.goto(`/projects/${project.id}/purchase-orders`);
  const grid = page.getByRole('table', { name: 'Purchase orders of this project' });
  await expect(grid.getByRole('link', { name: po.number, exact: true })).toHaveAttribute(
    'href',
    `/purchase-orders/${po.id}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'po-project-tab', async () => {
    await expect(grid.getByRole('link', { name: po.number, exact: true })).toBeVisible();
  });
  await page.getByRole('link', { name: 'New purchase order' }).click();
  await expect(page).toHaveURL(`/purchase-orders/create?projectId=${project.id}`);
  await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(
    `${project.number} · ${project.customerName}`,
  );
});

test('a user who may only view POs is offered no create, edit or delete', async ({ page, request }) => {
  await startSession(page, request);
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  const { body: po } = await api(page.request, 'POST', '/api/purchaseOrder', {
    projectId: project.id,
    vendorId: vendor.id,
    items: [{ description: 'Side table', quantity: '2', unitCost: '80' }],
  });
  const viewer = await createUser(request, {
    claims: [
      { type: 'PO', value: 'View' },
      { type: 'Project', value: 'View' },
    ],
    projects: [project.id],
  });
  await startSession(page, request, viewer.userName, viewer.password);

  await page.goto('/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Purchase Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New purchase order' })).toHaveCount(0);
  await page.goto(`/purchase-orders/${po.id}`);
  await expect(page.getByRole('heading', { name: `Purchase Order ${po.number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('You may view this purchase order but not change it.')).toBeVisible();
  for (const name of ['Save', 'Delete', 'Set follow-up']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  await tabs(page)
    .getByRole('link', { name: /^Items/ })
    .click();
  await expect(page.getByRole('row', { name: /Side table/ })).toBeVisible();
  for (const name of ['Add item', 'Import items', 'Edit item Side table']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
});

test('a buyer without Project:View picks one of their projects for a new PO', async ({ page, request }) => {
  await startSession(page, request);
  const project = await createProject(page.request);
  const buyer = await createUser(request, {
    claims: [
      { type: 'PO', value: 'View' },
      { type: 'PO', value: 'Create' },
    ],
    projects: [project.id],
  });
  await startSession(page, request, buyer.userName, buyer.password);
  await page.goto('/purchase-orders/create');
  await pick(page, 'Project', project.number, `${project.number} · ${project.name}`);
});
