import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { projectWithInventory } from './inventory-support';
import { SHOTS_DIR, shootBothWidths, smallTouchTargets } from './screens-support';
import { api, seriousViolations, unique } from './support';
import { startSession } from './users-support';
import { expectLedger, itemOf, makeLocation, scanner } from './warehouse-support';

/**
 * The warehouse floor: locations and their labels, an item found by its receiving label and moved
 * by scanning on a phone (390 px), part of an item moved (split off as an item of its own), and a
 * location counted (not blind) with a difference that is applied with its reason; blind counts driven
 * by scans are in cycle-count-scan.spec.ts. Goods arrive as at the dock (a PO received and finished); locations are made through
 * the API with zones no other run uses. After each flow every touched item's quantity on hand is
 * what its log rows add up to. Screenshots go to SHOTS_DIR.
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

test('finds an item by its receiving label and moves it by scanning, on a phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const { project, chair } = await projectWithInventory(page);
  const target = await makeLocation(page);
  const raItemId = (await itemOf(page, project.id, chair.id)).raItemId;

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/warehouse');
  await shootBothWidths(page, 'warehouse-hub', async () => {
    await expect(page.getByRole('link', { name: 'Move an item' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('link', { name: 'Move an item' }).click();
  await expect(page.getByRole('heading', { name: 'Move an item', level: 1 })).toBeVisible();

  const itemField = page.getByRole('textbox', { name: 'Scan an item' });
  await expect(itemField).toBeFocused();
  // Driven the way a ring scanner types: the characters, then Enter. A wrong read is refused, read
  // out, and left selected in the field, so the next read replaces it instead of being glued on.
  await scanner(page, 'RAI-999999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing found for RAI-999999999' })).toBeVisible();
  await expect(itemField).toBeFocused();
  await scanner(page, `RAI-${raItemId}`);
  const card = page.getByLabel(`Item: ${chair.itemNumber}`);
  await expect(card).toContainText('Task chair');
  await expect(card).toContainText('Now at A-01');

  // How much moves shows all 24 available; the scan field keeps the focus, waiting for the location.
  await expect(page.getByRole('textbox', { name: 'Quantity to move' })).toHaveValue('24');
  const whereField = page.getByRole('textbox', { name: 'Scan the location' });
  await expect(whereField).toBeFocused();
  await scanner(page, 'NOWHERE-1');
  await expect(page.getByRole('alert').filter({ hasText: 'NOWHERE-1 is not a location' })).toBeVisible();
  await expect(whereField).toBeFocused();
  await scanner(page, target.code.toLowerCase());
  const confirm = page.getByRole('button', { name: `Move to ${target.code}` });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Scan the location again to move' })).toBeFocused();
  // Every control a thumb may need is at least 44 × 44 px on the phone.
  expect(await smallTouchTargets(page)).toEqual([]);
  await shootBothWidths(page, 'warehouse-move', async () => {
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await confirm.click();
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${chair.itemNumber} to ${target.code}.` }),
  ).toBeVisible();
  // Ready for the next item.
  await expect(page.getByRole('textbox', { name: 'Scan an item' })).toBeFocused();

  expect((await itemOf(page, project.id, chair.id)).location).toBe(target.code);
  const [moved] = await expectLedger(page, project.id, chair.id);
  expect(moved).toMatchObject({ action: 'moved', reference: target.code });
});

test('moves part of an item to another location, splitting it, on a phone', async ({ page, request }) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const { project, chair } = await projectWithInventory(page);
  const target = await makeLocation(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inventory/move');
  const itemField = page.getByRole('textbox', { name: 'Scan an item' });
  await expect(itemField).toBeFocused();
  await scanner(page, 'INV-999999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing found for INV-999999999' })).toBeVisible();
  await expect(itemField).toBeFocused();
  await scanner(page, `INV-${chair.id}`);
  await expect(page.getByLabel(`Item: ${chair.itemNumber}`)).toContainText('Now at A-01');

  // 24 chairs received at 480 lb: all 24 offered; tapped, selected, so what is typed replaces them.
  const quantity = page.getByRole('textbox', { name: 'Quantity to move' });
  await expect(quantity).toHaveValue('24');
  await quantity.click();
  await shootBothWidths(page, 'warehouse-move-quantity', async () => {
    await expect(page.getByText('of 24 available')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(quantity).toBeFocused();
  await scanner(page, '30');
  await expect(page.getByRole('alert').filter({ hasText: /Only 24 .* available to move/ })).toBeVisible();
  await expect(quantity).toBeFocused();
  await scanner(page, '6');
  await expect(quantity).toHaveValue('6');
  const whereField = page.getByRole('textbox', { name: 'Scan the location' });
  await expect(whereField).toBeFocused();
  await scanner(page, target.code);
  const confirm = page.getByRole('button', { name: `Move 6 of 24 to ${target.code}` });
  await expect(confirm).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Scan the location again to move' })).toBeFocused();
  expect(await smallTouchTargets(page)).toEqual([]);
  await shootBothWidths(page, 'warehouse-move-part', async () => {
    await expect(confirm).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await confirm.focus();
  await page.keyboard.press('Enter');
  const status = page.getByRole('status').filter({ hasText: `Moved 6 of 24 to ${target.code} (INV-` });
  await expect(status).toContainText('is the part moved).');
  const partId = Number(/INV-(\d+) is the part moved/.exec((await status.textContent()) ?? '')![1]);
  await expect(page.getByRole('textbox', { name: 'Scan an item' })).toBeFocused();
  await shootBothWidths(page, 'warehouse-move-part-done', async () => {
    await expect(status).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  // 18 stay at A-01 with 360 lb; the 6 moved are an item of their own at the location, 6 × 20 lb = 120 lb.
  const kept = await itemOf(page, project.id, chair.id);
  const part = await itemOf(page, project.id, partId);
  expect(kept).toMatchObject({ location: 'A-01', quantityOnHand: '18.000', weight: '360.00' });
  expect(part).toMatchObject({ location: target.code, quantityOnHand: '6.000', weight: '120.00' });
  expect((await expectLedger(page, project.id, chair.id))[0]).toMatchObject({
    action: 'split',
    reference: `to INV-${partId}`,
  });
  expect((await expectLedger(page, project.id, partId))[0]).toMatchObject({
    action: 'split',
    reference: `from INV-${chair.id}`,
  });

  // A location label read into the quantity while it has the focus is taken as the location, all of
  // it moving (a wrong one is refused there, left selected); the focus goes back to the scan field.
  const back = await makeLocation(page);
  await scanner(page, `INV-${partId}`);
  await expect(quantity).toHaveValue('6');
  await quantity.click();
  await scanner(page, 'NOWHERE-2');
  await expect(page.getByRole('alert').filter({ hasText: 'NOWHERE-2 is not a location' })).toBeVisible();
  await expect(quantity).toBeFocused();
  await scanner(page, back.code);
  await expect(page.getByRole('button', { name: `Move to ${back.code}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Scan the location again to move' })).toBeFocused();
  await scanner(page, back.code);
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${chair.itemNumber} to ${back.code}.` }),
  ).toBeVisible();
  expect(await itemOf(page, project.id, partId)).toMatchObject({ location: back.code, quantityOnHand: '6.000' });
});

test('counts a location with a difference and applies it with its reason', async ({ page, request }) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const { project, chair, table, lamp } = await projectWithInventory(page);
  const shelf = await makeLocation(page);
  for (const item of [chair, table]) {
    const moved = await api(page.request, 'POST', '/api/inventoryItems/move', {
      inventoryItemId: item.id,
      location: shelf.code,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cycle-counts');
  await expect(page.getByRole('heading', { name: 'Cycle counts', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Start a count' }).click();
  // The dialog waits in its scan field, so the scanner's Enter looks the label up, not closes it.
  const scan = page.getByRole('dialog').getByRole('textbox', { name: 'Scan the location' });
  await expect(scan).toBeFocused();
  // Not blind: the counter sees what each line expects and how it differs while counting.
  const blind = page.getByRole('dialog').getByRole('checkbox', { name: /^Blind count/ });
  await expect(blind).toBeChecked();
  await blind.uncheck();
  await scan.focus();
  await scanner(page, shelf.code);
  await expect(page.getByRole('heading', { name: /^Cycle count CC-\d+$/, level: 1 })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Cycle count ', '');

  // Scanning the chair's number takes the count to its line; 22 of 24 are there.
  const itemScan = page.getByRole('textbox', { name: 'Scan an item' });
  await scanner(page, chair.itemNumber);
  const chairLine = page.getByLabel(`Line ${chair.itemNumber}`);
  const chairCount = chairLine.getByRole('textbox', { name: /^Counted/ });
  await expect(chairCount).toBeFocused();
  await page.keyboard.type('22');
  await page.keyboard.press('Enter');
  const reason = chairLine.getByRole('textbox', { name: 'Why it differs' });
  await expect(reason).toBeFocused();
  await reason.fill('Two found broken in the rack');
  await reason.press('Enter');
  // A line done, the scan field waits for the next label: a scanner's read never lands in a quantity.
  await expect(itemScan).toBeFocused();
  await scanner(page, 'NOPE-1A-01-01');
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing found for NOPE-1A-01-01' })).toBeVisible();
  await scanner(page, table.itemNumber);
  const tableCount = page.getByLabel(`Line ${table.itemNumber}`).getByRole('textbox', { name: /^Counted/ });
  await expect(tableCount).toBeFocused();
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(page.getByText('2 of 2 counted · 1 differ')).toBeVisible();
  await expect(itemScan).toBeFocused();
  // The lamps are on this shelf too, though the records have them at A-01: added, counted as recorded.
  await scanner(page, `INV-${lamp.id}`);
  await expect(page.getByRole('status').filter({ hasText: 'is recorded at A-01' })).toBeVisible();
  await page.getByRole('button', { name: 'Add it to this count' }).click();
  const lampCount = page.getByLabel(`Line ${lamp.itemNumber}`).getByRole('textbox', { name: /^Counted/ });
  await expect(lampCount).toBeFocused();
  await lampCount.fill('5');
  await lampCount.press('Enter');
  await expect(page.getByText('3 of 3 counted · 1 differ')).toBeVisible();
  expect(await smallTouchTargets(page)).toEqual([]);
  await expect(chairLine.getByText('-2', { exact: true })).toBeVisible();
  await shootBothWidths(page, 'warehouse-count', async () => {
    await expect(chairLine).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  await page.getByRole('button', { name: 'Submit count' }).click();
  await expect(page.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Apply 1 difference' }).click();
  await expect(page.getByText(/Applied by admin/)).toBeVisible();

  expect(Number((await itemOf(page, project.id, chair.id)).quantityOnHand)).toBe(22);
  const [counted] = await expectLedger(page, project.id, chair.id);
  expect(counted).toMatchObject({ action: 'counted', reference: number, reason: 'Two found broken in the rack' });
  const [tableCounted] = await expectLedger(page, project.id, table.id);
  expect(tableCounted).toMatchObject({ action: 'counted', reference: number, changes: [] });

  await page.goto('/cycle-counts');
  await page.getByRole('textbox', { name: 'Search cycle counts' }).fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row).toContainText('Applied');
  await shootBothWidths(page, 'warehouse-counts', async () => {
    await expect(row).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test('adds a location in its dialog and prints the labels of the rows chosen', async ({ page, request }) => {
  test.setTimeout(120_000);
  await startSession(page, request);
  const other = await makeLocation(page, { description: 'Label test' });
  const zone = unique('N').toUpperCase().slice(-8);

  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'Locations', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'New location' }).click();
  const dialog = page.getByRole('dialog', { name: 'New location' });
  await dialog.getByRole('textbox', { name: 'Zone' }).fill(zone.toLowerCase());
  await dialog.getByRole('textbox', { name: 'Aisle' }).fill('3');
  await dialog.getByRole('textbox', { name: 'Level' }).fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('A level needs its bay.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Bay' }).fill('b');
  await expect(dialog.getByText(`Code on the label: ${zone}-3-B-2`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Label test');
  await shootBothWidths(page, 'warehouse-location-dialog', async () => {
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('textbox', { name: 'Search locations' }).fill('Label test');
  const made = page.getByRole('row', { name: new RegExp(`${zone}-3-B-2`) });
  await expect(made).toBeVisible();
  await made.getByRole('checkbox', { name: `Select ${zone}-3-B-2` }).check();
  await page
    .getByRole('row', { name: new RegExp(other.code) })
    .getByRole('checkbox', { name: `Select ${other.code}` })
    .check();
  await shootBothWidths(page, 'warehouse-locations', async () => {
    await expect(made).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  const labels = page.waitForResponse((r) => r.url().includes('/api/location/labels'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Print labels' }).click();
  const res = await labels;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
  await (await popup).close();
});
