import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { PHOTO } from './inbound-support';
import { projectWithInventory } from './inventory-support';
import {
  api,
  apiToken,
  createProject,
  createUser,
  dayFrom,
  type Project,
  seriousViolations,
  signIn,
  unique,
} from './support';

/**
 * The client's portal: a client user's home shows their own company's goods at a glance (an alert
 * expected, what is on hand, an open invoice and its balance, their latest photo and document),
 * and leads to an advance notice and a release; another company's records never show. A staff
 * user's home keeps its work queue and shows no portal.
 */

/** An alert expected in `days`, of two lines, announced through the API as admin. */
async function expectedAlert(request: APIRequestContext, projectId: number, days: number) {
  const made = await api(request, 'POST', '/api/ra', {
    projectId,
    expectedDate: dayFrom(days),
    items: [
      { description: 'Reception desk', quantityExpected: '1' },
      { description: 'Filing cabinet', quantityExpected: '6' },
    ],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: number; number: string };
}

/** An approved invoice of one charge of 1,250.40 (a fuel surcharge of 1 at 1,250.40), billed to the project's customer. */
async function billedInvoice(request: APIRequestContext, projectId: number) {
  const { body: types } = await api(request, 'GET', '/api/chargeType');
  const typeId = (types as { id: number; name: string }[]).find((t) => t.name === 'Fuel surcharge')?.id;
  const charge = await api(request, 'POST', '/api/charges', {
    projectId,
    containerModule: 'Project',
    typeId,
    description: unique('Fuel surcharge '),
    quantity: '1',
    rate: '1250.40',
  });
  expect(charge.status, JSON.stringify(charge.body)).toBe(201);
  const made = await api(request, 'POST', '/api/invoices', { projectId, chargeIds: [charge.body.id] });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const approved = await api(request, 'PUT', '/api/invoices', { ...made.body, statusId: 2 });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  return approved.body as { id: number; number: string };
}

/** A file of the project's own (its Files tab), uploaded as admin. */
async function upload(request: APIRequestContext, project: Project, name: string, mimeType: string, buffer: Buffer) {
  const res = await request.post('/api/file/uploadFiles', {
    headers: { Authorization: `Bearer ${await apiToken(request)}`, 'X-Requested-With': 'XMLHttpRequest' },
    multipart: {
      projectId: String(project.id),
      transactionType: 'Project',
      folderName: '',
      file: { name, mimeType, buffer },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

const portalOf = (page: Page) => page.getByRole('region', { name: 'Your goods at a glance' });

test("a client's home shows their goods at a glance, and nothing of another company's", async ({ page }) => {
  test.setTimeout(180_000);
  // Theirs: 39 units on hand (10 tables, 24 chairs, 5 lamps), an alert expected in 3 days, an
  // invoice of 1,250.40 billed, a photo and a packing list.
  const { project } = await projectWithInventory(page);
  const alert = await expectedAlert(page.request, project.id, 3);
  const invoice = await billedInvoice(page.request, project.id);
  const photo = `${unique('dock-')}.png`;
  const list = `${unique('packing-list-')}.csv`;
  await upload(page.request, project, photo, 'image/png', PHOTO);
  await upload(page.request, project, list, 'text/csv', Buffer.from('Item,Quantity\nCH-100,4\n'));
  // Another company's project with an alert expected sooner and an invoice: never theirs to see.
  const other = await createProject(page.request);
  const otherAlert = await expectedAlert(page.request, other.id, 1);
  const otherInvoice = await billedInvoice(page.request, other.id);

  const client = await createUser(page.request, {
    userTypeId: 2,
    clientId: project.customerId,
    claims: [
      ...['Project', 'Shipment', 'RA', 'Inventory', 'PickTicket', 'Invoice'].map((type) => ({ type, value: 'View' })),
      { type: 'RA', value: 'Create' },
      { type: 'PickTicket', value: 'Create' },
    ],
    projects: [project.id],
  });
  await signIn(page, client.userName, client.password);
  const portal = portalOf(page);
  await expect(portal).toBeVisible();

  const incoming = portal.getByRole('region', { name: 'Incoming' });
  const alertLink = incoming.getByRole('link', { name: alert.number, exact: true });
  await expect(alertLink).toBeVisible();
  await expect(incoming).toContainText('2 lines');
  await expect(incoming.getByText('Nothing on the way.')).toBeVisible();
  await expect(portal.getByRole('region', { name: 'On hand' })).toContainText('39');
  const invoices = portal.getByRole('region', { name: 'Open invoices' });
  await expect(invoices.getByRole('link', { name: invoice.number, exact: true })).toBeVisible();
  // The total and the invoice's own balance.
  await expect(invoices.getByText('1,250.40')).toHaveCount(2);
  await expect(invoices).toContainText('owed on 1 open invoice');
  await expect(portal.getByRole('region', { name: 'Releases' })).toContainText(
    'Nothing delivered in the last 30 days.',
  );
  await expect(portal.getByRole('region', { name: 'Exceptions' })).toContainText('No exceptions in the last 90 days.');
  // The photo as a thumbnail, read with the token once it scrolls into view; the document listed with Download.
  const files = portal.getByRole('region', { name: 'Recent files' });
  const thumb = files.getByRole('button', { name: `View photo ${photo}` });
  await thumb.scrollIntoViewIfNeeded();
  await expect(thumb.locator('img')).toHaveAttribute('src', /^blob:/);
  await thumb.click();
  const viewer = page.getByRole('dialog', { name: photo });
  await expect(viewer.getByRole('img', { name: photo })).toHaveAttribute('src', /^blob:/);
  await expect(viewer.getByRole('button', { name: 'Download' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  const downloaded = page.waitForEvent('download');
  await files.getByRole('button', { name: `Download ${list}` }).click();
  expect((await downloaded).suggestedFilename()).toBe(list);

  // Nothing of the other company's.
  const main = page.getByRole('main');
  await expect(main).not.toContainText(otherAlert.number);
  await expect(main).not.toContainText(otherInvoice.number);
  await expect(main).not.toContainText(other.number);
  expect(await seriousViolations(page)).toEqual([]);

  // What they may start from here.
  await expect(portal.getByRole('link', { name: 'Send an advance notice' })).toHaveAttribute(
    'href',
    '/receiving-alerts/create',
  );
  await expect(portal.getByRole('link', { name: 'Ask for a release' })).toHaveAttribute('href', '/pick-tickets/create');

  // At phone width the cards stack, one under the other.
  await page.setViewportSize({ width: 390, height: 844 });
  const first = await incoming.boundingBox();
  const second = await portal.getByRole('region', { name: 'On hand' }).boundingBox();
  expect(second?.x).toBe(first?.x);
  expect(second!.y).toBeGreaterThan(first!.y);
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: the alert's link opens the alert.
  await alertLink.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/receiving-alerts/${alert.id}`);
});

test('a client who may view only their stock: the portal retries a failed read, shows no other part and no action', async ({
  page,
}) => {
  const project = await createProject(page.request);
  const client = await createUser(page.request, {
    userTypeId: 2,
    clientId: project.customerId,
    claims: [{ type: 'Inventory', value: 'View' }],
    projects: [project.id],
  });
  // The portal's first read fails: it says so, and Try again reads it again.
  await page.route('**/api/portal', (route) =>
    route.fulfill({ status: 503, json: { message: 'The server is busy', messages: ['The server is busy'] } }),
  );
  await signIn(page, client.userName, client.password);
  const portal = portalOf(page);
  const failed = portal.getByRole('alert').filter({ hasText: 'Could not load your goods at a glance' });
  await expect(failed).toContainText('The server is busy');
  expect(await seriousViolations(page)).toEqual([]);
  await page.unroute('**/api/portal');
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(portal.getByRole('region', { name: 'On hand' })).toContainText('Nothing on hand right now.');
  await expect(portal.getByRole('region', { name: 'Recent files' })).toContainText('No files yet.');
  for (const name of ['Incoming', 'Releases', 'Exceptions', 'Open invoices']) {
    await expect(portal.getByRole('region', { name })).toHaveCount(0);
  }
  await expect(portal.getByRole('link', { name: 'Send an advance notice' })).toHaveCount(0);
  await expect(portal.getByRole('link', { name: 'Ask for a release' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test("a staff user's home has its work queue and no portal", async ({ page }) => {
  const project = await createProject(page.request);
  const staff = await createUser(page.request, {
    claims: ['RA', 'Inventory', 'Invoice'].map((type) => ({ type, value: 'View' })),
    projects: [project.id],
  });
  await signIn(page, staff.userName, staff.password);
  await expect(page.getByRole('region', { name: 'Waiting for you' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your modules' })).toBeVisible();
  await expect(portalOf(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send an advance notice' })).toHaveCount(0);
});
