import { mkdirSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { projectWithInventory } from './inventory-support';
import { SHOTS_DIR, shootBothWidths, smallTouchTargets } from './screens-support';
import { api, createUser, seriousViolations } from './support';
import { startSession } from './users-support';
import { expectLedger, itemOf, makeLocation, scanner } from './warehouse-support';

/**
 * Blind cycle counts driven by a scanner on a phone (390 px), as the warehouse lead does them: the
 * scanner types its read into the focused field and presses Enter. Each scan of an item counts 1
 * and the focus stays in the scan field; nobody sees what the inventory expects until the count is
 * submitted. The goods arrive as at the dock: 24 task chairs, 10 conference tables, 5 lobby lamps.
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

/** The warehouse lead of the demo data (wchen's permissions), on the project's access list. */
async function signInAsLead(page: Page, projectId: number) {
  const lead = await createUser(page.request, {
    title: 'Warehouse Lead',
    claims: ['View', 'Create', 'Update'].map((value) => ({ type: 'Inventory', value })),
    projects: [projectId],
  });
  await startSession(page, page.request, lead.userName, lead.password);
  return lead;
}

/** Goods put on a shelf of their own, through the API. */
async function shelve(page: Page, itemIds: number[]) {
  const shelf = await makeLocation(page);
  for (const id of itemIds) {
    const moved = await api(page.request, 'POST', '/api/inventoryItems/move', {
      inventoryItemId: id,
      location: shelf.code,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  return shelf;
}

/** The scan field's text and what of it is selected (a refused read stays, selected). */
const selection = (page: Page) =>
  page.getByRole('textbox', { name: 'Scan an item' }).evaluate((el: HTMLInputElement) => ({
    value: el.value,
    selected: el.value.slice(el.selectionStart ?? 0, el.selectionEnd ?? 0),
  }));

test('a blind count of a location, counted by scanning each item, shows the differences once submitted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await startSession(page, page.request);
  const { project, chair, table } = await projectWithInventory(page);
  const shelf = await shelve(page, [chair.id, table.id]);
  const elsewhere = await makeLocation(page);
  const tableLabel = `RAI-${(await itemOf(page, project.id, table.id)).raItemId}`;
  const lead = await signInAsLead(page, project.id);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cycle-counts');
  await page.getByRole('button', { name: 'Start a count' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a count' });
  await expect(
    dialog.getByRole('checkbox', { name: 'Blind count: counters do not see the quantity expected' }),
  ).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Scan the location' })).toBeFocused();
  await scanner(page, shelf.code);
  await expect(page.getByRole('heading', { name: /^Cycle count CC-\d+$/, level: 1 })).toBeVisible();
  const number = (await page.getByRole('heading', { level: 1 }).textContent())!.replace('Cycle count ', '');

  const scan = page.getByRole('textbox', { name: 'Scan an item' });
  const said = page.getByRole('status').filter({ hasText: /counted$|^At / });
  await expect(scan).toBeFocused();
  await expect(page.getByRole('switch', { name: 'Each scan counts 1' })).toBeChecked();
  await expect(page.getByText(`Location ${shelf.code} · 0 of 2 counted · blind`)).toBeVisible();

  // Three chairs on the shelf, each scanned as fast as the scanner reads (the next read comes while
  // the last is still being counted): 3 counted, the focus never leaving the scan field.
  for (let n = 0; n < 3; n++) {
    await scanner(page, chair.itemNumber);
    await expect(scan).toBeFocused();
  }
  await expect(said).toHaveText(`${chair.itemNumber} Task chair: 3 counted`);
  // One more read, and the line says 4; then a typed 3 puts it right (a chair was counted twice).
  await scanner(page, chair.itemNumber);
  await expect(said).toHaveText(`${chair.itemNumber} Task chair: 4 counted`);
  const chairCount = page.getByLabel(`Line ${chair.itemNumber}`).getByRole('textbox', { name: /^Counted/ });
  await expect(chairCount).toHaveValue('4');
  await chairCount.fill('3');
  await chairCount.press('Enter');
  await expect(scan).toBeFocused();
  await expect(page.getByText(`Location ${shelf.code} · 1 of 2 counted · blind`)).toBeVisible();
  // A misread is refused and stays selected, so the next read replaces it rather than joining it.
  await scanner(page, 'NOPE-77');
  await expect(page.getByRole('alert').filter({ hasText: 'Nothing found for NOPE-77' })).toBeVisible();
  await expect(scan).toBeFocused();
  expect(await selection(page)).toEqual({ value: 'NOPE-77', selected: 'NOPE-77' });
  // Another shelf's label is not this count's.
  await scanner(page, elsewhere.code);
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: `${elsewhere.code} is not this count's location: it counts ${shelf.code}.` }),
  ).toBeVisible();
  expect(await selection(page)).toEqual({ value: elsewhere.code, selected: elsewhere.code });
  await page.keyboard.type(tableLabel);
  expect((await selection(page)).value).toBe(tableLabel);
  await page.keyboard.press('Enter');
  await expect(said).toHaveText(`${tableLabel} Conference table: 1 counted`);
  await expect(scan).toBeFocused();
  // The rest of the tables are stacked: counted by typing in the line's box, Enter back to the scan field.
  const tableCount = page.getByLabel(`Line ${table.itemNumber}`).getByRole('textbox', { name: /^Counted/ });
  await expect(tableCount).toHaveValue('1');
  await tableCount.fill('10');
  await tableCount.press('Enter');
  await expect(scan).toBeFocused();
  await expect(page.getByText(`Location ${shelf.code} · 2 of 2 counted · blind`)).toBeVisible();

  // Nothing on the page tells the counter what the inventory holds (24 chairs, 10 tables).
  await expect(page.getByText('Expected')).toHaveCount(0);
  await expect(page.getByText(/differ/)).toHaveCount(0);
  await expect(page.getByLabel(`Line ${chair.itemNumber}`)).not.toContainText('24 Each');
  expect(await smallTouchTargets(page)).toEqual([]);
  await shootBothWidths(page, 'cycle-count-blind', async () => {
    await expect(said).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Submit count' }).click();
  // Submitted, the differences show: 3 chairs of 24 (21 short); the tables match.
  await expect(page.getByText(`Location ${shelf.code} · 2 of 2 counted · 1 differ`)).toBeVisible();
  const chairLine = page.getByLabel(`Line ${chair.itemNumber}`);
  await expect(chairLine.getByText('-21', { exact: true })).toBeVisible();
  await expect(chairLine.getByText('24 Each')).toBeVisible();
  await expect(page.getByLabel(`Line ${table.itemNumber}`).getByText('Matches')).toBeVisible();
  const reason = chairLine.getByRole('textbox', { name: 'Why it differs' });
  await reason.fill('21 went out on an unlogged delivery');
  await reason.press('Enter');
  await expect(page.getByRole('button', { name: 'Apply 1 difference' })).toBeVisible();
  expect(await smallTouchTargets(page)).toEqual([]);
  await shootBothWidths(page, 'cycle-count-blind-submitted', async () => {
    await expect(chairLine.getByText('-21', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.getByRole('button', { name: 'Apply 1 difference' }).click();
  await expect(page.getByText(`Applied by ${lead.userName}`)).toBeVisible();

  expect(Number((await itemOf(page, project.id, chair.id)).quantityOnHand)).toBe(3);
  const [counted] = await expectLedger(page, project.id, chair.id);
  expect(counted).toMatchObject({
    action: 'counted',
    reference: number,
    reason: '21 went out on an unlogged delivery',
  });
  const [tableCounted] = await expectLedger(page, project.id, table.id);
  expect(tableCounted).toMatchObject({ action: 'counted', reference: number, changes: [] });
});

test('a blind count of chosen items: a location scanned marks its lines and lists them first', async ({ page }) => {
  test.setTimeout(120_000);
  await startSession(page, page.request);
  const { project, chair, lamp } = await projectWithInventory(page);
  const shelf = await shelve(page, [chair.id]);
  await signInAsLead(page, project.id);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/cycle-counts');
  await page.getByRole('button', { name: 'Start a count' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a count' });
  await dialog.getByText('Chosen items').click();
  await dialog.getByRole('textbox', { name: 'Scan an item to count' }).focus();
  const chosen = dialog.getByRole('list', { name: 'Items to count' });
  for (const item of [lamp, chair]) {
    await scanner(page, `INV-${item.id}`);
    await expect(chosen).toContainText(item.itemNumber);
  }
  // Blind: the dialog does not say how many the inventory holds either.
  await expect(chosen).toContainText(`Task chair · at ${shelf.code}`);
  await dialog.getByRole('button', { name: 'Count 2 items' }).click();
  await expect(page.getByText('Chosen items · 0 of 2 counted · blind')).toBeVisible();

  const scan = page.getByRole('textbox', { name: 'Scan an item' });
  await expect(scan).toBeFocused();
  await scanner(page, shelf.code);
  await expect(page.getByRole('status').filter({ hasText: `At ${shelf.code}: 1 line` })).toBeVisible();
  await expect(scan).toBeFocused();
  const lines = page.getByRole('list', { name: 'Lines to count' }).getByRole('listitem');
  await expect(lines.first()).toContainText(chair.itemNumber);
  await expect(lines.first()).toContainText('At this location');
  await expect(lines.nth(1)).not.toContainText('At this location');

  // With each scan counting off, a scan takes the counter to the line's quantity, as before.
  await page.getByRole('switch', { name: 'Each scan counts 1' }).uncheck();
  await scan.focus();
  await scanner(page, lamp.itemNumber);
  const lampCount = page.getByLabel(`Line ${lamp.itemNumber}`).getByRole('textbox', { name: /^Counted/ });
  await expect(lampCount).toBeFocused();
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  await expect(scan).toBeFocused();
  await scanner(page, chair.itemNumber);
  await expect(page.getByLabel(`Line ${chair.itemNumber}`).getByRole('textbox', { name: /^Counted/ })).toBeFocused();
  await page.keyboard.type('24');
  await page.keyboard.press('Enter');
  await expect(scan).toBeFocused();
  await expect(page.getByText('Chosen items · 2 of 2 counted · blind')).toBeVisible();
  await page.getByRole('button', { name: 'Submit count' }).click();
  await expect(page.getByText('Chosen items · 2 of 2 counted · 0 differ')).toBeVisible();
  await page.getByRole('button', { name: 'Apply 0 differences' }).click();
  await expect(page.getByText(/Applied by /)).toBeVisible();
  const [log] = await expectLedger(page, project.id, lamp.id);
  expect(log).toMatchObject({ action: 'counted', changes: [] });
});
