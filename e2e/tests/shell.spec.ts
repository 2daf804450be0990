import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createCompany, createUser, signIn } from './support';

const ALL_ENTRIES = [
  'Home',
  'Users',
  'Address Book',
  'Proposals',
  'Projects',
  'Purchase Orders',
  'Shipments',
  'Receiving Alerts',
  'Inventory',
  'Warehouse',
  'Pick Tickets',
  'Invoices',
  'Reports',
];

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function sidebarEntries(page: Page) {
  const links = sidebar(page).getByRole('link');
  await expect(links.first()).toBeVisible();
  return links.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent?.trim() ?? ''));
}

test('admin sees every sidebar entry, in order, and the active one is marked', async ({ page }) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  expect(await sidebarEntries(page)).toEqual(ALL_ENTRIES);
  await expect(sidebar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  await sidebar(page).getByRole('link', { name: 'Users' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(sidebar(page).getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expect(sidebar(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
});

test('a staff user sees Home and exactly the modules they hold a permission of', async ({ page }) => {
  const user = await createUser(page.request, {
    claims: [
      { type: 'Project', value: 'View' },
      { type: 'PO', value: 'Create' },
    ],
  });
  await signIn(page, user.userName, user.password);
  expect(await sidebarEntries(page)).toEqual(['Home', 'Projects', 'Purchase Orders']);
});

test('a client user sees Home and the modules of their claims', async ({ page }) => {
  const customer = await createCompany(page.request, 1);
  const user = await createUser(page.request, {
    userTypeId: 2,
    clientId: customer.id,
    claims: [{ type: 'Project', value: 'View' }],
  });
  await signIn(page, user.userName, user.password);
  expect(await sidebarEntries(page)).toEqual(['Home', 'Projects']);
});

test('signed out, a shell address leads to sign-in; without Admin, /users shows the permission screen', async ({
  page,
}) => {
  await page.goto('/users');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign me in' })).toBeVisible();

  const user = await createUser(page.request, { claims: [{ type: 'PO', value: 'View' }] });
  await signIn(page, user.userName, user.password);
  await page.goto('/users');
  await expect(page.getByRole('heading', { name: 'You do not have permission' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Erin Tester' })).toBeVisible();

  await page.goto('/no/such/screen');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the sidebar collapse is remembered after a reload', async ({ page }) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  await expect(sidebar(page).getByText('Purchase Orders')).toBeVisible();
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  // Minified: icons only, each still named for screen readers.
  await expect(sidebar(page).getByText('Purchase Orders')).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Purchase Orders' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
  await expect(sidebar(page).getByText('Purchase Orders')).toHaveCount(0);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await expect(sidebar(page).getByText('Purchase Orders')).toBeVisible();
});

test('a screen whose chunk fails to load offers a retry that loads it', async ({ page }) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  let failing = true;
  await page.route(
    (url) => /\/assets\/NotificationsPage-[\w-]+\.js$/.test(url.pathname),
    (route) => (failing ? route.abort('connectionreset') : route.continue()),
  );
  await page.goto('/notifications');
  await expect(page.getByText('Component not Loaded! Please try to reload page.', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toHaveCount(0);

  failing = false;
  await page.getByRole('button', { name: 'Retry to Load this Module' }).click();
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('Component not Loaded!')).toHaveCount(0);
});

test('the loading indicator waits 200 ms; a screen slower than 10 s offers the retry', async ({ page }) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => /\/assets\/NotificationsPage-[\w-]+\.js$/.test(url.pathname),
    async (route) => {
      await held;
      await route.continue();
    },
  );
  await page.clock.install();
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  // Stop the page's clock, then move to the screen inside the app: only runFor moves time from
  // here, so a slow machine cannot let 200 ms pass unseen.
  const now = await page.evaluate(() => Date.now());
  // A second ahead, so the pause is never in the page's past however slow this step is.
  await page.clock.pauseAt(now + 1000);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/notifications');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByLabel('Loading screen')).toHaveCount(0);
  await page.clock.runFor(250);
  await expect(page.getByLabel('Loading screen')).toBeVisible();
  await page.clock.runFor(10_000);
  await expect(page.getByText('Component not Loaded! Please try to reload page.', { exact: true })).toBeVisible();

  await page.clock.resume();
  await page.getByRole('button', { name: 'Retry to Load this Module' }).click();
  await expect(page.getByText('Component not Loaded!')).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
});

test('the header items are present and named; the inert ones do nothing', async ({ page }) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  const header = page.getByRole('banner');
  await header.getByRole('textbox', { name: 'Search' }).fill('PO 26101');
  await header.getByRole('textbox', { name: 'Search' }).press('Enter');
  await header.getByRole('button', { name: 'Inbox' }).click();
  await header.getByRole('button', { name: 'Calendar' }).click();
  await header.getByRole('button', { name: /^Account menu, System Administrator/ }).click();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await header.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Setting' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, System Administrator' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the sidebar is a drawer behind the burger button', async ({ page }) => {
    await signIn(page, ADMIN.userName, ADMIN.password);
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Pick Tickets' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/users$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
