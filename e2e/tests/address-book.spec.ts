import { expect, type Page, test } from '@playwright/test';
import { shootBothWidths } from './screens-support';
import { api, createCompany, createProject, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/** /address-books: the list by client type, a client created with an address and a contact, edited in place. */

const table = (page: Page) => page.getByRole('table', { name: 'Clients' });
const bodyRows = (page: Page) => table(page).locator('tbody').getByRole('row');
const addresses = (page: Page) => page.getByRole('list', { name: 'Addresses' });
const contacts = (page: Page) => page.getByRole('list', { name: 'Contacts' });

async function chooseOption(page: Page, combobox: ReturnType<Page['getByRole']>, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
});

test('the list switches between client types, keeps the type in the address and exports it', async ({ page }) => {
  await createCompany(page.request, 2);
  const { body: vendors } = await api(page.request, 'POST', '/api/client/search', {
    searchFields: { typeId: '2' },
    pageSize: 100,
  });
  await page.goto('/address-books');
  await expect(page.getByRole('heading', { name: 'Address Book', level: 1 })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(bodyRows(page).first()).toBeVisible();

  await page.getByText('Vendors', { exact: true }).click();
  await expect(page).toHaveURL(/f\.typeId=2/);
  await expect(page.getByRole('radio', { name: 'Vendors' })).toBeChecked();
  // Other tests add vendors alongside: the list counts at least those there before it opened, and
  // shows a page of them (once the vendors' answer replaced the list's previous one).
  const range = page.getByText(/ of [\d,]+ vendors$/);
  const shown = async () => {
    const total = Number(/ of ([\d,]+) vendors$/.exec((await range.textContent()) ?? '')?.[1]?.replace(/,/g, ''));
    return { atLeastBefore: total >= vendors.totalCount, rows: (await bodyRows(page).count()) === Math.min(25, total) };
  };
  await expect.poll(shown).toEqual({ atLeastBefore: true, rows: true });
  await expect(page.getByRole('link', { name: 'Create vendor' })).toHaveAttribute(
    'href',
    '/address-books/create?type=2',
  );

  // A reload shows the same type.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Vendors' })).toBeChecked();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  await page.getByRole('menuitem', { name: /CSV/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
});

test('creates a customer with an address and a contact, then edits them in place', async ({ page }) => {
  const name = unique('Customer ');
  await page.goto('/address-books?f.typeId=1');
  await page.getByRole('link', { name: 'Create customer' }).click();
  await expect(page).toHaveURL('/address-books/create?type=1');
  await expect(page.getByRole('heading', { name: 'Create Client', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Type' })).toHaveValue('Customer');

  // Create refuses a client without a name.
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill(name);

  // An address: the first one is the primary one.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(addresses(page).getByText('This field is required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('77 Pier Road');
  await page.getByRole('textbox', { name: 'City' }).fill('Portland');
  await chooseOption(page, page.getByRole('combobox', { name: 'State' }), 'Maine');
  await page.getByRole('textbox', { name: 'Postal code' }).fill('04101');
  await expect(page.getByRole('checkbox', { name: 'Primary address' })).toBeChecked();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(addresses(page).getByRole('listitem')).toHaveCount(1);
  await expect(addresses(page)).toContainText('77 Pier Road');
  await expect(addresses(page)).toContainText('Portland, ME 04101');
  await expect(addresses(page)).toContainText('Primary');

  // A contact with a phone number and an e-mail address.
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Lindgren');
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Logistics Manager');
  await page.getByRole('textbox', { name: 'Phone or e-mail 1' }).fill('(555) 123-4567');
  await page.getByRole('button', { name: 'Add phone or e-mail' }).click();
  await chooseOption(page, page.getByRole('combobox', { name: 'Contact type 2' }), 'E-mail');
  await page.getByRole('textbox', { name: 'Phone or e-mail 2' }).fill('nora@example.com');
  await shootBothWidths(page, 'address-book-create', async () => {
    await expect(page.getByRole('button', { name: 'Done' })).toBeVisible();
  });
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(contacts(page)).toContainText('Nora Lindgren');
  await expect(contacts(page).getByRole('link', { name: 'nora@example.com' })).toHaveAttribute(
    'href',
    'mailto:nora@example.com',
  );

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, `${name} created`)).toBeVisible();
  await expect(page).toHaveURL(/\/address-books\/\d+$/);
  const id = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

  const { body: saved } = await api(page.request, 'GET', `/api/client/${id}`);
  expect(saved).toMatchObject({
    name,
    typeId: 1,
    addresses: [{ address1: '77 Pier Road', city: 'Portland', state: 'ME', postalCode: '04101', isPrimary: true }],
    contacts: [
      {
        firstName: 'Nora',
        lastName: 'Lindgren',
        title: 'Logistics Manager',
        contactInfos: [
          { contactType: 'Phone', value: '(555) 123-4567' },
          { contactType: 'E-mail', value: 'nora@example.com' },
        ],
      },
    ],
  });

  // In place on the saved client: each change saves at once.
  await page.getByRole('button', { name: 'Edit address 77 Pier Road' }).click();
  await page.getByRole('textbox', { name: 'Address line 2' }).fill('Building C');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, `${name} updated`)).toBeVisible();
  await expect(addresses(page)).toContainText('Building C');

  // A second address saved as primary takes the mark from the first.
  await page.getByRole('button', { name: 'Add address' }).click();
  await page.getByRole('textbox', { name: 'Address line 1' }).fill('5 Dock Street');
  await page.getByRole('textbox', { name: 'City' }).fill('Bangor');
  await page.getByRole('checkbox', { name: 'Primary address' }).check();
  await page.getByRole('textbox', { name: 'City' }).press('Enter');
  await expect(addresses(page).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('button', { name: 'Make primary: address 77 Pier Road' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make primary: address 5 Dock Street' })).toHaveCount(0);
  await expect
    .poll(async () =>
      (await api(page.request, 'GET', `/api/client/${id}`)).body.addresses.map(
        (a: { isPrimary: boolean }) => a.isPrimary,
      ),
    )
    .toEqual([false, true]);

  await page.getByRole('button', { name: 'Edit contact Nora Lindgren' }).click();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Director of Logistics');
  await page.getByRole('button', { name: 'Save contact' }).click();
  await expect(contacts(page)).toContainText('Director of Logistics');

  await shootBothWidths(page, 'address-book-detail', async () => {
    await expect(addresses(page).getByRole('listitem')).toHaveCount(2);
  });
  expect(await seriousViolations(page)).toEqual([]);

  // The history tab lists every change, newest first.
  const tabs = page.getByRole('navigation', { name: /sections$/ });
  await tabs.getByRole('link', { name: /^History/ }).click();
  await expect(page).toHaveURL(`/address-books/${id}/history`);
  const history = page.getByRole('list', { name: 'History of this client' });
  await expect(history.getByRole('listitem')).toHaveCount(4);
  await expect(history.getByRole('listitem').first()).toContainText('Director of Logistics');
  await shootBothWidths(page, 'address-book-history', async () => {
    await expect(history).toBeVisible();
  });
  expect(await seriousViolations(page)).toEqual([]);

  // Nothing uses the new customer: it can be deleted.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Client' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${name} deleted`)).toBeVisible();
  await expect(page).toHaveURL('/address-books');
});

test('a customer with projects shows them, and deleting it shows why the server refuses', async ({ page }) => {
  const customer = await createCompany(page.request, 1, {
    addresses: [
      { address1: '100 Harbor Street', city: 'Boston', isPrimary: true },
      { address1: 'PO Box 4100', address2: 'Accounts Payable', city: 'Chicago' },
    ],
    contacts: [
      { title: 'Project Manager', firstName: 'Maria', lastName: 'Gonzalez' },
      { title: 'Accounts Payable', firstName: 'Grace', lastName: 'Kim' },
    ],
  });
  const project = await createProject(page.request, { customerId: customer.id });
  await page.goto(`/address-books/${project.customerId}`);
  await expect(page.getByRole('heading', { name: project.customerName, level: 1 })).toBeVisible();
  await expect(addresses(page).getByRole('listitem')).toHaveCount(2);
  await expect(contacts(page).getByRole('listitem')).toHaveCount(2);
  await shootBothWidths(page, 'address-book-customer', async () => {
    await expect(contacts(page).getByRole('listitem')).toHaveCount(2);
  });

  const tabs = page.getByRole('navigation', { name: /sections$/ });
  await tabs.getByRole('link', { name: /^Projects/ }).click();
  const grid = page.getByRole('table', { name: 'Projects of this client' });
  await expect(grid.getByRole('link', { name: project.number })).toBeVisible();
  await shootBothWidths(page, 'address-book-projects', async () => {
    await expect(grid.getByRole('link', { name: project.number })).toBeVisible();
  });
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Client' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${project.customerName} cannot be deleted: it is used by`)).toBeVisible();
  await expect(page).toHaveURL(`/address-books/${project.customerId}/projects`);

  await grid.getByRole('link', { name: project.number }).click();
  await expect(page.getByRole('heading', { name: `Project ${project.number}`, level: 1 })).toBeVisible();
});

test('the address book list has no serious accessibility violations, at desktop and phone widths', async ({ page }) => {
  await page.goto('/address-books');
  await expect(bodyRows(page).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'address-book-list', async () => {
    await expect(bodyRows(page).first()).toBeVisible();
  });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/address-books/987654');
  await expect(page.getByRole('alert')).toContainText('Client not found');
});
