import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { itemNow, projectWithInventory, total } from './inventory-support';
import { SHOTS_DIR, shootBothWidths } from './screens-support';
import { api, createProject, createUser, seriousViolations } from './support';
import { startSession, toast } from './users-support';

/**
 * /inventory: every project's inventory and "where is it"; a project's inventory with its totals,
 * two items grouped and one taken out again, a missing weight typed in its cell (the "without
 * weight" count drops), an adjustment that needs its reason, and an item's log; the project hub's
 * Inventory tab; and what a view-only user is offered. The goods get there as they do at the
 * warehouse: a PO's lines expected at the dock, received and finished (the photos the dock took,
 * on the items they became: inventory-photos.spec.ts). Screenshots go to SHOTS_DIR.
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

test('a project’s inventory: grouped, ungrouped, weighed in place, adjusted with a reason, and its items’ logs', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await startSession(page, request);
  const { project, inventoryId, table, chair, lamp } = await projectWithInventory(page);

  // Every project's inventory: this one flags the lamps that have no weight.
  await page.goto('/inventory');
  await expect(page.getByRole('heading', { name: 'Inventory', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search inventories' }).fill(project.number);
  const inventories = page.getByRole('table', { name: 'Inventories' });
  const row = inventories.getByRole('row', { name: new RegExp(project.number) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(project.customerName);
  await expect(row.getByRole('cell').filter({ hasText: /^1$/ }).first()).toBeVisible();

  // Where is it: the lamps, by their item number, in this project at A-01.
  await page.getByRole('textbox', { name: /^Where is it/ }).fill(lamp.itemNumber);
  const matches = page.getByRole('table', { name: `Items matching ${lamp.itemNumber}` });
  const match = matches.getByRole('row', { name: /Lobby lamp/ });
  await expect(match).toContainText('A-01');
  await expect(match.getByRole('link', { name: 'Lobby lamp' })).toHaveAttribute(
    'href',
    `/inventory/${inventoryId}?item=${lamp.id}`,
  );
  await expect(page.getByText(`1 item matches “${lamp.itemNumber}”.`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'inventory-list', async () => {
    await expect(page.getByRole('link', { name: 'Lobby lamp' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  // On a phone each match is a card that leads with where it is and how much is there: nothing cut off.
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('list', { name: `Items matching ${lamp.itemNumber}` }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('A-01');
  await expect(card).toContainText('5 Each');
  await expect(card.getByRole('link', { name: 'Lobby lamp' })).toBeInViewport();
  await page.setViewportSize({ width: 1366, height: 860 });

  // The match opens the lamps beside their project's items, though the grid's page need not show them.
  await match.getByRole('link', { name: 'Lobby lamp' }).click();
  await expect(page).toHaveURL(`/inventory/${inventoryId}?item=${lamp.id}`);
  await expect(page.getByRole('dialog', { name: lamp.name })).toContainText('5 Each');
  await page.goBack();
  await expect(page).toHaveURL(/\/inventory\?.*where=/);

  // The project's inventory, opened from its row.
  await row.getByRole('link', { name: project.number }).click();
  await expect(page).toHaveURL(`/inventory/${inventoryId}`);
  await expect(page.getByRole('heading', { name: `Inventory ${project.number}`, level: 1 })).toBeVisible();
  const items = page.getByRole('table', { name: `Items of ${project.number}` });
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(3);
  await expect(total(page, 'Items')).toHaveText('3');
  await expect(total(page, 'Without weight')).toContainText('1');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'inventory-detail', async () => {
    await expect(items.locator('tbody').getByRole('row')).toHaveCount(3);
    expect(await seriousViolations(page)).toEqual([]);
  });

  // Tables and chairs go on one pallet; then the chairs come off it.
  await items.getByRole('checkbox', { name: `Select ${table.name}` }).check();
  await items.getByRole('checkbox', { name: `Select ${chair.name}` }).check();
  const selection = page.getByRole('region', { name: 'Selected rows' });
  await expect(selection).toContainText('2 items selected');
  await selection.getByRole('button', { name: 'Group', exact: true }).click();
  const grouping = page.getByRole('dialog', { name: 'Group items' });
  await grouping.getByRole('textbox', { name: 'Group name' }).fill('Pallet A');
  expect(await seriousViolations(page)).toEqual([]);
  await grouping.getByRole('button', { name: 'Group 2 items' }).click();
  await expect(toast(page, '2 items grouped into Pallet A')).toBeVisible();
  await expect(items.getByRole('row', { name: new RegExp(table.itemNumber) })).toContainText('Pallet A');
  await expect(items.getByRole('row', { name: new RegExp(chair.itemNumber) })).toContainText('Pallet A');
  await expect(total(page, 'Groups')).toHaveText('1');
  expect((await itemNow(page, project.id, table.id))?.groupName).toBe('Pallet A');

  await items.getByRole('checkbox', { name: `Select ${chair.name}` }).check();
  await selection.getByRole('button', { name: 'Ungroup' }).click();
  await expect(toast(page, '1 item taken out of its group')).toBeVisible();
  await expect(items.getByRole('row', { name: new RegExp(chair.itemNumber) })).not.toContainText('Pallet A');
  expect((await itemNow(page, project.id, chair.id))?.groupId).toBeNull();
  expect((await itemNow(page, project.id, table.id))?.groupName).toBe('Pallet A');
  // The group filter shows the pallet's one item.
  await page.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'Pallet A (1 item)' }).click();
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(page.getByRole('group', { name: 'Filters in effect' })).toContainText('Group: Pallet A');
  await page.getByRole('button', { name: 'Remove filter Group' }).click();
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(3);
  // The lamps join the pallet, picked from the project's groups.
  await items.getByRole('checkbox', { name: `Select ${lamp.name}` }).check();
  await selection.getByRole('button', { name: 'Add to group…' }).click();
  const adding = page.getByRole('dialog', { name: 'Add to group' });
  await adding.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'Pallet A (1 item)' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await adding.getByRole('button', { name: 'Add 1 item' }).click();
  await expect(toast(page, '1 item added to Pallet A')).toBeVisible();
  expect((await itemNow(page, project.id, lamp.id))?.groupName).toBe('Pallet A');

  // The lamps' weight, typed in its cell from the items without weight: Enter saves it.
  await page.getByRole('radiogroup', { name: 'Show items' }).getByText('Without weight (1)').click();
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(1);
  const lampWeight = items.getByRole('textbox', { name: `Weight (lbs) of ${lamp.name}, not weighed` });
  await lampWeight.fill('35.5');
  await expect(page.getByText('1 item not saved')).toBeVisible();
  // What was typed is not lost: leaving the page asks, and Stay keeps it.
  await page.getByRole('navigation').getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/inventory/${inventoryId}\\?`));
  await expect(lampWeight).toHaveValue('35.5');
  await lampWeight.press('Enter');
  await expect(toast(page, 'Item saved')).toBeVisible();
  await expect(total(page, 'Without weight')).toHaveText('0');
  await expect(page.getByRole('radiogroup', { name: 'Show items' })).toContainText('Without weight (0)');
  expect(Number((await itemNow(page, project.id, lamp.id))?.weight)).toBe(35.5);
  await page.getByRole('radiogroup', { name: 'Show items' }).getByText('All items').click();
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(3);

  // The keyboard: a box refuses what is not a weight and keeps it; Enter moves down the column.
  const weights = items.getByRole('textbox', { name: /^Weight \(lbs\) of / });
  await weights.nth(0).fill('12,5');
  await weights.nth(0).press('Enter');
  await expect(items.getByText('Enter a weight in pounds, at most 2 decimals.')).toBeVisible();
  await expect(weights.nth(0)).toBeFocused();
  await expect(weights.nth(0)).toHaveValue('12,5');
  await page.keyboard.press('Escape');
  await expect(items.getByText('Enter a weight in pounds, at most 2 decimals.')).toHaveCount(0);
  await page.keyboard.press('Enter');
  await expect(weights.nth(1)).toBeFocused();

  // The lamps opened beside the grid by the keyboard: an adjustment needs its reason.
  await items.getByRole('link', { name: 'Lobby lamp' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/inventory/${inventoryId}?item=${lamp.id}`);
  const drawer = page.getByRole('dialog', { name: lamp.name });
  await expect(drawer.getByRole('textbox', { name: 'Weight (lbs)' })).toHaveValue('35.5');
  await drawer.getByRole('textbox', { name: 'On hand' }).fill('4');
  // The back button would close the item: it asks, and Keep editing keeps the item and what was typed.
  await page.goBack();
  const leaving = page.getByRole('dialog', { name: 'Leave this item?' });
  await leaving.getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(`/inventory/${inventoryId}?item=${lamp.id}`);
  await expect(drawer.getByRole('textbox', { name: 'On hand' })).toHaveValue('4');
  await drawer.getByRole('button', { name: 'Save item' }).click();
  await expect(drawer.getByText('Say why the quantity on hand changes.')).toBeVisible();
  await drawer.getByRole('textbox', { name: 'Reason for the adjustment' }).fill('One lamp broken on the shelf');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'inventory-item-edit', async () => {
    await expect(drawer.getByRole('textbox', { name: 'Reason for the adjustment' })).toBeVisible();
  });
  await drawer.getByRole('button', { name: 'Save item' }).click();
  await expect(toast(page, `Item ${lamp.name} saved`)).toBeVisible();
  expect(Number((await itemNow(page, project.id, lamp.id))?.quantityOnHand)).toBe(4);

  // Its log is its history: received, grouped, weighed, adjusted, newest first.
  await drawer.getByRole('tab', { name: 'Log' }).click();
  await expect(page).toHaveURL(`/inventory/${inventoryId}?item=${lamp.id}&view=log`);
  const log = drawer.getByRole('list', { name: `Log of ${lamp.name}` });
  await expect(log.getByRole('listitem')).toHaveCount(4);
  await expect(log).toContainText('Pallet A');
  await expect(log.getByRole('listitem').first()).toContainText('adjusted');
  await expect(log.getByRole('listitem').first()).toContainText(/On hand\s*5\s*changed to\s*4/);
  await expect(log.getByRole('listitem').last()).toContainText('received');
  await expect(log).toContainText('admin');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'inventory-item-log', async () => {
    await expect(log.getByRole('listitem')).toHaveCount(4);
    expect(await seriousViolations(page)).toEqual([]);
  });
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page).toHaveURL(`/inventory/${inventoryId}`);
  // The keyboard is back where it opened the item.
  await expect(items.getByRole('link', { name: 'Lobby lamp' })).toBeFocused();

  // The project hub's Inventory tab lists the same items, and leads to the inventory.
  await page.goto(`/projects/${project.id}/inventory`);
  const hub = page.getByRole('table', { name: 'Inventory items of this project' });
  await expect(hub.locator('tbody').getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Open the inventory' })).toHaveAttribute(
    'href',
    `/inventory/${inventoryId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'inventory-project-tab', async () => {
    await expect(hub.locator('tbody').getByRole('row')).toHaveCount(3);
  });
});

test('a client user, who may only view the inventory, sees no controls that change it', async ({ page, request }) => {
  await startSession(page, request);
  const { project, inventoryId, lamp } = await projectWithInventory(page);
  const viewer = await createUser(request, {
    userTypeId: 2,
    clientId: project.customerId,
    claims: [{ type: 'Inventory', value: 'View' }],
    projects: [project.id],
  });
  await startSession(page, request, viewer.userName, viewer.password);

  await page.goto(`/inventory/${inventoryId}`);
  const items = page.getByRole('table', { name: `Items of ${project.number}` });
  await expect(items.locator('tbody').getByRole('row')).toHaveCount(3);
  await expect(items.getByRole('checkbox')).toHaveCount(0);
  await expect(items.getByRole('textbox')).toHaveCount(0);
  await expect(items.getByText('Not weighed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add item' })).toHaveCount(0);
  // The project's name is not a link without Project:View.
  await expect(page.getByRole('link', { name: new RegExp(`^${project.number} · `) })).toHaveCount(0);

  await items.getByRole('link', { name: 'Lobby lamp' }).click();
  const drawer = page.getByRole('dialog', { name: lamp.name });
  await expect(drawer.getByText('Not weighed').first()).toBeVisible();
  await expect(drawer.getByRole('textbox')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Save item' })).toHaveCount(0);
  await drawer.getByRole('tab', { name: 'Log' }).click();
  await expect(drawer.getByRole('list', { name: `Log of ${lamp.name}` }).getByRole('listitem')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('an item changed by someone else meanwhile is not saved over: the form offers to reload it', async ({
  page,
  request,
}) => {
  await startSession(page, request);
  const { project, inventoryId, chair } = await projectWithInventory(page);
  await page.goto(`/inventory/${inventoryId}?item=${chair.id}`);
  const drawer = page.getByRole('dialog', { name: chair.name });
  await expect(drawer.getByRole('textbox', { name: 'Location' })).toHaveValue('A-01');

  // Someone moves the chairs while the form is open.
  const { body: now } = await api(
    page.request,
    'GET',
    `/api/inventoryItems/getAllInventoryItem?ProjectId=${project.id}`,
  );
  const current = (now as { id: number }[]).find((i) => i.id === chair.id) as Record<string, unknown>;
  const moved = await api(page.request, 'PUT', '/api/inventoryItems/updateItem', {
    id: chair.id,
    version: current.version,
    itemNumber: current.itemNumber,
    description: current.description,
    unitOfMeasure: current.unitOfMeasure,
    quantityOnHand: current.quantityOnHand,
    weight: current.weight,
    pieces: current.pieces,
    location: 'B-07',
  });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);

  await drawer.getByRole('textbox', { name: 'Location' }).fill('C-03');
  await drawer.getByRole('button', { name: 'Save item' }).click();
  await expect(drawer.getByText('Someone else changed this item after you opened it')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Reload item' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Location' })).toHaveValue('B-07');
  await drawer.getByRole('textbox', { name: 'Location' }).fill('C-03');
  await drawer.getByRole('button', { name: 'Save item' }).click();
  await expect(toast(page, `Item ${chair.name} saved`)).toBeVisible();
  await drawer.getByRole('tab', { name: 'Log' }).click();
  await expect(drawer.getByRole('list', { name: `Log of ${chair.name}` })).toContainText('C-03');
});

test('a project with nothing received yet: its Inventory tab says so, and an item added by hand starts it', async ({
  page,
  request,
}) => {
  await startSession(page, request);
  const project = await createProject(page.request);
  await page.goto(`/projects/${project.id}/inventory`);
  const hub = page.getByRole('table', { name: 'Inventory items of this project' });
  await expect(page.getByText('No items yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the inventory' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'inventory-project-tab-empty', async () => {
    await expect(page.getByText('No items yet')).toBeVisible();
  });

  // Goods that came without an alert: added by hand, with the reason the log keeps.
  await page.getByRole('button', { name: 'Add item' }).click();
  const dialog = page.getByRole('dialog', { name: /^Add an item to / });
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Spare carpet tiles');
  await dialog.getByRole('textbox', { name: 'On hand' }).fill('12');
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(dialog.getByText('Say why the item is added by hand.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Why is it added by hand?' }).fill('Found in aisle 4 after the move');
  await dialog.getByRole('textbox', { name: 'Location' }).fill('D-12');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Add item' }).click();
  await expect(toast(page, 'Item Spare carpet tiles added')).toBeVisible();
  await expect(hub.getByRole('row', { name: /Spare carpet tiles/ })).toContainText('D-12');
  await expect(page.getByRole('link', { name: 'Open the inventory' })).toBeVisible();
  // The hub counts it at once.
  await expect(
    page.getByRole('navigation', { name: /sections$/ }).getByRole('link', { name: /^Inventory/ }),
  ).toContainText('1');
  await hub.getByRole('link', { name: 'Spare carpet tiles' }).click();
  const drawer = page.getByRole('dialog', { name: 'Spare carpet tiles' });
  await drawer.getByRole('tab', { name: 'Log' }).click();
  await expect(drawer.getByRole('list', { name: 'Log of Spare carpet tiles' })).toContainText('added');
  expect(await seriousViolations(page)).toEqual([]);
});
