import { expect, test } from '@playwright/test';
import { projectWithPo } from './shipments-support';
import { seriousViolations } from './support';
import { startSession } from './users-support';

/**
 * A screen whose script chunk does not arrive (docs/design.md section 7, docs/requirements.md sections 8 and 9):
 * "Component not Loaded! Please try to reload page.", "Loading chunk {n} failed" with the failure
 * type and the address, and "Retry to Load this Module", which loads it. A chunk that never
 * answers is given up after 120 seconds.
 */

const PROPOSALS_CHUNK = /\/assets\/ProposalListPage-[\w-]+\.js(\?.*)?$/;

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
});

test('a chunk that fails to load names itself, its failure and its address; Retry loads it', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  let failedAddress = '';
  await page.route(PROPOSALS_CHUNK, (route) => {
    failedAddress = route.request().url();
    return route.abort('failed');
  });

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Proposals' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Component not Loaded! Please try to reload page.' }),
  ).toBeVisible();
  const chunk =
    failedAddress
      .split('/')
      .pop()
      ?.replace(/\.js.*$/, '') ?? '';
  expect(chunk).toMatch(/^ProposalListPage-/);
  await expect(page.getByRole('status').filter({ hasText: 'Loading chunk' })).toHaveText(
    `Loading chunk ${chunk} failed.\n(error: ${failedAddress})`,
    { useInnerText: true },
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The connection is back: Retry loads the screen.
  await page.unroute(PROPOSALS_CHUNK);
  await page.getByRole('button', { name: 'Retry to Load this Module' }).click();
  await expect(page.getByRole('heading', { name: 'Proposals', level: 1 })).toBeVisible();
  await expect(page.getByText('Loading chunk')).toHaveCount(0);
});

test('a chunk that never answers is given up after 120 seconds, as a timeout; Retry asks for it afresh', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
  // The chunk's request hangs: no answer, no error.
  const stalled: string[] = [];
  await page.route(PROPOSALS_CHUNK, (route) => {
    stalled.push(route.request().url());
  });

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Proposals' }).click();
  await expect.poll(() => stalled.length).toBeGreaterThan(0);
  const address = (stalled[0] ?? '').replace(/\?.*$/, '');
  const chunk = address.split('/').pop()?.replace(/\.js$/, '');

  // After 10 s the screen has failed, though the chunk may still come.
  await page.clock.fastForward(10_000);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Component not Loaded! Please try to reload page.' }),
  ).toBeVisible();
  await expect(page.getByText('Loading chunk')).toHaveCount(0);
  // At 120 s its fetch is given up.
  await page.clock.fastForward(110_000);
  await expect(page.getByRole('status').filter({ hasText: 'Loading chunk' })).toHaveText(
    `Loading chunk ${chunk} failed.\n(timeout: ${address})`,
    { useInnerText: true },
  );

  // Retry does not wait on the stalled request: it asks for the chunk again under a new address.
  await page.unroute(PROPOSALS_CHUNK);
  await page.getByRole('button', { name: 'Retry to Load this Module' }).click();
  await expect(page.getByRole('heading', { name: 'Proposals', level: 1 })).toBeVisible();
});

test("a record's other tabs bring their code when opened: the PO draws without it, and a tab whose code fails offers Retry in its place", async ({
  page,
}) => {
  const { po } = await projectWithPo(page);
  const ITEMS_CHUNK = /\/assets\/PoItemsTab-[\w-]+\.js(\?.*)?$/;
  const asked: string[] = [];
  await page.route(ITEMS_CHUNK, (route) => {
    asked.push(route.request().url());
    return route.abort('failed');
  });

  await page.goto(`/purchase-orders/${po.id}`);
  const title = page.getByRole('heading', { name: `Purchase Order ${po.number}`, level: 1 });
  await expect(title).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vendor reference' })).toBeVisible();
  // Once the screen is drawn and idle, the Items tab's code is asked for ahead of a click.
  await expect.poll(() => asked.length).toBeGreaterThan(0);

  await page.getByRole('link', { name: /^Items/ }).click();
  await expect(page).toHaveURL(`/purchase-orders/${po.id}/items`);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Component not Loaded! Please try to reload page.' }),
  ).toBeVisible();
  // The record around the tab stays: its title and its tabs.
  await expect(title).toBeVisible();
  await expect(page.getByRole('link', { name: 'Details' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.unroute(ITEMS_CHUNK);
  await page.getByRole('button', { name: 'Retry to Load this Module' }).click();
  await expect(page.getByRole('table', { name: `Items of purchase order ${po.number}` })).toContainText(
    'Conference table',
  );
});

test("an address that opens on a record's tab fetches the tab's code side by side with the screen's, not after it", async ({
  page,
}) => {
  const { po } = await projectWithPo(page);
  const SCREEN_CHUNK = /\/assets\/PoDetailPage-[\w-]+\.js$/;
  const ITEMS_CHUNK = /\/assets\/PoItemsTab-[\w-]+\.js$/;
  let itemsAsked = () => {};
  const itemsRequested = new Promise<void>((resolve) => {
    itemsAsked = resolve;
  });
  page.on('request', (req) => {
    if (ITEMS_CHUNK.test(req.url())) itemsAsked();
  });
  // The screen's code is held back until the Items tab's has been asked for: were the tab's code
  // asked for only once the screen is drawn, the screen would never come.
  await page.route(SCREEN_CHUNK, async (route) => {
    await itemsRequested;
    await route.continue();
  });

  await page.goto(`/purchase-orders/${po.id}/items`);
  await expect(page.getByRole('table', { name: `Items of purchase order ${po.number}` })).toContainText(
    'Conference table',
  );
});
