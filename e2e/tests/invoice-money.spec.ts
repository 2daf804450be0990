import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { SHOTS_DIR, shootBothWidths } from './screens-support';
import { openTab } from './shipments-support';
import { api, apiToken, createCompany, createProject, createUser, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * What is owed on an invoice: approved (numbered then, after a question saying it is frozen),
 * printed (the PDF holds the number and the provider's remit-to), exported, credited in part by a
 * credit note, paid in part by the keyboard (Partly paid, the balance), and in the aging. A client
 * user of the project sees the billed invoice listed, never the draft. Screenshots go to SHOTS_DIR.
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

async function addCharge(request: APIRequestContext, projectId: number, type: string, quantity: string, rate: string) {
  const { body: types } = await api(request, 'GET', '/api/chargeType');
  const typeId = (types as { id: number; name: string }[]).find((t) => t.name === type)?.id;
  const made = await api(request, 'POST', '/api/charges', {
    projectId,
    containerModule: 'Project',
    typeId,
    description: unique(`${type} `),
    quantity,
    rate,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body as { id: number; description: string };
}

/** The value of one of the summary's totals ("Balance due"…). */
const total = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

test('an invoice approved, printed, exported, credited in part and paid in part; the client sees it, not the draft', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await startSession(page, request);
  const customer = await createCompany(page.request, 1);
  const project = await createProject(page.request, { customerId: customer.id });
  // 4 h installation at 75.00 = 300.00; 100 mi line haul at 2.50 = 250.00; a fuel surcharge of
  // 1,000 at 0.0525 = 52.50. Total 300.00 + 250.00 + 52.50 = 602.50.
  const install = await addCharge(page.request, project.id, 'Installation', '4', '75');
  const haul = await addCharge(page.request, project.id, 'Line haul', '100', '2.50');
  const fuel = await addCharge(page.request, project.id, 'Fuel surcharge', '1000', '0.0525');
  const made = await api(page.request, 'POST', '/api/invoices', {
    projectId: project.id,
    chargeIds: [install.id, haul.id, fuel.id],
    reference: 'PO 5120',
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const invoiceId = made.body.id as number;
  // A second draft of the project: never shown to the client.
  const other = await addCharge(page.request, project.id, 'Detention', '1', '60');
  const draft = await api(page.request, 'POST', '/api/invoices', { projectId: project.id, chargeIds: [other.id] });
  expect(draft.status).toBe(201);

  // The draft: named Draft, approved after the question.
  await page.goto(`/invoices/${invoiceId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice Draft' })).toBeVisible();
  await expect(total(page, 'Amount')).toHaveText('602.50');
  await page.getByRole('button', { name: 'Approve' }).focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('dialog', { name: 'Approve this invoice?' });
  await expect(question).toContainText('gives it the next invoice number and freezes it');
  expect(await seriousViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Approve and number' }).click();
  await expect(toast(page, /Invoice INV-\d+: Approved/)).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice INV-\d+$/ });
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '').trim();
  await expect(total(page, 'Balance due')).toHaveText('602.50');
  await expect(page.getByText('Net 30 days')).toBeVisible();

  // Printed: a PDF with the number, the provider and where to remit, the rate at its own precision.
  const token = await apiToken(page.request);
  const pdf = await page.request.get(`/api/invoices/${invoiceId}/pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(pdf.status()).toBe(200);
  const bytes = await pdf.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  writeFileSync(`${SHOTS_DIR}/invoice-${number}.pdf`, bytes);
  const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: bytes }).toString();
  const { body: provider } = await api(page.request, 'GET', '/api/client/1');
  expect(text).toContain(number);
  expect(text).toContain(provider.name);
  expect(text).toContain('Remit to');
  expect(text).toContain('0.0525');
  expect(text).toContain('Balance due');
  expect(text).not.toContain('DRAFT');
  // The draft's PDF has no number and says DRAFT across the page.
  const draftPdf = await page.request.get(`/api/invoices/${draft.body.id}/pdf`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const draftBytes = await draftPdf.body();
  writeFileSync(`${SHOTS_DIR}/invoice-draft.pdf`, draftBytes);
  const draftText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: draftBytes }).toString();
  expect(draftText).toContain('DRAFT');
  expect(draftText).not.toMatch(/INV-\d+/);

  // Exported from the queue: then it refuses every change but payments.
  await page.goto('/invoices?view=queue');
  await page.getByRole('textbox', { name: 'Search invoices' }).fill(number);
  const queue = page.getByRole('table', { name: 'Invoices to export' });
  await queue.getByRole('checkbox', { name: `Select invoice ${number}` }).check();
  await page.getByRole('button', { name: 'Mark exported' }).click();
  await expect(toast(page, '1 invoice marked exported')).toBeVisible();
  await page.goto(`/invoices/${invoiceId}`);
  await expect(page.getByText('This invoice is exported to the accounting system')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark sent' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);

  // Credited in part: 100.00 of the installation.
  await page.getByRole('button', { name: 'Credit note' }).click();
  const credit = page.getByRole('dialog', { name: `Credit note: invoice ${number}` });
  const installName = `Installation · ${install.description}`;
  await credit.getByRole('checkbox', { name: `Credit ${installName}` }).check();
  const amount = credit.getByRole('textbox', { name: `Amount to credit of ${installName}` });
  await expect(amount).toHaveValue('300.00');
  await amount.fill('100.00');
  await credit.getByRole('textbox', { name: 'Reason' }).fill('Two hours were not worked');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-credit-note', async () => {
    await expect(credit).toBeVisible();
  });
  await credit.getByRole('button', { name: 'Issue credit note' }).click();
  await expect(toast(page, /Credit note CN-\d+ issued/)).toBeVisible();
  // 602.50 - 100.00 = 502.50.
  await expect(total(page, 'Credits')).toHaveText('100.00');
  await expect(total(page, 'Balance due')).toHaveText('502.50');

  // A payment by the keyboard: the amount starts as the balance; 200.00 typed, Enter saves.
  await page.getByRole('button', { name: 'Record payment' }).click();
  const payment = page.getByRole('dialog', { name: `Record payment: invoice ${number}` });
  const paid = payment.getByRole('textbox', { name: 'Amount' });
  await expect(paid).toHaveValue('502.50');
  await expect(paid).toBeFocused();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('200.00');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('CHK-881');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(toast(page, `Payment of 200.00 recorded on invoice ${number}: Partly paid, 302.50 left`)).toBeVisible();
  await expect(payment).toBeHidden();
  // 502.50 - 200.00 = 302.50.
  await expect(total(page, 'Balance due')).toHaveText('302.50');
  await expect(page.getByText('Partly paid').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-partly-paid', async () => {
    await expect(heading).toBeVisible();
  });

  await openTab(page, /Payments and credits/);
  const payments = page.getByRole('table', { name: 'Payments' });
  await expect(payments.getByRole('row').filter({ hasText: 'CHK-881' })).toContainText('200.00');
  const notes = page.getByRole('table', { name: 'Credit notes' });
  await expect(notes.getByRole('row').filter({ hasText: 'Two hours were not worked' })).toContainText('-100.00');
  // Exported: its payments stay as recorded.
  await expect(payments.getByRole('button', { name: /Remove the payment/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-payments-credits', async () => {
    await expect(notes).toBeVisible();
  });

  // The list shows Partly paid and the balance; the aging has the client's 302.50, not yet due.
  await page.goto('/invoices');
  await page.getByRole('textbox', { name: 'Search invoices' }).fill(number);
  const row = page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Partly paid');
  await expect(row).toContainText('302.50');
  await page.goto('/invoices?view=aging');
  const aging = page.getByRole('table', { name: 'Aging by client' });
  const mine = aging.getByRole('row').filter({ hasText: customer.name });
  await expect(mine).toContainText('302.50');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-aging', async () => {
    await expect(aging).toBeVisible();
  });
  await mine.getByRole('link', { name: customer.name }).click();
  await expect(page).toHaveURL(/f\.open=true/);
  await expect(page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: number })).toBeVisible();

  // The client user of the project: the billed invoice is listed, the draft is not.
  const client = await createUser(request, {
    userTypeId: 2,
    clientId: customer.id,
    claims: ['View', 'Create', 'Update', 'Delete'].map((value) => ({ type: 'Invoice', value })),
    projects: [project.id],
  });
  const theirs = page;
  await startSession(theirs, request, client.userName, client.password);
  await theirs.goto('/invoices');
  const listed = theirs.getByRole('table', { name: 'Invoices' });
  await expect(listed.getByRole('link', { name: number })).toBeVisible();
  await expect(listed.getByRole('link', { name: /Draft/ })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'New invoice' })).toHaveCount(0);
  await theirs.goto(`/invoices/${invoiceId}`);
  await expect(theirs.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Record payment' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Credit note' })).toHaveCount(0);
  expect(await seriousViolations(theirs)).toEqual([]);
  await theirs.goto(`/invoices/${draft.body.id}`);
  await expect(theirs.getByText(/not found|does not exist/i).first()).toBeVisible();
});
