import { type APIRequestContext, expect, test } from '@playwright/test';
import { api, apiToken, createCompany, createProject } from './support';

/** A purchase order of the test's own: its project, vendor and the saved order. */
async function purchaseOrder(request: APIRequestContext) {
  const project = await createProject(request);
  const vendor = await createCompany(request, 2);
  const { body: po } = await api(request, 'POST', '/api/purchaseOrder', { projectId: project.id, vendorId: vendor.id });
  return { project, vendor, po: po as { id: number; number: string } };
}

/**
 * Before any of the app's code has arrived (here: held back for good), the page already shows
 * where the user is: the HTML paints the sign-in page's title and welcome line, or, with a session
 * stored, the screen's title and the line under it. The real server's Content-Security-Policy lets
 * that one inline script run (a refusal would leave the page blank and say so in the console).
 */
test.describe('the page frame painted from the HTML', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  });

  test('signed out, any address shows the sign-in title and welcome line', async ({ page }) => {
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto('/purchase-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Welcome back. Sign in to your FreightDesk account.')).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('signed in, a list shows its title and its line; a record its kind', async ({ page, request }) => {
    const token = await apiToken(request);
    await page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
    await page.goto('/purchase-orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase Orders' })).toBeVisible();
    await expect(
      page.getByText('What is ordered from vendors for each project, and how far it has shipped and been received.'),
    ).toBeVisible();
    await page.goto('/purchase-orders/create');
    await expect(page.getByRole('heading', { level: 1, name: 'Create Purchase Order' })).toBeVisible();
    await page.goto('/receiving-alerts/12/lines');
    await expect(page.getByRole('heading', { level: 1, name: 'Receiving Alert' })).toBeVisible();
  });

  test('signed in, a record shows its number and a line of its fields as soon as it is read', async ({
    page,
    request,
  }) => {
    const { project, vendor, po } = await purchaseOrder(request);
    const token = await apiToken(request);
    await page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
    await page.goto(`/purchase-orders/${po.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Purchase Order ${po.number}` })).toBeVisible();
    await expect(page.getByText(`Open · ${project.number} · ${project.name} · ${vendor.name}`)).toBeVisible();
    // A new record (id 0) and an address that is no record's are not read: the kind alone.
    await page.goto('/purchase-orders/0');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase Order' })).toBeVisible();
    await page.goto('/purchase-orders/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Purchase Order' })).toBeVisible();
  });

  test('the app takes the page over: the frame is gone once the screen is drawn', async ({ page }) => {
    await page.unrouteAll();
    await page.goto('/login');
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveCount(1);
    await expect(page.locator('.fdf-card')).toHaveCount(0);
  });

  test('the screen shows the record the frame read, without reading it again', async ({ page, request }) => {
    await page.unrouteAll();
    const { vendor, po } = await purchaseOrder(request);
    const token = await apiToken(request);
    await page.addInitScript((t) => localStorage.setItem('jwtToken', t), token);
    const reads: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === `/api/purchaseOrder/${po.id}`) reads.push(r.method());
    });
    await page.goto(`/purchase-orders/${po.id}`);
    await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible();
    await expect(page.getByText(vendor.name).first()).toBeVisible();
    await expect(page.locator('.fdf-main')).toHaveCount(0);
    expect(reads).toEqual(['GET']);
  });
});
