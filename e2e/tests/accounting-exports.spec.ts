import { mkdirSync, readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { billOfReceivedPo } from './inbound-support';
import { SHOTS_DIR, shootBothWidths } from './screens-support';
import { api, createUser, dayFrom, seriousViolations } from './support';
import { startSession, toast } from './users-support';

/**
 * Exports to the books: a vendor's bill of a received PO, approved, arranged through the API on a
 * project of the test's own. A clerk who sees only that project (so no other test's bills are in
 * their exports) exports the vendor bills as IIF: the file downloads at once with the bill's TRNS
 * and SPL rows, which balance; the export is listed with its count and amount, and its file
 * downloads again from its row; a second export says nothing waits. The e2e server has no
 * QuickBooks Online, which the screen says. Screenshots go to SHOTS_DIR (/tmp/shots-w1 unless set).
 */

test.beforeAll(() => mkdirSync(SHOTS_DIR, { recursive: true }));

/** A decimal text of the file ("-2301.99") in cents, without floating point. */
const cents = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const n = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return amount.startsWith('-') ? -n : n;
};

/** A PO of two lines received in full, its vendor's bill of it, approved; and a clerk of that project alone. */
async function arrange(page: Page) {
  const { project, vendor, billNumber, bill } = await billOfReceivedPo(page, 'OAK-', 3);
  const approved = await api(page.request, 'POST', '/api/qbSync/updateVendorStatus', {
    ids: [bill.id],
    statusId: 2,
  });
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);

  const clerk = await createUser(page.request, {
    claims: [
      { type: 'Invoice', value: 'View' },
      { type: 'Invoice', value: 'Update' },
    ],
    projects: [project.id],
  });
  return { vendor, billNumber, bill, clerk };
}

test('exports to the books: approved vendor bills as IIF, downloaded at once and again from the list; nothing waits after', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const { vendor, billNumber, bill, clerk } = await arrange(page);
  await startSession(page, request, clerk.userName, clerk.password);
  await page.goto('/invoices/exports');
  await expect(page.getByRole('heading', { level: 1, name: 'Exports to the books' })).toBeVisible();
  // Nothing exported of this clerk's project yet, and no QuickBooks Online on the test server.
  await expect(page.getByText('No exports yet')).toBeVisible();
  await expect(page.getByText(/QuickBooks Online is not connected: the books get files/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Export vendor bills as IIF: the file comes down at once.
  await page.getByRole('button', { name: 'Export vendor bills' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export vendor bills' });
  await expect(dialog.getByText(/QuickBooks Desktop: import it with File, Utilities, Import, IIF Files/)).toBeVisible();
  await dialog.getByRole('radio', { name: 'IIF (QuickBooks Desktop)' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Export and download' }).click();
  const download = await downloading;
  const fileName = download.suggestedFilename();
  expect(fileName).toMatch(/^EX-\d+-vendor-bills\.iif$/);
  const exportNumber = fileName.replace('-vendor-bills.iif', '');
  const content = readFileSync(await download.path(), 'utf8');

  // The header, then the bill: owed to the vendor on Accounts Payable, each line a cost, balanced.
  const rows = content
    .split('\r\n')
    .filter(Boolean)
    .map((r) => r.split('\t'));
  expect(rows.slice(0, 3).map((r) => r[0])).toEqual(['!TRNS', '!SPL', '!ENDTRNS']);
  const [mm, dd, yyyy] = [dayFrom(-3).slice(5, 7), dayFrom(-3).slice(8, 10), dayFrom(-3).slice(2, 4)];
  const date = `${mm}/${dd}/${yyyy}`;
  expect(rows.slice(3).map((r) => r.slice(0, 8))).toEqual([
    ['TRNS', '', 'BILL', date, 'Accounts Payable', vendor.name, '-2301.99', billNumber],
    ['SPL', '', 'BILL', date, 'Job Costs:Goods', vendor.name, '502.00', billNumber],
    ['SPL', '', 'BILL', date, 'Job Costs:Goods', vendor.name, '1799.99', billNumber],
    ['ENDTRNS'],
  ]);
  const posted = rows.filter((r) => r[0] === 'TRNS' || r[0] === 'SPL').map((r) => cents(r[6] ?? ''));
  expect(posted.reduce((a, b) => a + b, 0n)).toBe(0n);
  expect(rows.find((r) => r[0] === 'TRNS')?.[8]).toBe(bill.number);

  await expect(dialog).toBeHidden();
  await expect(toast(page, `${exportNumber}: 1 vendor bill, 2,301.99, downloaded as ${fileName}`)).toBeVisible();

  // Listed: its number, count, amount and the bill's number, and its file again from the row.
  const table = page.getByRole('table', { name: 'Past exports' });
  const row = table.getByRole('row').filter({ hasText: exportNumber });
  await expect(row).toContainText('Vendor bills');
  await expect(row).toContainText('IIF (QuickBooks Desktop)');
  await expect(row).toContainText('2,301.99');
  await expect(row).toContainText(bill.number);
  await expect(row).toContainText(clerk.userName);
  await expect(row.getByRole('cell').nth(3)).toHaveText('1');
  const again = page.waitForEvent('download');
  await row.getByRole('button', { name: `Download ${fileName}` }).click();
  const second = await again;
  expect(second.suggestedFilename()).toBe(fileName);
  expect(readFileSync(await second.path(), 'utf8')).toBe(content);

  // The bill is exported now: the next export, by the keyboard alone, says nothing waits.
  await page.getByRole('button', { name: 'Export vendor bills' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'IIF (QuickBooks Desktop)' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'CSV (QuickBooks Online)' })).toBeChecked();
  for (
    let i = 0;
    i < 10 &&
    !(await dialog
      .getByRole('button', { name: 'Export and download' })
      .evaluate((el) => el === document.activeElement));
    i++
  ) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(
    'Nothing waits to be exported: there are no approved vendor bills the books do not have yet.',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'accounting-export-dialog', async () => {
    await expect(dialog.getByRole('alert')).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row').filter({ hasText: /EX-\d+/ })).toHaveCount(1);

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
    await expect(row).toBeVisible();
    expect(await seriousViolations(page), `at ${width} px`).toEqual([]);
  }
  await shootBothWidths(page, 'accounting-exports', async () => {
    await expect(row).toBeVisible();
  });
});
