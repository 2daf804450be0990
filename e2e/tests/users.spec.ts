import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, createUser, PASSWORD, unique } from './support';
import { getUser, openUser, startSession, toast } from './users-support';

const DELETE_TEXT =
  'Please confirm you would like to delete the selected User account. This action cannot be reversed and all associated records will also be deleted!';
const PASSWORD_RULE =
  'Password must be at least 6 characters with one upper case, one lower case, one special character and one numeric digit';

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
});

test('creates a user through the form, then finds it in the list', async ({ page }) => {
  const userName = unique('new');
  await page.goto('/users/create');
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Quill');
  await page.getByLabel('Title').fill('Dispatcher');
  await page.getByLabel('Email').fill(`${userName}@example.com`);
  await page.getByLabel('User name').fill(userName);
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(PASSWORD);
  await page.getByRole('radio', { name: 'Staff' }).check();
  await page.getByRole('checkbox', { name: 'Shipment Update' }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  await expect(toast(page, `User ${userName} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  await expect(page.getByRole('heading', { name: `Edit User ${userName}` })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Shipment View' })).toBeChecked();

  await page.goto('/users');
  await page.getByRole('textbox', { name: 'Search users' }).fill(userName);
  const row = page.getByRole('row').filter({ hasText: userName });
  await expect(row).toContainText('Nora Quill');
  await expect(row).toContainText('Active');
});

test('updates a user: toast, and the change survives a reload', async ({ page, request }) => {
  const { id, userName } = await createUser(request);
  await openUser(page, id);
  await page.getByLabel('Title').fill('Night Shift Lead');
  await page.getByRole('radio', { name: 'Inactive' }).check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, `User ${userName} updated`)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Night Shift Lead');
  await expect(page.getByRole('radio', { name: 'Inactive' })).toBeChecked();
  await expect(page.getByLabel('User name')).toHaveAttribute('readonly', '');

  // The record history names who created and who last updated the user, MM-DD-YYYY hh:mm a.
  await page.getByRole('button', { name: 'Record history' }).focus();
  const stamp = String.raw`\d{2}-\d{2}-\d{4} \d{2}:\d{2} (am|pm)`;
  await expect(page.getByRole('tooltip')).toContainText(new RegExp(`Created by ${ADMIN.userName} on ${stamp}`));
  await expect(page.getByRole('tooltip')).toContainText(new RegExp(`Updated by ${ADMIN.userName} on ${stamp}`));
});

test('without User:Update and User:Delete the user screen is read-only', async ({ page, request }) => {
  const target = await createUser(request);
  const viewer = await createUser(request, {
    claims: [
      { type: 'AddressBook', value: 'View' },
      { type: 'User', value: 'View' },
    ],
  });
  await startSession(page, request, viewer.userName, viewer.password);
  await page.goto(`/users/${target.id}`);
  await expect(page.getByLabel('First name')).toHaveValue('Erin');
  await expect(page.getByRole('button', { name: 'Update' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await expect(page.getByLabel('First name')).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Project View' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Close' })).toBeVisible();
});

test('shows the validation messages of the user form', async ({ page, request }) => {
  const { id } = await createUser(request);
  await openUser(page, id);
  const required = page.getByText('This field is required', { exact: true });
  await page.getByLabel('First name').fill('');
  await page.getByLabel('Last name').fill('');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('textbox', { name: /^Password/ }).fill('abc');
  await page.getByRole('button', { name: 'Update' }).click();

  await expect(required).toHaveCount(2);
  await expect(page.getByText('Email not in correct format!')).toBeVisible();
  await expect(page.getByText(PASSWORD_RULE)).toBeVisible();
  // Every message at once, the password pair included, not one round at a time.
  await expect(page.getByText('Passwords do not match on both fields')).toBeVisible();
  await expect(page.getByLabel('First name')).toBeFocused();

  // After a submit the messages follow the typing.
  await page.getByLabel('Email').fill('');
  await expect(required).toHaveCount(3);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Byron');
  await page.getByLabel('Email').fill(`${unique('ada')}@example.com`);
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(`${PASSWORD}x`);
  await expect(page.getByText('Passwords do not match on both fields')).toBeVisible();
  await expect(required).toHaveCount(0);

  // Only the confirmation filled: the password itself is required.
  await page.getByRole('textbox', { name: /^Password/ }).fill('');
  await expect(required).toHaveCount(1);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill('');
  await expect(required).toHaveCount(0);

  await page.getByRole('button', { name: 'Clear company' }).click();
  await expect(page.getByText('This field is required!')).toBeVisible();

  // The user type is required too (a new user has none chosen).
  await page.goto('/users/create');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('This field is required!')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /^User type/ })).toHaveAccessibleDescription(
    /This field is required!/,
  );
});

test('shows the server field errors on the fields', async ({ page, request }) => {
  const taken = await createUser(request);
  await page.goto('/users/create');
  await page.getByLabel('First name').fill('Dup');
  await page.getByLabel('Last name').fill('Licate');
  await page.getByLabel('Email').fill(`${unique('dup')}@example.com`);
  await page.getByLabel('User name').fill(taken.userName);
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(PASSWORD);
  await page.getByRole('radio', { name: 'Staff' }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('This user name is already taken.').first()).toBeVisible();
  await expect(page.getByLabel('User name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/users/create');
});

test('deletes a user through the confirmation dialog', async ({ page, request }) => {
  const { id, userName } = await createUser(request);
  await openUser(page, id);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete User' });
  await expect(dialog).toContainText(DELETE_TEXT);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `User ${userName} deleted`)).toBeVisible();
  await expect(page).toHaveURL('/users');
  expect((await getUser(request, id)).status).toBe(404);
});

test("refuses to delete the signed-in user: Can't delete signed in user!", async ({ page, request }) => {
  const me = await createUser(request, { isAdmin: true });
  await startSession(page, request, me.userName, me.password);
  await openUser(page, me.id);
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, "Can't delete signed in user!")).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await getUser(request, me.id)).status).toBe(200);
});

test('a save over someone else’s change is refused and offers a reload', async ({ page, request }) => {
  const { id } = await createUser(request);
  await openUser(page, id);
  const { user } = await getUser(request, id);
  const res = await request.put('/api/user', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { ...user, title: 'Changed elsewhere', password: '', confirmPassword: '' },
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.getByLabel('Title').fill('Changed here');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Someone else changed this user')).toBeVisible();
  await page.getByRole('button', { name: 'Reload user' }).click();
  await expect(page.getByLabel('Title')).toHaveValue('Changed elsewhere');
});
