import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { ADMIN, apiToken, createUser, PASSWORD, unique } from './support';

const DELETE_TEXT =
  'Please confirm you would like to delete the selected User account. This action cannot be reversed and all associated records will also be deleted!';
const PASSWORD_RULE =
  'Password must be at least 6 characters with one upper case, one lower case, one special character and one numeric digit';

interface UserRecord {
  id: number;
  userName: string;
  title: string;
  clientId: number;
  companyName: string;
  userTypeId: number;
  version: number;
  claims: { type: string; value: string }[];
  projects: number[];
  [key: string]: unknown;
}

async function getUser(request: APIRequestContext, id: number) {
  const res = await request.get(`/api/user/${id}`, { headers: { Authorization: `Bearer ${await apiToken(request)}` } });
  return { status: res.status(), user: res.ok() ? ((await res.json()) as UserRecord) : null };
}

async function projects(request: APIRequestContext, clientId?: number) {
  const res = await request.get(`/api/user/assignableProjects${clientId ? `?clientId=${clientId}` : ''}`, {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
  });
  return ((await res.json()) as { items: { id: number; number: string; customerId: number }[] }).items;
}

async function openUser(page: Page, id: number) {
  await page.goto(`/users/${id}`);
  await expect(page.getByRole('button', { name: 'Update' })).toBeEnabled();
}

const toast = (page: Page, text: string) => page.getByRole('alert').filter({ hasText: text });

/**
 * Starts the tab signed in with a token from the API: the sign-in screen has its own tests, and
 * skipping it here keeps this file fast. The app reads the token where the sign-in screen puts it.
 */
async function startSession(
  page: Page,
  request: APIRequestContext,
  userName = ADMIN.userName,
  password = ADMIN.password,
) {
  const token = await apiToken(request, userName, password);
  await page.goto('/api/health');
  await page.evaluate((t) => {
    localStorage.clear();
    sessionStorage.setItem('jwtToken', t);
  }, token);
}

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

test('permission implications: Create ticks View, View is locked, column select-all', async ({ page, request }) => {
  const { id } = await createUser(request);
  await openUser(page, id);
  const view = page.getByRole('checkbox', { name: 'Project View' });
  await page.getByRole('checkbox', { name: 'Project Create' }).check();
  await expect(view).toBeChecked();
  await expect(view).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Project Create' }).uncheck();
  await expect(view).toBeEnabled();
  await view.uncheck();

  await page.getByRole('checkbox', { name: 'Select all Update' }).check();
  for (const module of ['User', 'PO', 'Invoice', 'Reports']) {
    await expect(page.getByRole('checkbox', { name: `${module} Update` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `${module} View` })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: `${module} View` })).toBeDisabled();
  }
  await expect(page.getByRole('checkbox', { name: 'Select all View' })).toBeChecked();
  await page.getByRole('checkbox', { name: 'Select all Update' }).uncheck();
  await expect(page.getByRole('checkbox', { name: 'Invoice View' })).toBeEnabled();
  await page.getByRole('checkbox', { name: 'Inventory Delete' }).check();
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'updated')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Inventory Delete' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Inventory View' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Invoice View' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Invoice Update' })).not.toBeChecked();
});

