import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { SHOTS_DIR, shootBothWidths, smallTouchTargets } from './screens-support';
import { pick } from './shipments-support';
import { api, createCompany, createProject, createUser, seriousViolations, toastViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * A client's release request, confirmed by staff, picked on a phone by scanning, delivered with a
 * signature drawn on the screen: the quantity on hand drops, the item log shows the pick, and the
 * delivery receipt PDF names the receiver. Cancelling another ticket lets its hold go.
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

test('a client asks for a release; staff confirm it, pick it by scanning at 390 px and deliver it with a signature', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const customer = await createCompany(request, 1);
  const project = await createProject(request, { customerId: customer.id });
  const description = unique('Desk ');
  const created = await api(request, 'POST', '/api/inventoryItems', {
    projectId: project.id,
    itemNumber: 'DK-7',
    description,
    quantityOnHand: '10',
    reason: 'Counted for the delivery test',
    location: 'C-03-2',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const itemId = created.body.id as number;
  const client = await createUser(request, {
    userTypeId: 2,
    clientId: customer.id,
    claims: ['View', 'Create']
      .map((value) => ({ type: 'PickTicket', value }))
      .concat([{ type: 'Inventory', value: 'View' }]),
    projects: [project.id],
  });

  // The client asks for 4 of their own project's goods on the form.
  await startSession(page, request, client.userName, client.password);
  await page.goto('/pick-tickets/create');
  await expect(page.getByRole('heading', { name: 'Request a release', level: 1 })).toBeVisible();
  await pick(page, 'Project', project.number, `${project.number} · ${project.name}`);
  await page.getByLabel('Requested date').fill('2026-12-10');
  const quantity = page.getByRole('textbox', { name: new RegExp(`^Quantity to release of .*${description}$`) });
  await expect(page.getByRole('row').filter({ hasText: description })).toContainText('10 Each');
  await quantity.fill('4');
  await page.getByRole('textbox', { name: 'Notes' }).fill('Gate code 1234');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'pick-ticket-request-release', async () => {
    await expect(quantity).toHaveValue('4');
  });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'created')).toBeVisible();
  await expect(page).toHaveURL(/\/pick-tickets\/\d+$/);
  const ticketId = Number(page.url().split('/').at(-1));
  // The client sees it awaiting confirmation, holding the goods, with no Confirm nor Pick.
  await expect(page.getByText('awaiting confirmation')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Pick' })).toHaveCount(0);
  const held = await api(request, 'POST', '/api/inventoryItems/search', { projectId: project.id, paged: false });
  expect(held.body.items.find((i: { id: number }) => i.id === itemId).quantityHeld).toBe('4.000');

  // Staff confirm it.
  await startSession(page, request);
  await page.goto(`/pick-tickets/${ticketId}`);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(toast(page, 'confirmed')).toBeVisible();

  // Pick on a phone: scan the location, then the item's label.
  // The lines are held back until the first scan is in: a scan that beats them still reads as the
  // location it is, not as an item missing from the ticket.
  await page.setViewportSize({ width: 390, height: 844 });
  let releaseLines = () => {};
  const linesHeld = new Promise<void>((resolve) => {
    releaseLines = resolve;
  });
  await page.route('**/api/pickTicketItem/getPickTktItem*', async (route) => {
    await linesHeld;
    await route.continue();
  });
  await page.goto(`/pick-tickets/${ticketId}/pick`);
  const scan = page.getByRole('textbox', { name: 'Scan a location, then an item' });
  await expect(scan).toBeVisible();
  await scan.fill('C-03-2');
  await scan.press('Enter');
  releaseLines();
  await expect(page.getByText('At C-03-2')).toBeVisible();
  await page.unroute('**/api/pickTicketItem/getPickTktItem*');
  // As a scanner types: a wrong code is refused and left selected, so the next read replaces it.
  await scan.press('End');
  await page.keyboard.type('NOPE-1');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: /NOPE-1 is not on pick ticket/ })).toBeVisible();
  // The item number is on every carton: one scan, one desk.
  await page.keyboard.type('DK-7');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'DK-7: 1 of 4 Each picked')).toBeVisible();
  await expect(page.getByLabel(/^DK-7 at/).getByText('1 of 4 picked')).toBeVisible();
  // Three more at once: typed as the next scan's units, then the scan.
  await page.getByRole('textbox', { name: /^Units/ }).fill('3');
  await page.keyboard.press('Enter');
  await expect(scan).toBeFocused();
  await page.keyboard.type('DK-7');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'DK-7: 4 of 4 Each picked')).toBeVisible();
  await expect(page.getByLabel(/^DK-7 at/).getByText('Picked', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Units/ })).toHaveValue('');
  expect(await smallTouchTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'pick-ticket-pick-tab', async () => {
    await expect(scan).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Complete picking' }).click();
  await expect(toast(page, 'picked')).toBeVisible();
  // Picked, the record goes on to its delivery (the Pick tab went with the status).
  await expect(page).toHaveURL(new RegExp(`/pick-tickets/${ticketId}/deliver$`));
  await expect(page.getByRole('textbox', { name: "Receiver's name" })).toBeVisible();
  expect(await smallTouchTargets(page)).toEqual([]);

  // On hand dropped to 6, and the item log has the pick.
  const items = await api(request, 'POST', '/api/inventoryItems/search', { projectId: project.id, paged: false });
  expect(items.body.items.find((i: { id: number }) => i.id === itemId).quantityOnHand).toBe('6.000');
  const logs = await api(request, 'POST', '/api/inventoryItems/searchInLogs', { inventoryItemId: itemId });
  expect(JSON.stringify(logs.body)).toContain('picked');

  // Deliver with a signature drawn with the mouse.
  await page.getByRole('textbox', { name: "Receiver's name" }).fill('Dana Ruiz');
  const pad = page.getByTestId('signature-pad');
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + 100);
  await page.mouse.down();
  for (let i = 1; i <= 20; i++) await page.mouse.move(box.x + 20 + i * 12, box.y + 100 + Math.sin(i / 2) * 40);
  await page.mouse.up();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'pick-ticket-deliver-tab', async () => {
    await expect(pad).toBeVisible();
  });
  await page.getByRole('button', { name: 'Confirm delivery' }).click();
  await expect(page.getByText(/Pick ticket PT-.+ delivered/)).toBeVisible();
  await expect(page.getByText(/Received by Dana Ruiz/)).toBeVisible();
  // The proof stays on the ticket: the signature as drawn, what each line came to, and Print.
  const signature = page.getByRole('img', { name: 'Signature of Dana Ruiz' });
  await expect(signature).toBeVisible();
  expect(await signature.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('4 of 4 Each delivered')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print the receipt' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await smallTouchTargets(page)).toEqual([]);
  await shootBothWidths(page, 'pick-ticket-delivered', async () => {
    await expect(signature).toBeVisible();
  });

  // The delivery receipt: downloaded, its text checked, and one page as an image.
  await page.setViewportSize({ width: 1280, height: 860 });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Delivery receipt' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^delivery-receipt-PT-.+\.pdf$/);
  const file = `${SHOTS_DIR}/delivery-receipt.pdf`;
  await download.saveAs(file);
  const text = execFileSync('pdftotext', [file, '-']).toString();
  expect(text).toContain('DELIVERY RECEIPT');
  expect(text).toContain('Dana Ruiz');
  expect(text).toContain('DK-7');
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, `${SHOTS_DIR}/delivery-receipt`]);
  writeFileSync(`${SHOTS_DIR}/delivery-receipt.txt`, text);
  expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
});

