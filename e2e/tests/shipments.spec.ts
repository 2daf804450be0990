import { mkdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SHOTS_DIR, shootBothWidths } from './screens-support';
import { choose, openTab, type PoLine, pick, projectWithPo, tabs } from './shipments-support';
import { api, createCompany, createUser, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * /shipments: the list, a shipment created for a project with a PO, its lines added from the PO
 * (one quantity changed, one refused for being more than is left) and by hand, delivered, its bill
 * of lading printed, a receiving alert made from it, the project hub's Shipments tab, and what a
 * view-only user is offered. Screenshots go to SHOTS_DIR (/tmp/shots-w1 unless set).
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

test('a shipment of PO lines and a line by hand, delivered, with its bill of lading', async ({ page, request }) => {
  test.setTimeout(240_000);
  await startSession(page, request);
  const { project, po, table, chair } = await projectWithPo(page);
  const carrier = await createCompany(page.request, 4);
  const projectLabel = `${project.number} · ${project.customerName}`;
  // The list has a shipment to show before this one is made.
  const booked = await api(page.request, 'POST', '/api/shipment', { projectId: project.id });
  expect(booked.status).toBe(201);

  // The list, and from it the form; docs/requirements.md's /shipments/Create is the same screen.
  await page.goto('/shipments');
  await expect(page.getByRole('heading', { name: 'Shipments', level: 1 })).toBeVisible();
  const list = page.getByRole('table', { name: 'Shipments' });
  await expect(list.locator('tbody').getByRole('row').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'shipment-list', async () => {
    await expect(list.locator('tbody').getByRole('row').first()).toBeVisible();
  });
  await page.goto('/shipments/Create');
  await expect(page.getByRole('heading', { name: 'Create Shipment', level: 1 })).toBeVisible();
  await page.goto('/shipments');
  await page.getByRole('link', { name: 'New shipment' }).click();
  await expect(page).toHaveURL('/shipments/create');
  await expect(page.getByRole('textbox', { name: 'Shipment number' })).toHaveAttribute('placeholder', 'Next number');
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Booked');

  // Without a project the contract's schema refuses, under the field.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();

  const tracking = unique('PRO-');
  await pick(page, 'Project', project.number, projectLabel);
  await pick(page, 'Carrier', carrier.name, carrier.name);
  await choose(page, 'Method', 'LTL');
  await page.getByRole('textbox', { name: 'Tracking / BOL number' }).fill(tracking);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'shipment-create', async () => {
    await expect(page.getByRole('combobox', { name: 'Carrier', exact: true })).toHaveValue(carrier.name);
  });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'created')).toBeVisible();
  await expect(page).toHaveURL(/\/shipments\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const { body: created } = await api(page.request, 'GET', `/api/shipment/${id}`);
  expect(created).toMatchObject({
    projectId: project.id,
    carrierId: carrier.id,
    method: 'LTL',
    status: 'Booked',
    trackingNumber: tracking,
  });
  expect(created.number).toMatch(/^SH-/);
  await expect(page.getByRole('heading', { name: `Shipment ${created.number}`, level: 1 })).toBeVisible();

  // Items: two PO lines at once, one with less than what remains.
  await openTab(page, /^Items/);
  await expect(page).toHaveURL(`/shipments/${id}/items`);
  await page.getByRole('button', { name: 'Add from PO' }).click();
  const picker = page.getByRole('dialog', { name: 'Add from PO' });
  const lines = picker.getByRole('table', { name: 'PO lines left to ship' });
  await expect(lines.locator('tbody').getByRole('row')).toHaveCount(2);
  await lines.getByRole('checkbox', { name: `Ship ${table.itemNumber} of ${po.number}` }).check();
  await lines.getByRole('checkbox', { name: `Ship ${chair.itemNumber} of ${po.number}` }).check();
  const tableQuantity = lines.getByRole('textbox', { name: `Quantity to ship of ${table.itemNumber} of ${po.number}` });
  await expect(tableQuantity).toHaveValue('10');
  await tableQuantity.fill('4');
  await expect(picker.getByText('2 lines picked')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'shipment-add-from-po', async () => {
    await expect(tableQuantity).toHaveValue('4');
  });
  await picker.getByRole('button', { name: 'Add 2 lines' }).click();
  await expect(toast(page, `2 lines added to shipment ${created.number}`)).toBeVisible();
  await expect(picker).toHaveCount(0);
  const items = page.getByRole('table', { name: `Items of shipment ${created.number}` });
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(2);
  // 4 tables and 24 chairs; the tables weigh their share of the PO line (4 of 10 × 800 lbs).
  await expect(items.locator('tfoot')).toContainText('28');
  await expect(items.locator('tfoot')).toContainText('800');
  const { body: afterAdd } = await api(page.request, 'GET', `/api/shipment/${id}`);
  expect(afterAdd.totals).toMatchObject({ items: 2, pieces: 28 });
  expect(Number(afterAdd.totals.weight)).toBe(800);
  await expect(tabs(page).getByRole('link', { name: /^Items/ })).toContainText('2');

  // The PO shows what has shipped of it.
  const { body: poLinesAfter } = await api(page.request, 'GET', `/api/poItemsByPoId/${po.id}`);
  const shipped = Object.fromEntries(
    (poLinesAfter as (PoLine & { quantityShipped: string })[]).map((i) => [i.id, Number(i.quantityShipped)]),
  );
  expect(shipped).toEqual({ [table.id]: 4, [chair.id]: 24 });
  await page.goto(`/purchase-orders/${po.id}`);
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Shipped28');

  // More than is left of a line is refused by the server, and said on its row.
  await page.goto(`/shipments/${id}/items`);
  await page.getByRole('button', { name: 'Add from PO' }).click();
  await expect(lines.locator('tbody').getByRole('row')).toHaveCount(1);
  await lines.getByRole('checkbox', { name: `Ship ${table.itemNumber} of ${po.number}` }).check();
  await expect(tableQuantity).toHaveValue('6');
  await tableQuantity.fill('7');
  await picker.getByRole('button', { name: 'Add 1 line' }).click();
  await expect(picker.getByRole('alert')).toContainText('Nothing was added');
  const refused = lines.getByRole('row').filter({ hasText: 'Conference table' });
  await expect(refused).toContainText(`Only 6 Each of ${table.itemNumber} ${po.number} are left to ship.`);
  await expect(tableQuantity).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);
  await picker.getByRole('button', { name: 'Cancel' }).click();
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(2);

  // A line by hand: the schema asks for its description first.
  await page.getByRole('button', { name: 'Add line' }).click();
  const byHand = page.getByRole('dialog', { name: 'Add line' });
  await byHand.getByRole('button', { name: 'Add line' }).click();
  await expect(byHand.getByText('Describe a line that is not from a PO.')).toBeVisible();
  await byHand.getByRole('textbox', { name: 'Description' }).fill('Packing crate');
  await byHand.getByRole('textbox', { name: 'Item #' }).fill('CR-1');
  await byHand.getByRole('textbox', { name: 'Quantity' }).fill('2');
  await byHand.getByRole('textbox', { name: 'Weight (lbs)' }).fill('35.5');
  await byHand.getByRole('textbox', { name: 'Pieces' }).fill('2');
  await byHand.getByRole('button', { name: 'Add line' }).click();
  await expect(toast(page, 'Line CR-1 added')).toBeVisible();
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(3);
  await expect(items.getByRole('row', { name: /Packing crate/ })).toContainText('By hand');
  await expect(items.locator('tfoot')).toContainText('835.5');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'shipment-items', async () => {
    await expect(items.locator('tbody').getByRole('row')).toHaveCount(3);
  });

  // Delivered: today when no date is given; its lines no longer change, and it cannot be deleted.
  await openTab(page, /^Details/);
  await expect(page.getByText('Cancelled gives every PO line back and is final')).toBeVisible();
  await choose(page, 'Status', 'Delivered');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Shipment ${created.number} updated`)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Shipment ${created.number}`, level: 1 })).toBeVisible();
  const { body: delivered } = await api(page.request, 'GET', `/api/shipment/${id}`);
  expect(delivered.status).toBe('Delivered');
  expect(delivered.deliveredDate).not.toBeNull();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(carrier.name);
  await expect(summary).toContainText(tracking);
  await expect(page.getByRole('region', { name: 'Totals' })).toContainText('Pieces30');
  await expect(summary.getByRole('link', { name: new RegExp(`^${project.number}`) })).toHaveAttribute(
    'href',
    `/projects/${project.id}`,
  );
  await expect(page.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'shipment-detail', async () => {
    await expect(summary).toBeVisible();
  });

  // The bill of lading: a PDF, fetched with the user's token and saved.
  const [response, download] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith(`/api/shipment/${id}/billOfLading`)),
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Bill of lading' }).click(),
  ]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  await openTab(page, /^Items/);
  await expect(page.getByText('Delivered: its lines no longer change.')).toBeVisible();
  for (const name of ['Add from PO', 'Add line', 'Edit line CR-1']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }

  // A receiving alert from its lines, listed on its tab.
  await openTab(page, /^Receiving alerts/);
  const alerts = page.getByRole('table', { name: `Receiving alerts of shipment ${created.number}` });
  await expect(page.getByText('No receiving alerts yet')).toBeVisible();
  // The dock expects 20 of the 24 chairs and the tables; the crate is left for later.
  await page.getByRole('button', { name: 'Expect at the dock' }).click();
  const expectDialog = page.getByRole('dialog', { name: `Expect lines of shipment ${created.number} at the dock` });
  const toExpect = expectDialog.getByRole('table', { name: `Lines of shipment ${created.number} to expect` });
  await expect(toExpect.locator('tbody').getByRole('row')).toHaveCount(3);
  await expect(expectDialog.getByRole('button', { name: 'Expect 3 lines' })).toBeVisible();
  await toExpect.getByRole('checkbox', { name: 'Expect CR-1 Packing crate' }).uncheck();
  const chairsToExpect = toExpect.getByRole('textbox', {
    name: `Quantity to expect of ${chair.itemNumber} Task chair`,
  });
  await expect(chairsToExpect).toHaveValue('24');
  await chairsToExpect.fill('25');
  await expectDialog.getByRole('button', { name: 'Expect 2 lines' }).click();
  await expect(toExpect.getByRole('row').filter({ hasText: 'Task chair' })).toContainText(
    'The shipment carries 24 Each; expect no more.',
  );
  await chairsToExpect.fill('20');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'shipment-expect-at-dock', async () => {
    await expect(chairsToExpect).toHaveValue('20');
  });
  await expectDialog.getByRole('button', { name: 'Expect 2 lines' }).click();
  await expect(page).toHaveURL(/\/receiving-alerts\/\d+$/);
  const alertId = Number(page.url().split('/').pop());
  const { body: alert } = await api(page.request, 'GET', `/api/ra/${alertId}`);
  expect(alert.shipmentId).toBe(id);
  expect(alert.totals).toMatchObject({ items: 2, quantityExpected: '24.000' });
  await expect(
    toast(page, `2 lines of shipment ${created.number} expected on receiving alert ${alert.number}`),
  ).toBeVisible();
  await page.goto(`/shipments/${id}/receiving-alerts`);
  await expect(alerts.getByRole('link', { name: alert.number, exact: true })).toHaveAttribute(
    'href',
    `/receiving-alerts/${alertId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The project hub's Shipments tab lists it.
  await page.goto(`/projects/${project.id}/shipments`);
  const hub = page.getByRole('table', { name: 'Shipments of this project' });
  await expect(hub.getByRole('link', { name: created.number, exact: true })).toHaveAttribute(
    'href',
    `/shipments/${id}`,
  );
  await expect(hub.getByRole('row', { name: new RegExp(created.number) })).toContainText('Delivered');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'shipment-project-tab', async () => {
    await expect(hub.getByRole('link', { name: created.number, exact: true })).toBeVisible();
  });
  await page.getByRole('link', { name: 'New shipment' }).click();
  await expect(page).toHaveURL(`/shipments/create?projectId=${project.id}`);
  await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(projectLabel);
});

test("a shipment's line is changed and removed, and a cancelled shipment gives its PO lines back", async ({
  page,
  request,
}) => {
  await startSession(page, request);
  const { project, po, table, chair } = await projectWithPo(page);
  const { status, body: shipment } = await api(page.request, 'POST', '/api/shipment', { projectId: project.id });
  expect(status).toBe(201);
  const added = await api(page.request, 'POST', '/api/poItemsShipment', {
    shipmentId: shipment.id,
    items: [
      { poItemId: table.id, quantity: '5' },
      { poItemId: chair.id, quantity: '10' },
    ],
  });
  expect(added.status).toBe(201);
  const shippedOf = async () => {
    const { body } = await api(page.request, 'GET', `/api/poItemsByPoId/${po.id}`);
    return Object.fromEntries(
      (body as (PoLine & { quantityShipped: string })[]).map((i) => [i.id, Number(i.quantityShipped)]),
    );
  };
  expect(await shippedOf()).toEqual({ [table.id]: 5, [chair.id]: 10 });

  await page.goto(`/shipments/${shipment.id}/items`);
  const items = page.getByRole('table', { name: `Items of shipment ${shipment.number}` });
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(2);

  // Fewer tables go: the PO line gets the difference back.
  await items.getByRole('button', { name: `Edit line ${table.itemNumber}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit line ${table.itemNumber}` });
  await expect(edit.getByText(`From ${po.number}: the item, description and unit are the PO line's.`)).toBeVisible();
  const quantity = edit.getByRole('textbox', { name: 'Quantity' });
  await expect(quantity).toHaveValue(/^5(\.0+)?$/);
  await quantity.fill('3');
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('button', { name: 'Save line' }).click();
  await expect(toast(page, `Line ${table.itemNumber} updated`)).toBeVisible();
  await expect(edit).toHaveCount(0);
  expect(await shippedOf()).toEqual({ [table.id]: 3, [chair.id]: 10 });

  // The chairs come off the shipment, through the confirmation.
  await items.getByRole('button', { name: `Remove line ${chair.itemNumber}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove line' });
  await expect(confirm).toContainText(`from shipment ${shipment.number}? Its PO line gets the quantity back.`);
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(toast(page, `Line ${chair.itemNumber} removed`)).toBeVisible();
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(1);
  expect(await shippedOf()).toEqual({ [table.id]: 3, [chair.id]: 0 });

  // Cancelled: every PO line gets its quantity back, and the lines no longer change.
  await openTab(page, /^Details/);
  await choose(page, 'Status', 'Cancelled');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Shipment ${shipment.number} updated`)).toBeVisible();
  expect(await shippedOf()).toEqual({ [table.id]: 0, [chair.id]: 0 });
  await openTab(page, /^Items/);
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Edit line/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add from PO' })).toHaveCount(0);
});