test('ticking Admin hides the Module Access and Project Access panels', async ({ page, request }) => {
  const { id } = await createUser(request);
  await openUser(page, id);
  await expect(page.getByRole('heading', { name: 'Module Access' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Project Access' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Admin' }).check();
  await expect(page.getByRole('heading', { name: 'Module Access' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Project Access' })).toBeHidden();
  await page.getByRole('checkbox', { name: 'Admin' }).uncheck();
  await expect(page.getByRole('heading', { name: 'Module Access' })).toBeVisible();
});

test('client user rules: no admin, no Reports/Proposal/AddressBook, company projects only', async ({
  page,
  request,
}) => {
  const all = await projects(request);
  const customerId = all[0]!.customerId;
  const own = await projects(request, customerId);
  const other = all.find((p) => p.customerId !== customerId)!;
  const { id, userName } = await createUser(request, {
    clientId: customerId,
    isAdmin: true,
    claims: [
      { type: 'Reports', value: 'View' },
      { type: 'Project', value: 'View' },
    ],
    projects: [own[0]!.id, other.id],
  });
  const provider = (await getUser(request, 1)).user!.companyName;
  await openUser(page, id);
  await expect(page.getByRole('heading', { name: 'Module Access' })).toBeHidden();

  await page.getByRole('radio', { name: 'Client' }).check();
  await expect(page.getByRole('checkbox', { name: 'Admin' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: 'Project View' })).toBeChecked();
  for (const module of ['Reports', 'Proposal', 'AddressBook']) {
    await expect(page.getByRole('checkbox', { name: `${module} View` })).toHaveCount(0);
  }
  // Only the company's projects are offered; the other company's project is no longer selected.
  const list = page.getByRole('table', { name: 'Project access' });
  await expect(list.getByRole('row')).toHaveCount(own.length + 1);
  await expect(list.getByRole('checkbox', { name: `Project ${own[0]!.number}` })).toBeChecked();
  await expect(list.getByRole('checkbox', { name: `Project ${other.number}` })).toHaveCount(0);
  await expect(page.getByText('1 selected')).toBeVisible();

  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, `User ${userName} updated`)).toBeVisible();
  const saved = (await getUser(request, id)).user!;
  expect(saved.userTypeId).toBe(2);
  expect(saved.isAdmin).toBe(false);
  expect(saved.claims).toEqual([{ type: 'Project', value: 'View' }]);
  expect(saved.projects).toEqual([own[0]!.id]);

  // Another company: its projects are offered, and the first company's project is dropped.
  await selectCompanyOf(page, request, other.customerId);
  await expect(list.getByRole('checkbox', { name: `Project ${other.number}` })).not.toBeChecked();
  await expect(page.getByText('0 selected')).toBeVisible();

  // Back to a staff type: the company goes back to the provider's own.
  await page.getByRole('radio', { name: 'Staff' }).check();
  await expect(page.getByRole('combobox', { name: /^Company/ })).toHaveValue(provider);
  await expect(page.getByRole('checkbox', { name: 'Admin' })).toBeEnabled();
  await expect(page.getByRole('checkbox', { name: 'Reports View' })).toBeVisible();
});

async function selectCompanyOf(page: Page, request: APIRequestContext, clientId: number) {
  const res = await request.post('/api/client/getCompanyDetails', {
    headers: { Authorization: `Bearer ${await apiToken(request)}` },
    data: { searchTerm: '', _requiredData: 25, _includeIds: [clientId] },
  });
  const name = ((await res.json()) as { id: number; name: string }[]).find((c) => c.id === clientId)!.name;
  const company = page.getByRole('combobox', { name: /^Company/ });
  await company.click();
  await company.fill(name.slice(0, 8));
  await page.getByRole('option', { name }).click();
  await expect(company).toHaveValue(name);
}

test('searches the projects by number after a 500 ms pause', async ({ page, request }) => {
  const target = (await projects(request))[1]!;
  const { id } = await createUser(request);
  await openUser(page, id);
  const list = page.getByRole('table', { name: 'Project access' });
  await expect(list.getByRole('row').nth(2)).toBeVisible();

  const searches: string[] = [];
  page.on('request', (r) => {
    const term = new URL(r.url()).searchParams.get('searchTerm');
    if (r.url().includes('/api/user/assignableProjects') && term) searches.push(term);
  });
  await page
    .getByRole('textbox', { name: 'Search projects by number' })
    .pressSequentially(target.number, { delay: 60 });
  const typedAt = Date.now();
  await expect(list.getByRole('row')).toHaveCount(2);
  await expect(list.getByRole('checkbox', { name: `Project ${target.number}` })).toBeVisible();
  expect(Date.now() - typedAt).toBeGreaterThanOrEqual(400);
  // One search, for the whole number: no request per keystroke.
  expect(searches).toEqual([target.number]);

  await page.getByRole('checkbox', { name: 'Select all projects' }).check();
  await expect(list.getByRole('checkbox', { name: `Project ${target.number}` })).toBeChecked();
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