test('cancelling a ticket lets what it held go', async ({ page, request }) => {
  const project = await createProject(request);
  const created = await api(request, 'POST', '/api/inventoryItems', {
    projectId: project.id,
    description: unique('Lamp '),
    quantityOnHand: '5',
    reason: 'Counted for the cancel test',
    location: 'D-1',
  });
  const itemId = created.body.id as number;
  const ticket = await api(request, 'POST', '/api/pickTicket', {
    projectId: project.id,
    items: [{ inventoryItemId: itemId, quantity: '3' }],
  });
  expect(ticket.status).toBe(201);
  await startSession(page, request);
  await page.goto(`/pick-tickets/${ticket.body.id}`);
  await page.getByRole('button', { name: 'Cancel ticket' }).click();
  await page.getByRole('dialog', { name: 'Cancel pick ticket' }).getByRole('button', { name: 'Cancel ticket' }).click();
  await expect(toast(page, ': Cancelled')).toBeVisible();
  // The toast itself, once it has come in, reads at full contrast.
  expect(await toastViolations(page)).toEqual([]);
  const items = await api(request, 'POST', '/api/inventoryItems/search', { projectId: project.id, paged: false });
  expect(items.body.items.find((i: { id: number }) => i.id === itemId).quantityHeld).toBe('0.000');
});
