import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, createUser, PASSWORD, signIn } from './support';

const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const storedToken = (page: Page) =>
  page.evaluate(() => ({ local: localStorage.getItem('jwtToken'), session: sessionStorage.getItem('jwtToken') }));

async function logOut(page: Page) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** The reset link from the newest mail to `email`, read through the admin-only outbox. */
async function resetLinkFor(request: APIRequestContext, email: string) {
  const token = await apiToken(request);
  let link = '';
  await expect
    .poll(async () => {
      const res = await request.get(`/api/mail/outbox?to=${encodeURIComponent(email)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const mails = ((await res.json()) as { items: { text: string }[] }).items;
      link = /https?:\/\/\S+\/account\/reset-password\?token=\S+/.exec(mails[0]?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  const url = new URL(link);
  return url.pathname + url.search;
}

test('signs in, greets the user by name, and logs out', async ({ page }) => {
  await signIn(page, ADMIN.userName, ADMIN.password);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Welcome, System Administrator' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('FreightDesk')).toBeVisible();

  await logOut(page);
  expect(await storedToken(page)).toEqual({ local: null, session: null });
  // Signed out, the shell is closed again.
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign me in' })).toBeVisible();
});

test('a wrong password shows the error toast and stays on the sign-in page', async ({ page }) => {
  const user = await createUser(page.request);
  await page.goto('/login');
  await page.getByLabel('Username').fill(user.userName);
  await page.getByLabel('Password', { exact: true }).fill('Wrong@123');
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(toast(page, 'The user name or password is incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('banner')).toHaveCount(0);
});

test('remember me keeps the token across tabs; without it the token lives in this tab only', async ({ browser }) => {
  const user = await createUser((await browser.newContext()).request);

  const remembered = await browser.newContext();
  const page = await remembered.newPage();
  await signIn(page, user.userName, user.password, true);
  const kept = await storedToken(page);
  expect(kept.local).toBeTruthy();
  expect(kept.session).toBeNull();
  // localStorage outlives the tab: a fresh tab opens straight into the shell.
  const second = await remembered.newPage();
  await second.goto('/');
  await expect(second.getByRole('heading', { name: 'Welcome, Erin Tester' })).toBeVisible();
  await remembered.close();

  const forgetful = await browser.newContext();
  const tab = await forgetful.newPage();
  await signIn(tab, user.userName, user.password, false);
  const session = await storedToken(tab);
  expect(session.local).toBeNull();
  expect(session.session).toBeTruthy();
  const other = await forgetful.newPage();
  await other.goto('/');
  await expect(other).toHaveURL(/\/login$/);
  await forgetful.close();
});

test('after sign-in the user lands where they were headed; /login sends a signed-in user home', async ({ page }) => {
  await page.goto('/notifications?show=dismissed');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username').fill(ADMIN.userName);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/\/notifications\?show=dismissed$/);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();

  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: /^Welcome,/ })).toBeVisible();
});

test('a 401 on any call logs the user out once; signing in again returns to the screen', async ({ page }) => {
  // The screen's own reads once it is drawn (the header's notices, the home page's work queue) are
  // let through first, or one of them would be the call that meets the expired token, before the
  // test's own click.
  const read = (path: string) => page.waitForResponse((r) => new URL(r.url()).pathname === path);
  const [preview, queue] = [read('/api/notification'), read('/api/home/queue')];
  await signIn(page, ADMIN.userName, ADMIN.password);
  expect((await preview).status()).toBe(200);
  expect((await queue).status()).toBe(200);
  // The server stops accepting the stored token, as when it has expired.
  await page.evaluate(() => sessionStorage.setItem('jwtToken', 'expired.token.value'));
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('link', { name: 'View more' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Your session has ended')).toHaveCount(1);
  expect(await storedToken(page)).toEqual({ local: null, session: null });

  await page.getByLabel('Username').fill(ADMIN.userName);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test('forgot password mails a single-use link that sets a new password', async ({ page }) => {
  const user = await createUser(page.request);
  const email = `${user.userName}@example.com`;
  const newPassword = 'Fresh@2468';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/account\/forgot-password$/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('E-mail sent')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('reset');

  const link = await resetLinkFor(page.request, email);
  await page.goto(link);
  await page.getByLabel('New password').fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password no longer works; the new one does.
  await page.getByLabel('Username').fill(user.userName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(toast(page, 'The user name or password is incorrect.')).toBeVisible();
  await signIn(page, user.userName, newPassword);
  await logOut(page);

  // The same link a second time is refused.
  await page.goto(link);
  await page.getByLabel('New password').fill('Other@1357');
  await page.getByLabel('Confirm password').fill('Other@1357');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'invalid or has expired' })).toBeVisible();
  await expect(page.getByText('Your password has been reset')).toHaveCount(0);
});

test('the reset form applies the password rule before calling the server', async ({ page }) => {
  await page.goto('/account/reset-password?token=1.abc');
  await page.getByLabel('New password').fill('short');
  await page.getByLabel('Confirm password').fill('different');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/Password must be at least 6 characters/).last()).toBeVisible();
  await expect(page.getByText('Passwords do not match on both fields')).toBeVisible();

  await page.goto('/account/reset-password');
  await expect(page.getByText('This address has no reset token.', { exact: false })).toBeVisible();
});
