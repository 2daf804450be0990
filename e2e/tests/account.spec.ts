import { expect, type Page, test } from '@playwright/test';
import { apiToken, createUser, PASSWORD, seriousViolations, signIn } from './support';

// The account's own dialogs in the user menu: Sign out everywhere and Change password. Both end
// every session of the user, this one included (docs/design.md section 5).
const toast = (page: Page, text: string | RegExp) => page.getByRole('alert').filter({ hasText: text });
const storedToken = (page: Page) =>
  page.evaluate(() => localStorage.getItem('jwtToken') ?? sessionStorage.getItem('jwtToken'));

async function openMenuItem(page: Page, name: string) {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name }).click();
}

test('Sign out everywhere ends every session of the user, this one included', async ({ browser, request }) => {
  const user = await createUser(request);
  const here = await browser.newContext();
  const elsewhere = await browser.newContext();
  const page = await here.newPage();
  const other = await elsewhere.newPage();
  await signIn(page, user.userName, user.password);
  await signIn(other, user.userName, user.password, true);
  const apiSession = await apiToken(request, user.userName, user.password);

  await openMenuItem(page, 'Sign out everywhere');
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await expect(dialog).toContainText('this one included');
  expect(await seriousViolations(page)).toEqual([]);
  // Cancel keeps everything as it was.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

  await openMenuItem(page, 'Sign out everywhere');
  await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'You are signed out on every device')).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  // The remembered session in the other browser has ended too: its next call is a 401.
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  expect(await storedToken(other)).toBeNull();
  const me = await request.get('/api/account/me', { headers: { Authorization: `Bearer ${apiSession}` } });
  expect(me.status()).toBe(401);

  // Signing in again works at once.
  await signIn(page, user.userName, user.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Erin Tester' })).toBeVisible();
  await here.close();
  await elsewhere.close();
});

test('Change password takes the current one, then asks to sign in again with the new one', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  const newPassword = 'Renewed@2468';
  await signIn(page, user.userName, user.password);
  const otherSession = await apiToken(request, user.userName, user.password);

  await openMenuItem(page, 'Change password');
  const dialog = page.getByRole('dialog', { name: 'Change your password' });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  // The rule and the match are checked before the server is asked.
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill('short');
  await dialog.getByLabel('Confirm new password').fill('other');
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText(/Password must be at least 6 characters/).last()).toBeVisible();
  await expect(dialog.getByText('Passwords do not match on both fields')).toBeVisible();
  // Field messages are readable: their red keeps 4.5:1 on white (WCAG 1.4.3).
  expect(await seriousViolations(page)).toEqual([]);

  // A wrong current password is the server's answer, on its field; nothing changes.
  await dialog.getByLabel('Current password').fill('Wrong@1234');
  await dialog.getByLabel('New password', { exact: true }).fill(newPassword);
  await dialog.getByLabel('Confirm new password').fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText('This is not your current password.')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');

  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Your password has been changed')).toBeVisible();
  const me = await request.get('/api/account/me', { headers: { Authorization: `Bearer ${otherSession}` } });
  expect(me.status()).toBe(401);

  // The old password no longer signs in; the new one does.
  await page.getByLabel('Username').fill(user.userName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign me in' }).click();
  await expect(toast(page, 'The user name or password is incorrect.')).toBeVisible();
  await signIn(page, user.userName, newPassword);
  await expect(page.getByRole('heading', { name: 'Welcome, Erin Tester' })).toBeVisible();
});

test('a holder of AddressBook:View alone opens /users/{id} (docs/requirements.md section 2), read-only', async ({
  page,
  request,
}) => {
  const target = await createUser(request, { title: 'Dock lead' });
  const reader = await createUser(request, { claims: [{ type: 'AddressBook', value: 'View' }] });
  await signIn(page, reader.userName, reader.password);
  await page.goto(`/users/${target.id}`);
  await expect(page.getByLabel('Title')).toHaveValue('Dock lead');
  await expect(page.getByLabel('First name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByText(/forbidden|permission/i)).toHaveCount(0);
});
