import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { SHOTS_DIR, shootBothWidths } from './screens-support';
import { openTab, tabs } from './shipments-support';
import { api, createProject, dayFrom, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * Invoices: a project's open charges (never its costs) ticked on a new invoice by the keyboard,
 * its total as they are ticked; a charge added to the draft (named Draft: no number yet) and one
 * taken off; approved (numbered then, its charges no longer come off), marked sent, found in the export queue and marked exported, after
 * which it has left the queue. Another invoice voided: its charge is open again on the project's
 * Charges tab. Screenshots go to SHOTS_DIR (/tmp/shots-w1 unless set).
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

/** MM-DD-YYYY, as the screens write a day. */
const shown = (iso: string) => `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}`;

interface NewCharge {
  type: string;
  quantity: string;
  rate: string;
}

/** A charge of the project itself, dated today, through the API; its description is its own. */
async function addCharge(request: APIRequestContext, projectId: number, charge: NewCharge) {
  const { body: types } = await api(request, 'GET', '/api/chargeType');
  const type = (types as { id: number; name: string }[]).find((t) => t.name === charge.type);
  expect(type, charge.type).toBeTruthy();
  const description = unique(`${charge.type} `);
  const created = await api(request, 'POST', '/api/charges', {
    projectId,
    containerModule: 'Project',
    typeId: type?.id,
    description,
    quantity: charge.quantity,
    rate: charge.rate,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return { id: created.body.id as number, description, name: `${charge.type} of ${shown(dayFrom(0))}` };
}

/** Presses Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, back = false) {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

/** The value of one of the summary's totals ("Amount", "Charges"…). */
const total = (page: Page, label: string) =>
  page
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}`) })
    .locator('xpath=following-sibling::dd');

/** How far the nearest box that scrolls sideways around the table is wider than what it shows. */
const sideways = (table: Locator) =>
  table.evaluate((el) => {
    for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
      if (/(auto|scroll)/.test(getComputedStyle(box).overflowX)) return box.scrollWidth - box.clientWidth;
    }
    return document.documentElement.scrollWidth - document.documentElement.clientWidth;
  });

test('an invoice of a project’s open charges, made by the keyboard, approved, sent and exported', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await startSession(page, request);
  const project = await createProject(page.request);
  const haul = await addCharge(page.request, project.id, { type: 'Line haul', quantity: '100', rate: '2.50' });
  const install = await addCharge(page.request, project.id, { type: 'Installation', quantity: '4', rate: '75' });
  const detention = await addCharge(page.request, project.id, { type: 'Detention', quantity: '2', rate: '60' });
  const cost = await addCharge(page.request, project.id, { type: 'Carrier cost', quantity: '1', rate: '500' });

  // The project's Invoices tab, empty; from it a new invoice for the project.
  await page.goto(`/projects/${project.id}/invoices`);
  await expect(page.getByText('No invoices yet')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'New invoice' }).click();
  await expect(page).toHaveURL(`/invoices/create?projectId=${project.id}`);
  await expect(page.getByRole('heading', { name: 'Create Invoice', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Project', exact: true })).toHaveValue(
    `${project.number} · ${project.customerName}`,
  );
  // Its open charges, never its costs.
  const picker = page.getByRole('table', { name: 'Open charges of the project' });
  await expect(picker.getByRole('row').filter({ hasText: haul.description })).toBeVisible();
  await expect(picker.getByRole('row').filter({ hasText: install.description })).toBeVisible();
  await expect(picker.getByRole('row').filter({ hasText: detention.description })).toBeVisible();
  await expect(picker.getByRole('row').filter({ hasText: cost.description })).toHaveCount(0);
  await expect(page.getByText('0 of 3 open charges picked · Total 0.00')).toBeVisible();

  // By the keyboard: a reference typed, two charges ticked with the space bar, the total as they are.
  await page.getByRole('textbox', { name: 'Invoice number' }).focus();
  const reference = page.getByRole('textbox', { name: 'Reference' });
  await tabTo(page, reference);
  await page.keyboard.type('PO 7781');
  await tabTo(page, picker.getByRole('checkbox', { name: `Pick ${haul.name}, 250.00` }));
  await page.keyboard.press('Space');
  await expect(page.getByText('1 of 3 open charges picked · Total 250.00')).toBeVisible();
  await tabTo(page, picker.getByRole('checkbox', { name: `Pick ${install.name}, 300.00` }));
  await page.keyboard.press('Space');
  await expect(page.getByText('2 of 3 open charges picked · Total 550.00')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-create', async () => {
    await expect(page.getByText('2 of 3 open charges picked')).toBeVisible();
  });
  // Enter in a field creates it.
  await tabTo(page, reference, true);
  await page.keyboard.press('Enter');
  await expect(toast(page, 'created')).toBeVisible();
  await expect(page).toHaveURL(/\/invoices\/\d+$/);
  const invoiceId = Number(page.url().split('/').at(-1));
  // A draft has no number yet: it is named Draft until it is approved.
  const draftHeading = page.getByRole('heading', { level: 1, name: 'Invoice Draft' });
  await expect(draftHeading).toBeVisible();
  const draft = 'Draft';
  await expect(page.getByRole('textbox', { name: 'Invoice number' })).toHaveValue('Draft');
  await expect(total(page, 'Amount')).toContainText('550.00');
  await expect(total(page, 'Charges')).toContainText('2');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-details-draft', async () => {
    await expect(draftHeading).toBeVisible();
  });

  // Its charges: one added from the project's open ones, one taken off.
  await openTab(page, /Charges/);
  const charges = page.getByRole('table', { name: `Charges of invoice ${draft}` });
  await expect(charges.getByRole('row').filter({ hasText: haul.description })).toContainText('250.00');
  await expect(charges.getByRole('row').filter({ hasText: install.description })).toContainText('300.00');
  await page.getByRole('button', { name: 'Add charges' }).click();
  const dialog = page.getByRole('dialog', { name: `Add charges to ${draft}` });
  const open = dialog.getByRole('table', { name: `Open charges of project ${project.number}` });
  await expect(open.getByRole('row').filter({ hasText: detention.description })).toBeVisible();
  await expect(open.getByRole('row').filter({ hasText: haul.description })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await open.getByRole('checkbox', { name: `Pick ${detention.name}, 120.00` }).check();
  await expect(dialog.getByText('1 of 1 open charge picked · Total 120.00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add 1 charge' }).click();
  await expect(toast(page, `1 charge added to invoice ${draft}: 670.00`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(charges.getByRole('row').filter({ hasText: detention.description })).toContainText('120.00');
  await charges.getByRole('button', { name: `Remove ${haul.name} from the invoice` }).click();
  await expect(toast(page, `taken off invoice ${draft}, open again: 420.00`)).toBeVisible();
  await expect(charges.getByRole('row').filter({ hasText: haul.description })).toHaveCount(0);
  await expect(tabs(page).getByRole('link', { name: /Charges/ })).toContainText('2');
  // The lines fit a 1280 px screen, their buttons in view.
  await page.setViewportSize({ width: 1280, height: 860 });
  expect(await sideways(charges), 'the table scrolls sideways').toBeLessThanOrEqual(0);
  for (const button of await charges.getByRole('button', { name: /^Remove .* from the invoice$/ }).all()) {
    const box = await button.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-charges-draft', async () => {
    await expect(charges.getByText(detention.description).locator('visible=true').first()).toBeVisible();
  });

  // Approved (after the question): it gets its number and is frozen; its charges no longer come
  // off, nor are any added.
  await page.getByRole('button', { name: 'Approve' }).click();
  const approving = page.getByRole('dialog', { name: 'Approve this invoice?' });
  await expect(approving).toContainText('freezes it');
  await approving.getByRole('button', { name: 'Approve and number' }).click();
  await expect(toast(page, /Invoice INV-\d+: Approved/)).toBeVisible();
  const heading = page.getByRole('heading', { level: 1, name: /^Invoice INV-\d+$/ });
  const number = ((await heading.textContent()) ?? '').replace('Invoice ', '').trim();
  await expect(page.getByText('its charges are frozen since its approval')).toBeVisible();
  const approvedCharges = page.getByRole('table', { name: `Charges of invoice ${number}` });
  await expect(approvedCharges.getByRole('row').filter({ hasText: install.description })).toBeVisible();
  await expect(charges.getByRole('button', { name: /from the invoice$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add charges' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Marked sent, after the question.
  await page.getByRole('button', { name: 'Mark sent' }).click();
  const sent = page.getByRole('dialog', { name: `Mark invoice ${number} sent?` });
  await sent.getByRole('button', { name: 'Mark sent' }).click();
  await expect(toast(page, `Invoice ${number}: Sent`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record payment' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Void', exact: true })).toHaveCount(0);
  await openTab(page, /Details/);
  await expect(page.getByText('only its due date, reference and notes change')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue('PO 7781');
  // Its PDF, printed by the server.
  const printed = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  expect((await printed).suggestedFilename()).toMatch(/\.pdf$/);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-details-sent', async () => {
    await expect(heading).toBeVisible();
  });
  await openTab(page, /History/);
  await expect(page.getByRole('list', { name: 'History of this invoice' })).toBeVisible();

  // The export queue has it; marked exported, it leaves the queue.
  await page.goto('/invoices');
  await expect(page.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: number })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-list', async () => {
    await expect(page.getByRole('link', { name: number })).toBeVisible();
  });
  await page.getByText('Export queue', { exact: true }).click();
  await expect(page).toHaveURL(/view=queue/);
  await page.getByRole('textbox', { name: 'Search invoices' }).fill(number);
  const queue = page.getByRole('table', { name: 'Invoices to export' });
  const row = queue.getByRole('row').filter({ hasText: number });
  await expect(row).toContainText('Not exported');
  await expect(row).toContainText('420.00');
  await row.getByRole('checkbox', { name: `Select invoice ${number}` }).check();
  await expect(page.getByText('1 invoice selected')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'invoice-export-queue', async () => {
    await expect(page.getByText('1 invoice selected')).toBeVisible();
  });
  await page.getByRole('button', { name: 'Mark exported' }).click();
  await expect(toast(page, '1 invoice marked exported')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByText(`No invoices match “${number}”`)).toBeVisible();
  await page.getByText('All', { exact: true }).click();
  await expect(page).not.toHaveURL(/view=queue/);
  await expect(
    page.getByRole('table', { name: 'Invoices' }).getByRole('row').filter({ hasText: number }),
  ).toContainText('Exported');
  const { body: after } = await api(page.request, 'GET', `/api/invoices/${invoiceId}`);
  expect(after).toMatchObject({ exported: true, status: 'Sent' });
});

test('a void invoice keeps its number and lets its charges go: open again on the project’s Charges tab', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await startSession(page, request);
  const project = await createProject(page.request);
  const fuel = await addCharge(page.request, project.id, { type: 'Fuel surcharge', quantity: '1', rate: '85.50' });
  const made = await api(page.request, 'POST', '/api/invoices', {
    projectId: project.id,
    chargeIds: [fuel.id],
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  // Approved (numbered), neither sent nor exported: it may still be voided.
  const approved = await api(page.request, 'PUT', '/api/invoices', { ...made.body, statusId: 2 });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
  const invoice = approved.body as { id: number; number: string };

  // On the project's Charges tab the charge is invoiced.
  await page.goto(`/projects/${project.id}/charges`);
  const projectCharges = page.getByRole('table', { name: 'Charges of this project' });
  await expect(projectCharges.getByRole('row').filter({ hasText: fuel.description })).toContainText('Invoiced');

  // The project's Invoices tab lists it.
  await page.goto(`/projects/${project.id}/invoices`);
  await page.getByRole('link', { name: invoice.number }).click();
  await expect(page).toHaveURL(`/invoices/${invoice.id}`);
  await expect(total(page, 'Amount')).toContainText('85.50');
  await page.getByRole('button', { name: 'Void', exact: true }).click();
  const question = page.getByRole('dialog', { name: `Void invoice ${invoice.number}?` });
  await expect(question).toContainText('open again');
  expect(await seriousViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Void invoice' }).click();
  await expect(toast(page, `Invoice ${invoice.number}: Void`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(page.getByText('This invoice is void: it no longer changes.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  // Its number stays used: a numbered invoice is never deleted.
  await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Its charge is open again.
  await page.goto(`/projects/${project.id}/charges`);
  await expect(projectCharges.getByRole('row').filter({ hasText: fuel.description })).toContainText('Open');
  await expect(total(page, 'Open')).toHaveText('85.50');
});
