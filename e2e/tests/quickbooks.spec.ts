import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { billOfReceivedPo } from './inbound-support';
import { SHOTS_DIR, shootBothWidths } from './screens-support';
import { api, createCompany, createProject, dayFrom, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * QuickBooks Online connected (playwright.config.ts: a product server of its own, its worker every
 * second, talking to our local QuickBooks). A bill QuickBooks refuses shows on the exports screen
 * with QuickBooks' reason, and Retry sends it; an invoice approved is sent by itself, and when
 * its customer's payment is recorded in QuickBooks the invoice reads Paid. The local QuickBooks is
 * steered through its /__control door (a fault on the next create, a payment).
 */

const QUICKBOOKS = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3199) + 2}`;
const control = async (request: APIRequestContext, body: Record<string, unknown>) => {
  const res = await request.post(`${QUICKBOOKS}/__control`, { data: body });
  expect(res.ok()).toBe(true);
};
type Entity = { Id: string; DocNumber?: string; TotalAmt?: string };
const quickBooksHas = async (request: APIRequestContext, entity: string, docNumber: string) =>
  ((await (await request.get(`${QUICKBOOKS}/__state`)).json()).entities[entity] as Entity[]).filter(
    (e) => e.DocNumber === docNumber,
  );

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

/** A PO of two lines received in full and its vendor's bill of it, waiting in the queue. */
const pendingBill = (page: Page) => billOfReceivedPo(page, 'QB-', 2);

test('a bill QuickBooks refuses shows as failed with its reason, and Retry sends it once', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await startSession(page, request);
  const { billNumber, bill } = await pendingBill(page);

  // QuickBooks will refuse the next document it is sent: the period is closed there.
  await control(request, {
    fault: {
      code: '6000',
      message: 'A business validation error has occurred',
      detail: 'The books are closed for November',
    },
  });
  await page.goto(`/invoices/vendor-bills/${bill.id}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, /approved/)).toBeVisible();

  // The approval queued it; the worker tried it and QuickBooks refused it, which the bill says.
  const refusal = page.getByRole('alert').filter({ hasText: 'QuickBooks Online refused this bill' });
  await expect(async () => {
    await page.reload();
    await expect(refusal).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(refusal).toContainText('The books are closed for November');
  await expect(refusal.getByRole('link', { name: 'Exports to the books' })).toBeVisible();
  // QuickBooks marks what it has: the approved bill offers no Mark exported by hand.
  await expect(page.getByRole('heading', { level: 1, name: `Vendor bill ${bill.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark exported' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'quickbooks-refused-bill', async () => {
    await expect(refusal).toBeVisible();
  });

  // The exports screen lists it with the other refusals.
  await refusal.getByRole('link', { name: 'Exports to the books' }).click();
  const panel = page.getByRole('region', { name: 'QuickBooks Online' });
  await expect(panel.getByText('1 failed')).toBeVisible({ timeout: 20_000 });
  const refused = panel.getByRole('table', { name: 'Documents QuickBooks Online refused' });
  const row = refused.getByRole('row').filter({ hasText: bill.number });
  await expect(row).toContainText(
    'QuickBooks answered 400: A business validation error has occurred: The books are closed for November',
  );
  await expect(row).toContainText(`${billNumber} · 1 try`);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'quickbooks-failed', async () => {
    await expect(row).toBeVisible();
  });

  // The period opened again in QuickBooks: Retry, by the keyboard, and it is sent.
  await row.getByRole('button', { name: `Retry ${bill.number}` }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, `${bill.number} will be sent to QuickBooks Online again now`)).toBeVisible();
  await expect(panel.getByText('0 failed')).toBeVisible({ timeout: 20_000 });
  await expect(panel.getByText('0 waiting to be sent')).toBeVisible();
  await expect(refused).toHaveCount(0);
  expect(await quickBooksHas(request, 'Bill', billNumber)).toHaveLength(1);

  // A vendor the bookkeeper made in QuickBooks itself comes into the address book from here.
  const madeThere = unique('Coastal Pallet Supply ');
  await control(request, { vendor: { DisplayName: madeThere } });
  await panel.getByRole('button', { name: 'Add vendors from QuickBooks' }).click();
  await expect(toast(page, `1 vendor added to the address book: ${madeThere}`)).toBeVisible();
  const { body: found } = await api(page.request, 'POST', '/api/client/search', {
    searchFields: { name: madeThere },
    pageIndex: 1,
    pageSize: 10,
  });
  expect((found.items as { name: string; typeName: string }[]).map((c) => c.name)).toEqual([madeThere]);

  // The bill itself reads Exported.
  await page.goto(`/invoices/vendor-bills/${bill.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Vendor bill ${bill.number}` })).toBeVisible();
  await expect(page.getByText('Exported', { exact: true }).first()).toBeVisible();
  await expect(refusal).toHaveCount(0);
});

test('an invoice approved is sent to QuickBooks by itself, and reads Paid when its payment comes back', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await startSession(page, request);
  const customer = await createCompany(page.request, 1);
  const project = await createProject(page.request, { customerId: customer.id });
  const { body: types } = await api(page.request, 'GET', '/api/chargeType');
  const typeId = (name: string) => (types as { id: number; name: string }[]).find((t) => t.name === name)!.id;
  // 4 h installation at 75.00 = 300.00; 100 mi line haul at 2.50 = 250.00: 550.00 in all.
  const charges = [];
  for (const [type, quantity, rate] of [
    ['Installation', '4', '75'],
    ['Line haul', '100', '2.50'],
  ] as const) {
    const made = await api(page.request, 'POST', '/api/charges', {
      projectId: project.id,
      containerModule: 'Project',
      typeId: typeId(type),
      description: unique(`${type} `),
      quantity,
      rate,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    charges.push(made.body.id as number);
  }
  const draft = await api(page.request, 'POST', '/api/invoices', { projectId: project.id, chargeIds: charges });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);

  // Approved on its screen: numbered, and on its way to QuickBooks without anyone asking.
  await page.goto(`/invoices/${draft.body.id}`);
  await page.getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve this invoice?' })
    .getByRole('button', { name: 'Approve and number' })
    .click();
  await expect(toast(page, /Invoice INV-\d+: Approved/)).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice INV-\d+$/ });
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '');
  let sent: { externalId: string } | undefined;
  await expect
    .poll(
      async () => {
        const { body } = await api(page.request, 'GET', '/api/accounting/outbox?status=Sent&pageSize=100');
        sent = (body.items as { kind: string; recordId: number; externalId: string }[]).find(
          (e) => e.kind === 'invoice' && e.recordId === draft.body.id,
        );
        return Boolean(sent);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const there = await quickBooksHas(request, 'Invoice', number);
  expect(there.map((i) => i.TotalAmt)).toEqual(['550.00']);

  // The customer pays the whole 550.00 in QuickBooks; the payment is read back within seconds.
  await control(request, { payment: { invoiceId: sent!.externalId, amount: '550.00', date: dayFrom(0) } });
  await expect
    .poll(async () => (await api(page.request, 'GET', `/api/invoices/${draft.body.id}`)).body.status, {
      timeout: 30_000,
    })
    .toBe('Paid');
  await page.reload();
  await expect(heading).toBeVisible();
  const total = (label: string) =>
    page
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd');
  await expect(total('Payments')).toHaveText('550.00');
  await expect(total('Balance due')).toHaveText('0.00');
  await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(total('Exported')).toContainText('QuickBooks sync');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'quickbooks-paid', async () => {
    await expect(heading).toBeVisible();
  });
});
