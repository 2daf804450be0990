import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { clientUserOf, inventoryCount, PHOTO, tabs } from './inbound-support';
import { api, apiToken, createCompany, createProject, createUser, seriousViolations } from './support';
import { startSession, toast } from './users-support';

/**
 * /receiving-alerts: a PO's lines sent to the dock, received on a phone (one line split: some
 * good, one damaged with its reason and a photo; one found by its label's barcode and short, its
 * weight and pieces following the quantity), finished into inventory (the good and the damaged
 * goods apart); the photo in the alert's and the project's files; what the client user of the
 * project then sees; and a client's advance notice that staff hear of.
 */

const SHOTS = process.env.RA_SHOTS_DIR ?? '/tmp/ra-shots';
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

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

test('receive on a phone: a line split good and damaged with a photo, a short line found by its barcode, finished into inventory', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  const { status, body: po } = await api(page.request, 'POST', '/api/purchaseOrder', {
    projectId: project.id,
    vendorId: vendor.id,
    items: [
      {
        itemNumber: 'CH-100',
        description: 'Guest room armchair',
        quantity: '4',
        unitCost: '120',
        weight: '80',
        pieces: 4,
      },
      {
        itemNumber: 'LT-220',
        description: 'Lobby pendant lamp',
        quantity: '5',
        unitCost: '35',
        weight: '20',
        pieces: 5,
      },
    ],
  });
  expect(status).toBe(201);
  // The project is new: its inventory starts empty.
  expect(await inventoryCount(page, project.id)).toBe(0);

  // The PO's lines go to the dock from its Receiving alerts tab.
  await page.goto(`/purchase-orders/${po.id}/receiving-alerts`);
  const poAlerts = page.getByRole('table', { name: `Receiving alerts of purchase order ${po.number}` });
  await expect(page.getByText('No receiving alerts yet')).toBeVisible();
  await page.getByRole('button', { name: 'Expect at the dock' }).click();
  const dialog = page.getByRole('dialog', { name: `Expect lines of ${po.number} at the dock` });
  await expect(dialog.getByRole('textbox', { name: 'Quantity to expect of CH-100 Guest room armchair' })).toHaveValue(
    '4',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'ra-expect-po-lines', async () => {
    await expect(dialog.getByLabel(`Lines of ${po.number} to expect`)).toBeVisible();
    // A table on a desk, a card a line on a phone: both pass axe.
    expect(await seriousViolations(page)).toEqual([]);
  });
  await dialog.getByRole('button', { name: 'Expect 2 lines' }).click();
  await expect(page).toHaveURL(/\/receiving-alerts\/\d+$/);
  const raId = Number(page.url().split('/').pop());
  const { body: ra } = await api(page.request, 'GET', `/api/ra/${raId}`);
  expect(ra).toMatchObject({
    status: 'Expected',
    purchaseOrderId: po.id,
    totals: { items: 2, quantityExpected: '9.000' },
  });
  await expect(page.getByRole('heading', { name: `Receiving Alert ${ra.number}`, level: 1 })).toBeVisible();
  await expect(page.getByText('0 of 2 lines received')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // At the dock, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await tabs(page)
    .getByRole('link', { name: /^Receive/ })
    .click();
  await expect(page).toHaveURL(`/receiving-alerts/${raId}/lines`);
  // The truck checked in an hour and a half ago, before anyone opened the alert: dock-to-stock counts from then.
  await expect(page.getByText('Not arrived yet')).toBeVisible();
  await page.getByRole('button', { name: 'Truck arrived' }).click();
  const arrival = page.getByRole('dialog', { name: `Truck arrival for ${ra.number}` });
  const arrived = new Date(Date.now() - 90 * 60_000);
  arrived.setSeconds(0, 0);
  const local = new Date(arrived.getTime() - arrived.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  await arrival.getByLabel('Arrived at').fill(local);
  await arrival.getByRole('button', { name: 'Record arrival' }).click();
  await expect(arrival).toBeHidden();
  await expect(page.getByText(/^Arrived \d\d-\d\d-\d{4}/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change arrival time' })).toBeVisible();
  const chair = page.getByRole('article', { name: 'Line CH-100 Guest room armchair' });
  await chair.getByRole('button', { name: 'Receive CH-100 Guest room armchair' }).click();
  const chairForm = chair.getByRole('form', { name: 'Receive CH-100 Guest room armchair' });
  // The common case is one tap: all of it, in good order, today.
  await expect(chairForm.getByRole('textbox', { name: 'Quantity received' })).toHaveValue('4');
  await chairForm.getByRole('radiogroup', { name: 'Condition' }).getByText('Damaged').click();
  // Damaged starts as all of it; one of the four is: 3 good, 1 damaged.
  const howMany = chairForm.getByRole('textbox', { name: 'How many damaged' });
  await expect(howMany).toHaveValue('4');
  await howMany.fill('1');
  await expect(chairForm.getByText('3 good, 1 damaged')).toBeVisible();
  // The damage needs its reason.
  await chairForm.getByRole('button', { name: 'Save line' }).click();
  await expect(chairForm.getByText('Pick a reason for the damage.')).toBeVisible();
  await chairForm.getByRole('combobox', { name: /^Reason \(damaged\)/ }).click();
  await page.getByRole('option', { name: 'Crushed carton', exact: true }).click();
  await chairForm.getByRole('textbox', { name: 'Note' }).fill('One carton crushed on the left side');
  await chairForm.getByRole('combobox', { name: 'Location' }).fill('Cage');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/ra-receive-line-390.png`, fullPage: true });
  await chairForm.getByRole('button', { name: 'Save line' }).click();
  await expect(toast(page, 'CH-100 Guest room armchair: 4 Each received, 1 damaged')).toBeVisible();
  // Its badge says Damaged, and the card how many of the four.
  await expect(chair.getByText('Damaged', { exact: true }).first()).toBeVisible();
  await expect(chair.getByText('Received 4 of 4 Each; 3 good, 1 damaged (Crushed carton).')).toBeVisible();
  await expect(chair.getByText('One carton crushed on the left side')).toBeVisible();
  // The photo, from the phone's camera.
  await chair
    .getByLabel('Photos of line CH-100 Guest room armchair')
    .setInputFiles({ name: 'crushed-carton.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(
    chair.getByRole('button', { name: 'View photo crushed-carton.png of line CH-100 Guest room armchair' }),
  ).toBeVisible();
  await expect(page.getByText('1 of 2 lines received so far.')).toBeVisible();

  // The lamp's label is scanned (typed here): its line opens on its own.
  const { body: lines } = await api(page.request, 'GET', `/api/raItem/getAllRAItem?receivingAlertId=${raId}`);
  const lamp = lines.find((i: { itemNumber: string }) => i.itemNumber === 'LT-220');
  const finder = page.getByRole('textbox', { name: 'Find a line' });
  await finder.fill('RAI-999999999');
  await finder.press('Enter');
  await expect(page.getByText('No line of this alert has the barcode RAI-999999999.')).toBeVisible();
  await finder.fill(lamp.barcode);
  await finder.press('Enter');
  await expect(page.getByText(`Scanned ${lamp.barcode}`)).toBeVisible();
  const lampForm = page.getByRole('form', { name: 'Receive LT-220 Lobby pendant lamp' });
  await lampForm.getByRole('textbox', { name: 'Quantity received' }).fill('3');
  await expect(lampForm.getByText('Short by 2')).toBeVisible();
  // Weight and pieces follow the quantity (3 of 5 lamps: 12 of 20 lbs, 3 of 5 pieces) unless weighed or counted.
  await expect(lampForm.getByText('From the quantity: 12')).toBeVisible();
  await expect(lampForm.getByText('From the quantity: 3')).toBeVisible();
  await lampForm.getByRole('combobox', { name: /^Reason \(short\)/ }).click();
  await page.getByRole('option', { name: 'Back-ordered', exact: true }).click();
  await lampForm.getByRole('button', { name: 'Save line' }).click();
  await expect(toast(page, 'LT-220 Lobby pendant lamp: 3 Each received, short')).toBeVisible();
  await expect(page.getByText('2 of 2 lines received so far.')).toBeVisible();
  await shoot(page, 'ra-receive', async () => {
    await expect(page.getByText('2 of 2 lines received so far.')).toBeVisible();
  });

  // Finishing puts the goods into inventory, all at once.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Finish receiving' }).click();
  const finish = page.getByRole('dialog', { name: 'Finish Receiving' });
  await expect(finish).toContainText('What was received goes into the project');
  await finish.getByRole('button', { name: 'Finish receiving' }).click();
  await expect(
    toast(page, `Receiving alert ${ra.number} received with 2 exceptions; the project manager is notified`),
  ).toBeVisible();
  await expect(page.getByText('Received', { exact: true }).first()).toBeVisible();
  const { body: done } = await api(page.request, 'GET', `/api/ra/${raId}`);
  expect(done).toMatchObject({
    status: 'Received',
    arrivedAt: arrived.toISOString(),
    totals: { damaged: 1, short: 1, quantityReceived: '7.000', quantityDamaged: '1.000' },
  });
  expect(new Date(done.putAwayAt).getTime()).toBeGreaterThan(arrived.getTime());
  // The chairs' good three and damaged one are kept apart; the lamps are one item.
  expect(await inventoryCount(page, project.id)).toBe(3);
  const { body: received } = await api(page.request, 'GET', `/api/raItem/getAllRAItem?receivingAlertId=${raId}`);
  const chairLine = received.find((i: { itemNumber: string }) => i.itemNumber === 'CH-100');
  expect(chairLine).toMatchObject({ quantityReceived: '4.000', quantityDamaged: '1.000', condition: 'Damaged' });
  expect(chairLine.inventoryItemId).not.toBeNull();
  expect(chairLine.damagedInventoryItemId).not.toBeNull();
  expect(received.find((i: { itemNumber: string }) => i.itemNumber === 'LT-220')).toMatchObject({
    weightReceived: '12.00',
    piecesReceived: 3,
  });
  // The alert no longer takes receipts.
  await expect(page.getByRole('button', { name: /^Receive / })).toHaveCount(0);

  // The dock photo is among the alert's files and the project's.
  await page.setViewportSize({ width: 1366, height: 860 });
  await tabs(page)
    .getByRole('link', { name: /^Files/ })
    .click();
  await expect(
    page.getByRole('table', { name: 'Files list' }).getByRole('row', { name: /crushed-carton\.png/ }),
  ).toBeVisible();
  await page.goto(`/projects/${project.id}/files`);
  await expect(
    page
      .getByRole('table', { name: 'Receiving: documents and dock photos list' })
      .getByRole('row', { name: /crushed-carton\.png/ }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The PO: its lines took the received quantities, and its alert shows the exceptions.
  const { body: poAfter } = await api(page.request, 'GET', `/api/purchaseOrder/${po.id}`);
  expect(poAfter.status).toBe('Partially Received');
  const { body: poLinesAfter } = await api(page.request, 'GET', `/api/poItemsByPoId/${po.id}`);
  expect(poLinesAfter.map((i: { quantityReceived: string }) => Number(i.quantityReceived)).sort()).toEqual([3, 4]);
  await page.goto(`/purchase-orders/${po.id}/receiving-alerts`);
  const alertRow = poAlerts.getByRole('row', { name: new RegExp(ra.number) });
  await expect(alertRow).toContainText('Received');
  await expect(alertRow.getByRole('cell').last()).toHaveText('2');
  await page.goto(`/purchase-orders/${po.id}`);
  const poExceptions = page.getByRole('alert').filter({ hasText: '2 lines received damaged, short or over' });
  await expect(poExceptions.getByRole('link', { name: ra.number })).toHaveAttribute(
    'href',
    `/receiving-alerts/${raId}`,
  );
  await expect(page.getByText('Partially Received').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // What came short is what the dock is asked to expect next; the chairs all arrived.
  await page.goto(`/purchase-orders/${po.id}/receiving-alerts`);
  await page.getByRole('button', { name: 'Expect at the dock' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Quantity to expect of LT-220 Lobby pendant lamp' })).toHaveValue(
    '2',
  );
  await expect(dialog.getByRole('checkbox', { name: 'Expect CH-100 Guest room armchair' })).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Expect 1 line' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The client user of the project sees the damage and its photo, and cannot receive.
  const client = await clientUserOf(page, project);
  await startSession(page, request, client.userName, client.password);
  await page.goto(`/receiving-alerts/${raId}`);
  const exceptions = page.getByRole('alert').filter({ hasText: '2 lines with exceptions' });
  await expect(exceptions).toContainText('Crushed carton');
  await expect(exceptions).toContainText('Back-ordered');
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'ra-client-detail', async () => {
    await expect(exceptions).toBeVisible();
  });
  await page.goto(`/receiving-alerts/${raId}/lines`);
  const clientChair = page.getByRole('article', { name: 'Line CH-100 Guest room armchair' });
  await clientChair
    .getByRole('button', { name: 'View photo crushed-carton.png of line CH-100 Guest room armchair' })
    .click();
  await expect(page.getByRole('dialog', { name: /crushed-carton\.png/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: /^(Take|Add) photo/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Receive / })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a client user announces a delivery for their project, and staff hear of it', async ({ page, request }) => {
  await startSession(page, request);
  const project = await createProject(page.request);
  const client = await clientUserOf(page, project);
  const receiver = await createUser(request, {
    claims: [
      { type: 'RA', value: 'View' },
      { type: 'RA', value: 'Update' },
    ],
    projects: [project.id],
  });
  await startSession(page, request, client.userName, client.password);

  await page.goto('/receiving-alerts');
  await expect(page.getByRole('heading', { name: 'Receiving Alerts', level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'Announce a delivery' }).click();
  await expect(page.getByRole('heading', { name: 'Announce a Delivery', level: 1 })).toBeVisible();
  const projectBox = page.getByRole('combobox', { name: 'Project', exact: true });
  await projectBox.click();
  await projectBox.fill(project.number);
  await page.getByRole('option', { name: new RegExp(`^${project.number} · `) }).click();
  await page.getByLabel('Expected date').fill('2026-12-15');
  await page.getByRole('textbox', { name: 'Reference' }).fill('Truck 14, seal 88213');
  await page.getByRole('button', { name: 'Add line' }).click();
  const lines = page.getByRole('table', { name: 'Expected lines' });
  await lines.getByRole('textbox', { name: 'Description' }).fill('Reception desk, crated');
  await lines.getByRole('textbox', { name: 'Expected' }).fill('2');
  await lines.getByRole('button', { name: 'Save new row' }).click();
  await expect(lines.locator('tbody')).toContainText('Reception desk, crated');
  expect(await seriousViolations(page)).toEqual([]);
  await shoot(page, 'ra-announce', async () => {
    await expect(lines.locator('tbody')).toContainText('Reception desk, crated');
  });
  await page.getByRole('button', { name: 'Announce', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: /Receiving alert .+ created/ })).toBeVisible();
  await expect(page).toHaveURL(/\/receiving-alerts\/\d+$/);
  const raId = Number(page.url().split('/').pop());
  await expect(page.getByText('The client (advance notice)')).toBeVisible();
  const { body: ra } = await api(page.request, 'GET', `/api/ra/${raId}`);
  expect(ra).toMatchObject({ advanceNotice: true, projectId: project.id, expectedDate: '2026-12-15' });

  // Staff who receive for the project are told, with a link to the alert.
  const token = await apiToken(request, receiver.userName, receiver.password);
  const { body: bell } = await api(page.request, 'GET', '/api/notification', undefined, token);
  expect(bell.items).toContainEqual(
    expect.objectContaining({ title: `Delivery announced: ${ra.number}`, link: `/receiving-alerts/${raId}` }),
  );

  // On the project's hub the alert is listed.
  await startSession(page, request);
  await page.goto(`/projects/${project.id}/receiving-alerts`);
  const hub = page.getByRole('table', { name: 'Receiving alerts of this project' });
  await expect(hub.getByRole('link', { name: ra.number, exact: true })).toHaveAttribute(
    'href',
    `/receiving-alerts/${raId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});

test("an alert's papers print as PDFs, and an alert that will not come is cancelled, giving its PO line back, then deleted", async ({
  page,
  request,
}) => {
  await startSession(page, request);
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  const { body: po } = await api(page.request, 'POST', '/api/purchaseOrder', {
    projectId: project.id,
    vendorId: vendor.id,
    items: [
      { itemNumber: 'DK-310', description: 'Writing desk', quantity: '3', unitCost: '210', weight: '150', pieces: 3 },
    ],
  });
  const { body: poLines } = await api(page.request, 'GET', `/api/poItemsByPoId/${po.id}`);
  const { status, body: ra } = await api(page.request, 'POST', '/api/poReceivingAlerts/createRAItemFromPo', {
    purchaseOrderId: po.id,
    items: [{ poItemId: poLines[0].id, quantity: '3' }],
  });
  expect(status).toBe(201);
  const left = async () =>
    (await api(page.request, 'GET', `/api/poReceivingAlerts/leftToExpect?purchaseOrderId=${po.id}`)).body[0]
      .quantityLeft;
  expect(Number(await left())).toBe(0);

  await page.goto(`/receiving-alerts/${ra.id}`);
  await expect(page.getByRole('heading', { name: `Receiving Alert ${ra.number}`, level: 1 })).toBeVisible();
  // Each paper of the Print menu downloads as a PDF.
  for (const paper of ['Receiving report (PDF)', 'Item labels, Letter sheet (PDF)', 'Item labels, 4×6 (PDF)']) {
    await page.getByRole('button', { name: 'Print' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: paper }).click(),
    ]);
    expect(download.suggestedFilename(), paper).toMatch(/\.pdf$/);
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString(),
      paper,
    ).toBe('%PDF-');
  }

  // The delivery will not come: cancelled by hand, its PO line is free to expect again.
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Receiving alert ${ra.number} updated`)).toBeVisible();
  await expect(page.getByText('This alert is cancelled: its details no longer change.')).toBeVisible();
  expect(Number(await left())).toBe(3);

  // And deleted, through the confirmation.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Receiving Alert' });
  await expect(confirm).toContainText(`delete receiving alert ${ra.number} and its lines`);
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, `Receiving alert ${ra.number} deleted`)).toBeVisible();
  await expect(page).toHaveURL('/receiving-alerts');
  expect((await api(page.request, 'GET', `/api/ra/${ra.id}`)).status).toBe(404);
});
