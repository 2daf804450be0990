import { expect, test } from '@playwright/test';
import { clientUserOf } from './inbound-support';
import { api, createProject, seriousViolations } from './support';
import { startSession, toast } from './users-support';

/**
 * A client's advance notice whose lines come from its packing list: on the create screen, once
 * the project is chosen, a CSV is previewed row by row (the bad row shown and left out), its good
 * rows join the draft lines to review, and the notice is created with them.
 */

test('a client user imports an advance notice’s lines from a CSV, the bad row left out', async ({ page, request }) => {
  await startSession(page, request);
  const project = await createProject(page.request);
  const client = await clientUserOf(page, project);
  await startSession(page, request, client.userName, client.password);

  await page.goto('/receiving-alerts/create');
  await expect(page.getByRole('heading', { name: 'Announce a Delivery', level: 1 })).toBeVisible();
  const importLines = page.getByRole('button', { name: 'Import lines from CSV or Excel' });
  // The file is read for a project: none chosen, none read.
  await expect(importLines).toBeDisabled();
  await expect(page.getByText('Choose the project to import lines')).toBeVisible();
  const projectBox = page.getByRole('combobox', { name: 'Project', exact: true });
  await projectBox.click();
  await projectBox.fill(project.number);
  await page.getByRole('option', { name: new RegExp(`^${project.number} · `) }).click();
  await expect(importLines).toBeEnabled();

  // By keyboard: the dialog opens on its file button, and Escape gives the focus back.
  await importLines.focus();
  await page.keyboard.press('Enter');
  const importer = page.getByRole('dialog', { name: 'Import lines' });
  await expect(importer.getByRole('button', { name: 'Choose a file' })).toBeFocused();
  await expect(importer).toContainText('Item Number, Description, UOM, Quantity, Weight, Pieces');
  await page.keyboard.press('Escape');
  await expect(importer).toHaveCount(0);
  await expect(importLines).toBeFocused();

  await page.keyboard.press('Enter');
  const csv = [
    'Item Number,Description,UOM,Quantity,Weight,Pieces',
    'CH-100,Guest chair walnut,Each,12,96,12',
    'TB-200,Conference table,Crate,2,180,4',
    'BAD-1,Broken row,Each,0,1,1',
  ].join('\r\n');
  await importer
    .getByLabel('Import file')
    .setInputFiles({ name: 'packing-list.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(importer.getByText('2 valid rows', { exact: true })).toBeVisible();
  await expect(importer.getByText('1 with errors, skipped')).toBeVisible();
  const preview = importer.getByRole('table', { name: 'Rows of packing-list.csv' });
  await expect(preview.locator('tbody').getByRole('row')).toHaveCount(3);
  const bad = preview.getByRole('row', { name: /Broken row/ });
  await expect(bad).toContainText('Skipped');
  await expect(bad).toContainText('Quantity: The quantity must be more than zero.');
  expect(await seriousViolations(page)).toEqual([]);

  await importer.getByRole('button', { name: 'Import 2 valid rows' }).click();
  await expect(importer).toHaveCount(0);
  await expect(toast(page, '2 lines added from packing-list.csv; 1 row with errors left out')).toBeVisible();
  await expect(importLines).toBeFocused();
  // In the draft, to review before the notice is sent: nothing is written yet.
  const lines = page.getByRole('table', { name: 'Expected lines' });
  await expect(lines.locator('tbody').getByRole('row')).toHaveCount(2);
  await expect(lines.getByRole('row', { name: /Guest chair walnut/ })).toContainText('12');
  await expect(lines.getByRole('row', { name: /Conference table/ })).toContainText('Crate');
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Announce', exact: true }).click();
  await expect(page).toHaveURL(/\/receiving-alerts\/\d+$/);
  const raId = Number(page.url().split('/').pop());
  const { body: ra } = await api(page.request, 'GET', `/api/ra/${raId}`);
  expect(ra).toMatchObject({ advanceNotice: true, projectId: project.id, totals: { items: 2 } });
  const { body: saved } = await api(page.request, 'GET', `/api/raItem/getAllRAItem?receivingAlertId=${raId}`);
  expect(
    (saved as { itemNumber: string; description: string; quantityExpected: string }[])
      .map((l) => [l.itemNumber, l.description, Number(l.quantityExpected)])
      .sort(),
  ).toEqual([
    ['CH-100', 'Guest chair walnut', 12],
    ['TB-200', 'Conference table', 2],
  ]);
});