test('a user who may only view shipments is offered no create, edit or delete', async ({ page, request }) => {
  await startSession(page, request);
  const { project } = await projectWithPo(page);
  const { body: shipment } = await api(page.request, 'POST', '/api/shipment', { projectId: project.id });
  const { status } = await api(page.request, 'POST', '/api/shipmentItem/create', {
    shipmentId: shipment.id,
    description: 'Spare parts kit',
    quantity: '1',
  });
  expect(status).toBe(201);
  const viewer = await createUser(request, {
    claims: [
      { type: 'Shipment', value: 'View' },
      { type: 'Project', value: 'View' },
    ],
    projects: [project.id],
  });
  await startSession(page, request, viewer.userName, viewer.password);

  await page.goto('/shipments');
  await expect(page.getByRole('heading', { name: 'Shipments', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New shipment' })).toHaveCount(0);
  await page.goto(`/shipments/${shipment.id}`);
  await expect(page.getByRole('heading', { name: `Shipment ${shipment.number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('You may view this shipment but not change it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bill of lading' })).toBeVisible();
  for (const name of ['Save', 'Delete']) {
    await expect(page.getByRole('button', { name, exact: true })).toHaveCount(0);
  }
  // Without RA:View there is no Receiving alerts tab.
  await expect(tabs(page).getByRole('link', { name: /^Receiving alerts/ })).toHaveCount(0);
  await openTab(page, /^Items/);
  await expect(page.getByRole('row', { name: /Spare parts kit/ })).toBeVisible();
  for (const name of ['Add from PO', 'Add line', 'Edit line Spare parts kit', 'Remove line Spare parts kit']) {
    await expect(page.getByRole('button', { name })).toHaveCount(0);
  }
  await page.goto(`/projects/${project.id}/shipments`);
  await expect(page.getByRole('link', { name: shipment.number, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New shipment' })).toHaveCount(0);
  await page.goto('/shipments/create');
  await expect(page.getByRole('heading', { name: 'You do not have permission' })).toBeVisible();
});
