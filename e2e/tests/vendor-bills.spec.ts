import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SHOTS_DIR, shootBothWidths, smallTouchTargets } from './screens-support';
import { openTab } from './shipments-support';
import { api, createCompany, createProject, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * Vendor bills: a PO received in part (6 of 10 chairs, all 4 tables) and a carrier's shipment,
 * arranged through the API. A carrier's freight bill entered from the shipment by the keyboard
 * alone, with a markup, and its PDF scan attached in its Files tab; a bill of the PO entered from
 * the PO (its lines taken at their prices for what was received) that matches, and one whose
 * tables are billed above the PO's price, an exception named on its line. The three are approved
 * together from the queue (the exception asks for a note), marked exported (they leave the queue)
 * and found again with Include exported. Screenshots go to SHOTS_DIR (/tmp/shots-w1 unless set).
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

/** A one-page PDF: the server reads a file's type from its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Presses Tab until `target` has the focus. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

/** A project with a vendor's PO received in part and a carrier's shipment, through the API. */
async function arrange(page: Page) {
  const project = await createProject(page.request);
  const vendor = await createCompany(page.request, 2);
  const carrier = await createCompany(page.request, 4);
  const { status, body: po } = await api(page.request, 'POST', '/api/purchaseOrder', {
    projectId: project.id,
    vendorId: vendor.id,
    items: [
      { itemNumber: 'CH-100', description: 'Task chair', quantity: '10', unitCost: '125.50', weight: '0', pieces: 0 },
      { itemNumber: 'TB-200', description: 'Meeting table', quantity: '4', unitCost: '450', weight: '0', pieces: 0 },
    ],
  });
  expect(status, JSON.stringify(po)).toBe(201);
  const { body: poLines } = await api(page.request, 'GET', `/api/poItemsByPoId/${po.id}`);
  const alert = await api(page.request, 'POST', '/api/poReceivingAlerts/createRAItemFromPo', {
    purchaseOrderId: po.id,
    items: (poLines as { id: number; quantity: string }[]).map((l) => ({ poItemId: l.id, quantity: l.quantity })),
  });
  expect(alert.status, JSON.stringify(alert.body)).toBe(201);
  const { body: dock } = await api(page.request, 'GET', `/api/raItem/getAllRAItem?receivingAlertId=${alert.body.id}`);
  const received: Record<string, string> = { 'CH-100': '6', 'TB-200': '4' };
  for (const line of dock as { id: number; version: number; itemNumber: string }[]) {
    const res = await api(page.request, 'PUT', '/api/raItem', {
      id: line.id,
      version: line.version,
      quantityReceived: received[line.itemNumber],
      reason: 'Short',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const finished = await api(page.request, 'POST', `/api/ra/${alert.body.id}/finish`);
  expect(finished.status, JSON.stringify(finished.body)).toBe(200);
  const shipment = await api(page.request, 'POST', '/api/shipment', { projectId: project.id, carrierId: carrier.id });
  expect(shipment.status, JSON.stringify(shipment.body)).toBe(201);
  return { project, vendor, carrier, po: po as { id: number; number: string }, shipment: shipment.body };
}

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });

test('vendor bills: a freight bill by keyboard with its scan, PO bills matched and not, approved and exported together', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await startSession(page, request);
  const { project, carrier, po, shipment } = await arrange(page);

  // The carrier's freight bill, from the shipment: its project, carrier and shipment are chosen.
  await page.goto(`/shipments/${shipment.id}`);
  await page.getByRole('link', { name: 'Enter freight bill' }).click();
  await expect(heading(page, 'Enter vendor bill')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Shipment' })).toHaveValue(new RegExp(`^${shipment.number}`));
  await expect(page.getByRole('combobox', { name: 'Vendor or carrier' })).toHaveValue(carrier.name);

  // The whole form by the keyboard: the bill's number, the markup, two lines each committed by Enter.
  const freightNumber = unique('PRO-');
  const billNumber = page.getByRole('textbox', { name: /Vendor’s bill number/ });
  await page.locator('body').focus();
  await tabTo(page, billNumber);
  await page.keyboard.type(freightNumber);
  await tabTo(page, page.getByRole('textbox', { name: /Markup %/ }));
  await page.keyboard.type('15');
  await tabTo(page, page.getByRole('button', { name: 'Add line' }));
  await page.keyboard.press('Enter');
  const lines = page.getByRole('table', { name: 'Lines' });
  await expect(lines.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type('Line haul');
  await tabTo(page, lines.getByRole('textbox', { name: 'Unit price' }));
  await page.keyboard.type('1240');
  await page.keyboard.press('Enter');
  // Committed (freight, as the carrier's lines start), and the next line open under the keyboard.
  await expect(lines.getByRole('row', { name: /Line haul/ })).toContainText('1,240.00');
  await expect(lines.getByRole('row', { name: /Line haul/ })).toContainText('Freight');
  await expect(lines.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type('Fuel surcharge');
  await tabTo(page, lines.getByRole('textbox', { name: 'Unit price' }));
  await page.keyboard.type('111.60');
  await page.keyboard.press('Enter');
  await expect(lines.getByRole('row', { name: /Fuel surcharge/ })).toContainText('111.60');
  // 1,351.60 and 15%: 1,554.34 billed to the client once approved, worked out exactly.
  await expect(page.getByText('Billed to the client once approved: 1,554.34')).toBeVisible();
  await expect(page).toHaveURL(/\/invoices\/vendor-bills\/new/);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'vendor-bill-form', async () => {
    await expect(lines.getByRole('row', { name: /Fuel surcharge/ })).toBeVisible();
  });
  await tabTo(page, page.getByRole('button', { name: 'Enter bill' }), true);
  await page.keyboard.press('Enter');
  await expect(toast(page, /Vendor bill VB-\d+ created/)).toBeVisible();
  await expect(heading(page, /Vendor bill VB-\d+/)).toBeVisible();
  const freightUrl = page.url();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Not matched');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('1,351.60');

  // Its scan, in its Files tab.
  await openTab(page, /^Files/);
  const files = page.getByRole('region', { name: 'Files', exact: true });
  const scan = { name: `${unique('freight-bill-')}.pdf`, mimeType: 'application/pdf', buffer: PDF };
  const chooser = page.waitForEvent('filechooser');
  await files.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles([scan]);
  await expect(files.getByRole('list', { name: 'Uploads' }).getByRole('listitem', { name: scan.name })).toContainText(
    'Uploaded',
  );
  await expect(
    files.getByRole('table', { name: 'Files list' }).getByRole('row', { name: new RegExp(scan.name) }),
  ).toContainText('PDF');

  // A bill of the PO, from the PO: its lines at their prices, for what was received (6 chairs, 4 tables).
  await page.goto(`/purchase-orders/${po.id}`);
  await page.getByRole('link', { name: 'Enter vendor bill' }).click();
  await expect(heading(page, 'Enter vendor bill')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Purchase order' })).toHaveValue(new RegExp(`^${po.number}`));
  await expect(lines.getByRole('row', { name: /Task chair/ })).toContainText('753.00');
  await expect(lines.getByRole('row', { name: /Meeting table/ })).toContainText('1,800.00');
  await page.getByRole('textbox', { name: /Vendor’s bill number/ }).fill(unique('INV-'));
  await page.getByRole('button', { name: 'Enter bill' }).click();
  await expect(heading(page, /Vendor bill VB-\d+/)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Match');
  await expect(summary).not.toContainText('Exception');
  await expect(summary).toContainText('2,553.00');

  // Another of the PO, its tables billed at 500.00 against the PO's 450.00: an exception, on its line.
  await page.goto(`/invoices/vendor-bills/new?purchaseOrderId=${po.id}`);
  await expect(lines.getByRole('row', { name: /Meeting table/ })).toBeVisible();
  await lines.getByRole('button', { name: /Edit line .*Meeting table/ }).click();
  await lines.getByRole('textbox', { name: 'Unit price' }).fill('500');
  await lines.getByRole('textbox', { name: 'Unit price' }).press('Enter');
  await expect(lines.getByRole('row', { name: /Meeting table/ })).toContainText('2,000.00');
  await page.getByRole('textbox', { name: /Vendor’s bill number/ }).fill(unique('INV-'));
  await page.getByRole('button', { name: 'Enter bill' }).click();
  await expect(heading(page, /Vendor bill VB-\d+/)).toBeVisible();
  await expect(summary).toContainText('Exception');
  await expect(summary).toContainText("billed at 500.00 a unit, 50.00 (11.11%) over the PO's 450.00");
  const tableRow = lines.getByRole('row', { name: /Meeting table/ });
  await expect(tableRow).toContainText("over the PO's 450.00");
  await expect(tableRow).toContainText('PO 450.00 · received 4 of 4');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'vendor-bill-detail', async () => {
    await expect(tableRow).toBeVisible();
  });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    expect(await seriousViolations(page), `detail at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 860 });

  // The queue, from the invoices: the three bills of this project, each with how it matched.
  await page.goto('/invoices');
  await page.getByRole('link', { name: 'Vendor bills' }).click();
  await expect(heading(page, 'Vendor bills')).toBeVisible();
  await page.getByRole('textbox', { name: 'Search vendor bills' }).fill(project.number);
  const grid = page.getByRole('table', { name: 'Vendor bills to approve and export' });
  await expect(grid.locator('tbody').getByRole('row')).toHaveCount(3);
  const rows = grid.locator('tbody').getByRole('row');
  await expect(rows.filter({ hasText: 'Not matched' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Exception' })).toHaveCount(1);
  await expect(rows.filter({ hasText: /Match/ })).toHaveCount(1);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    expect(await seriousViolations(page), `list at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1366, height: 860 });
  await shootBothWidths(page, 'vendor-bill-list', async () => {
    await expect(grid.locator('tbody').getByRole('row')).toHaveCount(3);
  });
  const phoneTargets = await (async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const small = await smallTouchTargets(page);
    await page.setViewportSize({ width: 1366, height: 860 });
    return small;
  })();
  test.info().annotations.push({ type: 'small touch targets at 390 px', description: phoneTargets.join(', ') });

  // All three approved at once: the exception asks for its note first.
  await grid.getByRole('checkbox', { name: /Select every vendor bill/ }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Approve' }).click();
  const dialog = page.getByRole('dialog', { name: /Approve 3 vendor bills with an exception/ });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText('Say why it is approved anyway.')).toBeVisible();
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Price agreed by phone with the vendor');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, '3 vendor bills approved')).toBeVisible();
  await expect(rows.filter({ hasText: 'Approved' })).toHaveCount(3);

  // Marked exported, they leave the queue; Include exported shows them again.
  await grid.getByRole('checkbox', { name: /Select every vendor bill/ }).check();
  await page.getByRole('region', { name: 'Selected rows' }).getByRole('button', { name: 'Mark exported' }).click();
  await expect(toast(page, /3 vendor bills marked exported/)).toBeVisible();
  await expect(page.getByText(`No vendor bills match “${project.number}”`)).toBeVisible();
  const includeExported = page.getByRole('switch', { name: 'Include exported' });
  await includeExported.focus();
  await page.keyboard.press('Space');
  await expect(includeExported).toBeChecked();
  await expect(page).toHaveURL(/exported=include/);
  const all = page.getByRole('table', { name: 'Vendor bills', exact: true });
  await expect(all.locator('tbody').getByRole('row').filter({ hasText: 'Exported' })).toHaveCount(3);

  // An exported bill no longer changes; the approval's note is on it.
  await page.goto(freightUrl);
  await expect(page.getByText('This bill is exported')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('1,554.34');
});

test('a vendor bill changed by someone else meanwhile is not saved over, and a changed form asks before it is left', async ({
  page,
  request,
}) => {
  await startSession(page, request);
  const { project, vendor, po } = await arrange(page);
  const { body: poLines } = await api(page.request, 'GET', `/api/poItemsByPoId/${po.id}`);
  const chair = (poLines as { id: number; description: string; unitCost: string }[])[0]!;
  const made = await api(page.request, 'POST', '/api/vendorBills', {
    projectId: project.id,
    vendorId: vendor.id,
    billNumber: unique('INV-'),
    billDate: '2026-11-20',
    purchaseOrderId: po.id,
    lines: [{ poItemId: chair.id, description: chair.description, quantity: '6', unitPrice: chair.unitCost }],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await page.goto(`/invoices/vendor-bills/${made.body.id}`);
  await expect(heading(page, `Vendor bill ${made.body.number}`)).toBeVisible();
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Checked against the packing list');

  // Meanwhile another clerk saves the bill: this save is refused, and Reload shows theirs.
  const theirs = await api(page.request, 'PUT', '/api/vendorBills', {
    ...made.body,
    notes: 'Credit of one chair asked for',
    lines: made.body.lines.map((l: Record<string, unknown>) => ({
      id: l.id,
      poItemId: l.poItemId,
      category: l.category,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
    })),
  });
  expect(theirs.status, JSON.stringify(theirs.body)).toBe(200);
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Someone else changed this vendor bill' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Reload vendor bill' }).click();
  await expect(notes).toHaveValue('Credit of one chair asked for');

  // A change not saved: Close asks first, and Stay keeps it.
  await notes.fill('Credit received');
  await page.getByRole('link', { name: 'Close' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave this page?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(notes).toHaveValue('Credit received');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `Vendor bill ${made.body.number} updated`)).toBeVisible();
});
