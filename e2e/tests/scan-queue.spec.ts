import { mkdirSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { alertAtTheDock } from './inbound-support';
import { projectWithInventory } from './inventory-support';
import { SHOTS_DIR, shootBothWidths, smallTouchTargets } from './screens-support';
import { seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';
import { expectLedger, itemOf, makeLocation, scanner } from './warehouse-support';

/**
 * Moving and receiving driven by a ring scanner on a phone (390 px): the scanner types its read
 * into the focused field and presses Enter, often before the last read has been looked up. A wrong
 * read is refused and left selected (the next read replaces it); reads that come while one is
 * looked up wait their turn, so none is lost or glued onto another; the focus never leaves the scan
 * field. A slow line (each answer held 600 ms) proves the reads wait.
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

/** The field's text and what of it is selected (a refused read stays, selected). */
const selection = (field: Locator) =>
  field.evaluate((el: HTMLInputElement) => ({
    value: el.value,
    selected: el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0),
  }));

/** Every answer of these calls held 600 ms, as on a slow line. */
async function slowLine(page: Page, ...paths: string[]) {
  for (const path of paths) {
    await page.route(`**${path}*`, async (route) => {
      await new Promise((done) => setTimeout(done, 600));
      await route.continue();
    });
  }
}

test('moves by scanning alone: a wrong read then a right one, and an item and its location read before the first is found', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const { project, chair } = await projectWithInventory(page);
  const shelf = await makeLocation(page);
  const rack = await makeLocation(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/inventory/move');
  // One field through every step: its name says what it waits for.
  const field = page.getByRole('textbox', { name: /^Scan / });
  await expect(page.getByRole('textbox', { name: 'Scan an item' })).toBeFocused();

  await scanner(page, 'INV-999999999');
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing found for INV-999999999' })).toBeVisible();
  await expect(field).toBeFocused();
  expect(await selection(field)).toEqual({ value: 'INV-999999999', selected: 'INV-999999999' });
  await scanner(page, `INV-${chair.id}`);
  await expect(page.getByLabel(`Item: ${chair.itemNumber}`)).toContainText('Now at A-01');
  await expect(page.getByRole('textbox', { name: 'Scan the location' })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Quantity to move' })).toHaveValue('24');

  // A number read before the location is how many move; too many is refused, left selected.
  await scanner(page, '30');
  await expect(page.getByRole('alert').filter({ hasText: /Only 24 .* available to move/ })).toBeVisible();
  expect(await selection(field)).toEqual({ value: '30', selected: '30' });
  await scanner(page, '6');
  await expect(page.getByRole('textbox', { name: 'Quantity to move' })).toHaveValue('6');
  await expect(field).toBeFocused();
  await scanner(page, 'NOWHERE-7');
  await expect(page.getByRole('alert').filter({ hasText: 'NOWHERE-7 is not a location' })).toBeVisible();
  await expect(field).toBeFocused();
  await scanner(page, shelf.code);
  await expect(page.getByRole('button', { name: `Move 6 of 24 to ${shelf.code}` })).toBeVisible();
  const again = page.getByRole('textbox', { name: 'Scan the location again to move' });
  await expect(again).toBeFocused();
  expect(await smallTouchTargets(page)).toEqual([]);
  await shootBothWidths(page, 'move-scan-confirm', async () => {
    await expect(page.getByText('Move here?')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await again.focus();
  // The location read again is the yes.
  await scanner(page, shelf.code.toLowerCase());
  const split = page.getByRole('status').filter({ hasText: `Moved 6 of 24 to ${shelf.code} (INV-` });
  await expect(split).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Scan an item' })).toBeFocused();
  expect(await itemOf(page, project.id, chair.id)).toMatchObject({ location: 'A-01', quantityOnHand: '18.000' });

  // On a slow line the scanner reads the item and its location in quick succession: the location
  // waits for the item to be found and is then taken as where it goes, not as another item.
  await slowLine(page, '/api/inventoryItems/scan', '/api/location/byCode');
  await scanner(page, `INV-${chair.id}`);
  await scanner(page, rack.code);
  await expect(page.getByLabel('Looking it up')).toBeVisible();
  await expect(page.getByRole('button', { name: `Move to ${rack.code}` })).toBeVisible();
  await expect(page.getByLabel(`Item: ${chair.itemNumber}`)).toContainText('18 Each');
  await expect(page.getByRole('textbox', { name: 'Scan the location again to move' })).toBeFocused();
  expect(await selection(field)).toEqual({ value: '', selected: '' });
  await scanner(page, rack.code);
  await expect(
    page.getByRole('status').filter({ hasText: `Moved ${chair.itemNumber} to ${rack.code}.` }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Scan an item' })).toBeFocused();
  expect(await itemOf(page, project.id, chair.id)).toMatchObject({ location: rack.code, quantityOnHand: '18.000' });
  expect((await expectLedger(page, project.id, chair.id))[0]).toMatchObject({ action: 'moved', reference: rack.code });
});

test('receives by scanning labels: a wrong label then a right one, and two labels read before the first is found', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const tag = unique('');
  const { raId, lines } = await alertAtTheDock(page, [
    { itemNumber: `DK-${tag}`, description: 'Standing desk', quantity: '6', unitCost: '300', weight: '360', pieces: 6 },
    { itemNumber: `SF-${tag}`, description: 'Lounge sofa', quantity: '2', unitCost: '900', weight: '240', pieces: 2 },
    { itemNumber: `RG-${tag}`, description: 'Area rug', quantity: '3', unitCost: '150', weight: '60', pieces: 3 },
  ]);
  const [desk, sofa, rug] = lines.sort((a, b) => a.id - b.id);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/receiving-alerts/${raId}/lines`);
  const finder = page.getByRole('textbox', { name: 'Find a line' });
  // The dock's scanner types into the field at once.
  await expect(finder).toBeFocused();
  await scanner(page, 'RAI-999999999');
  await expect(
    page.getByRole('alert').filter({ hasText: 'No line of this alert has the barcode RAI-999999999.' }),
  ).toBeVisible();
  await expect(finder).toBeFocused();
  expect(await selection(finder)).toEqual({ value: 'RAI-999999999', selected: 'RAI-999999999' });
  await scanner(page, desk!.barcode);
  const deskForm = page.getByRole('form', { name: `Receive ${desk!.itemNumber} Standing desk` });
  await expect(deskForm).toBeVisible();
  await expect(page.getByText(`Scanned ${desk!.barcode}`)).toBeVisible();
  await expect(finder).toBeFocused();
  expect(await selection(finder)).toEqual({ value: '', selected: '' });

  // Two labels read in quick succession on a slow line: the second waits for the first, both open.
  await slowLine(page, '/api/raItem/getSingle');
  await scanner(page, sofa!.barcode);
  await scanner(page, rug!.barcode);
  await expect(page.getByLabel('Looking it up')).toBeVisible();
  await expect(page.getByText(`Scanned ${rug!.barcode}, ${sofa!.barcode}, ${desk!.barcode}`)).toBeVisible();
  const sofaForm = page.getByRole('form', { name: `Receive ${sofa!.itemNumber} Lounge sofa` });
  const rugForm = page.getByRole('form', { name: `Receive ${rug!.itemNumber} Area rug` });
  await expect(sofaForm).toBeVisible();
  await expect(rugForm).toBeVisible();
  await expect(deskForm).toBeVisible();
  await expect(finder).toBeFocused();
  expect(await selection(finder)).toEqual({ value: '', selected: '' });
  expect(await smallTouchTargets(page)).toEqual([]);
  await shootBothWidths(page, 'receive-scan-queued', async () => {
    await expect(rugForm).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.setViewportSize({ width: 390, height: 844 });

  // Each line saved leaves the scanned ones, and the field waits for the next label.
  await rugForm.getByRole('textbox', { name: 'Quantity received' }).fill('2');
  await rugForm.getByRole('combobox', { name: /^Reason \(short\)/ }).click();
  await page.getByRole('option', { name: 'Back-ordered', exact: true }).click();
  await rugForm.getByRole('button', { name: 'Save line' }).click();
  await expect(toast(page, `${rug!.itemNumber} Area rug: 2 Each received, short`)).toBeVisible();
  await expect(rugForm).toBeHidden();
  await expect(finder).toBeFocused();
  await sofaForm.getByRole('button', { name: 'Save line' }).click();
  await expect(toast(page, `${sofa!.itemNumber} Lounge sofa: 2 Each received`)).toBeVisible();
  await expect(finder).toBeFocused();
  await deskForm.getByRole('button', { name: 'Save line' }).click();
  await expect(toast(page, `${desk!.itemNumber} Standing desk: 6 Each received`)).toBeVisible();
  await expect(finder).toBeFocused();
  await expect(page.getByText('3 of 3 lines received so far.')).toBeVisible();
});
