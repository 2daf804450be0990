import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, signIn, userWithNotifications } from './support';

/**
 * Only the server creates notifications: each test arranges a user of its own whose bell has some
 * that are due (follow-up reminders of the POs of a project they manage), and reads how many there
 * are instead of assuming a number.
 */
interface Item {
  id: number;
  title: string;
  text: string;
  link: string;
  scheduledFor: string;
}

async function activeNotifications(request: APIRequestContext, user: { userName: string; password: string }) {
  const res = await request.get('/api/notification?dismissed=false&pageSize=100', {
    headers: { Authorization: `Bearer ${await apiToken(request, user.userName, user.password)}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()) as { items: Item[]; totalCount: number };
}

/** MM-DD-YYYY in local time, as the screens show dates (docs/requirements.md section 9). */
function mmddyyyy(iso: string) {
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(d.getMonth() + 1)}-${two(d.getDate())}-${d.getFullYear()}`;
}

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('the bell counts active notifications; the dropdown shows, dismisses and links them', async ({ page }) => {
  const user = await userWithNotifications(page.request);
  const before = await activeNotifications(page.request, user);
  expect(before.totalCount, 'the arranged reminders are due').toBeGreaterThanOrEqual(2);
  await signIn(page, user.userName, user.password);

  await expect(page.getByTestId('notification-count')).toHaveText(String(before.totalCount));
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const first = before.items[0]!;
  await expect(panel.getByRole('link', { name: first.title })).toBeVisible();
  await expect(panel.getByText(first.text)).toBeVisible();
  await expect(panel.getByText(mmddyyyy(first.scheduledFor)).first()).toBeVisible();

  await panel.getByRole('button', { name: `Dismiss ${first.title}` }).click();
  await expect(panel.getByRole('link', { name: first.title })).toHaveCount(0);
  await expect(page.getByTestId('notification-count')).toHaveText(String(before.totalCount - 1));

  const second = before.items[1]!;
  await panel.getByRole('link', { name: second.title }).click();
  await expect(page).toHaveURL(new RegExp(`${second.link}$`));
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toHaveCount(0);
});

test('View more opens the notifications screen with its active and dismissed lists', async ({ page }) => {
  const user = await userWithNotifications(page.request);
  await signIn(page, user.userName, user.password);
  const active = await activeNotifications(page.request, user);
  // Two, so one is left in the list after the other is dismissed.
  expect(active.totalCount, 'the arranged reminders are due').toBeGreaterThanOrEqual(2);

  await bell(page).click();
  await page.getByRole('link', { name: 'View more' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  // One row per notification in the table's body.
  const list = page.getByRole('table', { name: 'Notifications' }).locator('tbody').getByRole('row');
  await expect(list).toHaveCount(active.totalCount);
  await expect(page.getByText(`${active.totalCount} active notification`)).toBeVisible();

  const target = active.items[0]!;
  await page
    .getByRole('main')
    .getByRole('button', { name: `Dismiss ${target.title}` })
    .click();
  await expect(page.getByRole('alert').filter({ hasText: `Dismissed "${target.title}"` })).toBeVisible();
  await expect(list).toHaveCount(active.totalCount - 1);

  await page.getByText('Dismissed', { exact: true }).click();
  await expect(page).toHaveURL(/show=dismissed/);
  await expect(page.getByRole('main').getByRole('link', { name: target.title })).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { name: `Dismiss ${target.title}` })).toHaveCount(0);
});

test('a user turns e-mail of their reminders on and off on the notifications page, and it stays as chosen', async ({
  page,
}) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  await page.goto('/notifications');
  const email = page.getByRole('switch', { name: 'E-mail me reminders' });
  await expect(email).toBeEnabled();
  const before = await email.isChecked();
  await email.click({ force: true });
  await expect(
    page.getByText(before ? 'Reminders stay in the app only' : 'Reminders will also come by e-mail'),
  ).toBeVisible();
  await page.reload();
  await expect(email).toBeChecked({ checked: !before });
  // Back as it was, for the other tests.
  await email.click({ force: true });
  await expect(email).toBeChecked({ checked: before });
  await page.reload();
  await expect(email).toBeChecked({ checked: before });
});
