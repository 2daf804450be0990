import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { alertAtTheDock, PHOTO } from './inbound-support';
import { SHOTS_DIR, shootBothWidths } from './screens-support';
import { api, createUser, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * The photos the dock took of a line, on the inventory item it became: shown to the project's
 * client who may view receiving alerts, and to nobody who may not. Screenshots go to SHOTS_DIR.
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

test('the photos the dock took of the goods show on their inventory item, to the project’s client too', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const tag = unique('');
  const { project, raId, lines } = await alertAtTheDock(page, [
    { itemNumber: `SF-${tag}`, description: 'Lounge sofa', quantity: '2', unitCost: '900', weight: '240', pieces: 2 },
  ]);
  const sofa = lines[0]!;
  const name = `${sofa.itemNumber} Lounge sofa`;

  // At the dock: a photo of the line, the line received in one tap, the alert finished.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/receiving-alerts/${raId}/lines`);
  const card = page.getByRole('article', { name: `Line ${name}` });
  await card.getByLabel(`Photos of line ${name}`).setInputFiles({
    name: 'sofa-wrapped.png',
    mimeType: 'image/png',
    buffer: PHOTO,
  });
  await expect(card.getByRole('button', { name: `View photo sofa-wrapped.png of line ${name}` })).toBeVisible();
  await card.getByRole('button', { name: `Receive ${name}` }).click();
  await card.getByRole('button', { name: 'Save line' }).click();
  await expect(toast(page, `${name}: 2 Each received`)).toBeVisible();
  await page.getByRole('button', { name: 'Finish receiving' }).click();
  await page
    .getByRole('dialog', { name: 'Finish Receiving' })
    .getByRole('button', { name: 'Finish receiving' })
    .click();
  await expect(toast(page, /^Receiving alert RA-\d+ received/)).toBeVisible();

  const { body: items } = await api(
    page.request,
    'GET',
    `/api/inventoryItems/getAllInventoryItem?ProjectId=${project.id}`,
  );
  const item = (items as { id: number; inventoryId: number; raItemId: number }[]).find((i) => i.raItemId === sofa.id)!;
  expect(item).toMatchObject({ receivingAlertId: raId });

  // The project's client, who may see its alerts, finds the photo on the item.
  const client = await createUser(page.request, {
    userTypeId: 2,
    clientId: project.customerId,
    claims: [
      { type: 'Inventory', value: 'View' },
      { type: 'RA', value: 'View' },
    ],
    projects: [project.id],
  });
  await startSession(page, request, client.userName, client.password);
  await page.goto(`/inventory/${item.inventoryId}?item=${item.id}`);
  const drawer = page.getByRole('dialog', { name });
  const photos = drawer.getByRole('region', { name: 'Photos from receiving' });
  const thumb = photos.getByRole('button', { name: `View photo sofa-wrapped.png of ${name}` });
  await expect(thumb).toBeVisible();
  // Seen, not added to: nobody takes photos of the goods here.
  await expect(photos.getByRole('button', { name: /^(Take|Add) photo/ })).toHaveCount(0);
  await shootBothWidths(page, 'inventory-item-photos', async () => {
    await expect(thumb).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
  await thumb.click();
  await expect(page.getByRole('dialog', { name: 'sofa-wrapped.png' })).toBeVisible();

  // A client who may not see the alerts' files is shown none here either.
  const inventoryOnly = await createUser(page.request, {
    userTypeId: 2,
    clientId: project.customerId,
    claims: [{ type: 'Inventory', value: 'View' }],
    projects: [project.id],
  });
  await startSession(page, request, inventoryOnly.userName, inventoryOnly.password);
  await page.goto(`/inventory/${item.inventoryId}?item=${item.id}`);
  await expect(page.getByRole('dialog', { name }).getByText('On hand')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Photos from receiving' })).toHaveCount(0);
});
