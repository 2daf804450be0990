import { expect, type Page, test } from '@playwright/test';
import { tabs } from './inbound-support';
import { api, createCompany, createProject } from './support';
import { startSession } from './users-support';

/**
 * By keyboard alone: after every move to another screen the focus is on that screen's heading, so
 * the next Tab reaches the screen's own controls, not the header's and the sidebar's again. A
 * record's tabs are one screen: moving between them leaves the focus on the tab.
 */

/** Where the focus is: inside the screen (main), or in the header or sidebar. */
const focusIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    return document.getElementById('main-content')?.contains(active)
      ? 'main'
      : `chrome ${active.outerHTML.slice(0, 200)}`;
  });

test('from the sidebar to a list, to a record and along its tabs, by keyboard', async ({ page, request }) => {
  const project = await createProject(request);
  const vendor = await createCompany(request, 2);
  const { body: po } = await api(request, 'POST', '/api/purchaseOrder', { projectId: project.id, vendorId: vendor.id });
  await startSession(page, request);
  await page.goto('/');

  // The sidebar's link, by Enter: the list's heading has the focus, and Tab goes on inside the list.
  const toPos = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Purchase Orders' });
  await toPos.focus();
  await page.keyboard.press('Enter');
  const listHeading = page.getByRole('heading', { name: 'Purchase Orders', level: 1 });
  // Once the screen's own code has drawn it and its reads are in (the frame's heading stands in before).
  await expect(page.getByRole('textbox', { name: /^Search/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(listHeading).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusIn(page)).toBe('main');

  // The record, from its row's link: its heading.
  await page
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill(po.number);
  const row = page.getByRole('link', { name: po.number, exact: true });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(tabs(page).getByRole('link', { name: /^Items/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: `Purchase Order ${po.number}`, level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusIn(page)).toBe('main');

  // A tab of the record: the focus stays on the tab just opened.
  const itemsTab = tabs(page).getByRole('link', { name: /^Items/ });
  await itemsTab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/purchase-orders/${po.id}/items$`));
  await expect(itemsTab).toBeFocused();

  // Back in history: the list again, at its heading.
  await page.goBack();
  await page.goBack();
  await expect(listHeading).toBeFocused();
});

test('a picker takes Enter on its one match', async ({ page, request }) => {
  const project = await createProject(request);
  const vendor = await createCompany(request, 2);
  await startSession(page, request);
  await page.goto('/purchase-orders/create');
  const projectBox = page.getByRole('combobox', { name: 'Project', exact: true });
  await projectBox.focus();
  await page.keyboard.type(project.number);
  const option = `${project.number} · ${project.customerName}`;
  await expect(page.getByRole('option', { name: option, exact: true })).toBeVisible();
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.keyboard.press('Enter');
  await expect(projectBox).toHaveValue(option);

  const vendorBox = page.getByRole('combobox', { name: 'Vendor', exact: true });
  await vendorBox.focus();
  await page.keyboard.type(vendor.name);
  await expect(page.getByRole('option', { name: vendor.name, exact: true })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(vendorBox).toHaveValue(vendor.name);
});

test('a new PO’s lines fit 1280 px with the sidebar open, Amount and the row’s actions in sight', async ({
  page,
  request,
}) => {
  await startSession(page, request);
  await page.setViewportSize({ width: 1280, height: 860 });
  await page.goto('/purchase-orders/create');
  await page.getByRole('button', { name: 'Add item' }).click();
  await page.keyboard.type('Walnut conference table');
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Amount' }) });
  const sideways = await table.evaluate((t) => t.scrollWidth - (t.parentElement?.clientWidth ?? 0));
  expect(sideways).toBeLessThanOrEqual(0);
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toBeInViewport();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeInViewport();
});

test('a pick ticket from the list to its Pick tab, and a unit picked, by keyboard alone', async ({ page, request }) => {
  const project = await createProject(request);
  const itemNumber = `KB-${Date.now() % 100000}`;
  const item = await api(request, 'POST', '/api/inventoryItems', {
    projectId: project.id,
    itemNumber,
    description: 'Keyboard walk crate',
    quantityOnHand: '4',
    reason: 'Counted for the keyboard walk',
    location: 'K-01-1',
  });
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  const { body: ticket } = await api(request, 'POST', '/api/pickTicket', {
    projectId: project.id,
    items: [{ inventoryItemId: item.body.id, quantity: '3' }],
  });
  await startSession(page, request);
  await page.goto('/');
  const toTickets = page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Pick Tickets' });
  await toTickets.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: /^Search/ }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Pick Tickets', level: 1 })).toBeFocused();

  // The row's link, reached from the search box by Tab, opened by Enter: the record's heading.
  await page.keyboard.press('Tab');
  expect(await focusIn(page)).toBe('main');
  await page
    .getByRole('textbox', { name: /^Search/ })
    .first()
    .fill(ticket.number);
  const link = page.getByRole('link', { name: ticket.number, exact: true });
  await expect(link).toBeVisible();
  await link.focus();
  await page.keyboard.press('Enter');
  const pickTab = tabs(page).getByRole('link', { name: /^Pick$/ });
  await expect(pickTab).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: `Pick Ticket ${ticket.number}`, level: 1 })).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await focusIn(page)).toBe('main');

  // The Pick tab by Enter: its scan field takes the focus (a ring scanner types into it at once),
  // and a scan picks one unit.
  await pickTab.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/pick-tickets/${ticket.id}/pick$`));
  const scan = page.getByRole('textbox', { name: 'Scan a location, then an item' });
  await expect(scan).toBeFocused();
  await page.keyboard.type(itemNumber);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(new RegExp(`^${itemNumber} at`)).getByText('1 of 3 picked')).toBeVisible();
  await expect(scan).toBeFocused();
  // Two reads in quick succession, as a scanner fires them, on a slow line (each answer takes 600 ms):
  // the second waits for the first, none is lost.
  await page.route('**/api/pickTicketItem/scan', async (route) => {
    await new Promise((done) => setTimeout(done, 600));
    await route.continue();
  });
  await page.keyboard.type(itemNumber);
  await page.keyboard.press('Enter');
  await page.keyboard.type(itemNumber);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(new RegExp(`^${itemNumber} at`)).getByText('Picked', { exact: true })).toBeVisible();
  await expect(scan).toBeFocused();
});
