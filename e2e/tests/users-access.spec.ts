import { expect, test } from '@playwright/test';
import { createCompany, createProject, createUser, PASSWORD, unique } from './support';
import { getUser, openUser, selectCompanyOf, startSession, toast } from './users-support';

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
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
  // A customer of the test's own with two projects, and another company's project.
  const customerId = (await createCompany(request, 1)).id;
  const own = [await createProject(request, { customerId }), await createProject(request, { customerId })];
  const other = await createProject(request);
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

test('a new client user needs a customer company and is offered only its projects', async ({ page, request }) => {
  const customerId = (await createCompany(request, 1)).id;
  const own = [await createProject(request, { customerId }), await createProject(request, { customerId })];
  const userName = unique('cli');
  await page.goto('/users/create');
  await page.getByLabel('First name').fill('Cleo');
  await page.getByLabel('Last name').fill('Client');
  await page.getByLabel('Email').fill(`${userName}@example.com`);
  await page.getByLabel('User name').fill(userName);
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(PASSWORD);
  await page.getByRole('radio', { name: 'Client' }).check();
  // The provider's own company is no client user's company.
  await expect(page.getByRole('combobox', { name: /^Company/ })).toHaveValue('');
  await expect(page.getByText("Choose the client's company first")).toBeVisible();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('This field is required!')).toBeVisible();

  await selectCompanyOf(page, request, customerId);
  const list = page.getByRole('table', { name: 'Project access' });
  await expect(list.getByRole('row')).toHaveCount(own.length + 1);
  await list.getByRole('checkbox', { name: 'Select all projects' }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, `User ${userName} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/users\/\d+$/);
  const saved = (await getUser(request, Number(page.url().split('/').pop()))).user!;
  expect(saved.userTypeId).toBe(2);
  expect(saved.clientId).toBe(customerId);
  expect(saved.projects.toSorted((a, b) => a - b)).toEqual(own.map((p) => p.id).toSorted((a, b) => a - b));
});

test('searches the projects by number after a 500 ms pause', async ({ page, request }) => {
  // Two projects to list; the search narrows them to the second.
  const target = [await createProject(request), await createProject(request)][1]!;
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
