import { expect, type Page, test } from '@playwright/test';
import { api, createProject, createUser, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * A report's saved views and scheduled mailings, as admin: Inventory on hand filtered to a project
 * and sorted, saved as a view by Enter in its name; the filters cleared, then set again by the
 * view, which is then deleted. The report scheduled to a staff user of the test's own, listed on
 * the catalogue with its next run, mailed now (the admin's outbox holds the mail), and stopped.
 */

const REPORT = 'Inventory on hand';
const viewsButton = (page: Page) => page.getByRole('button', { name: /^Views?\b/ });
const savedViews = (page: Page) => page.getByRole('dialog', { name: 'Your saved views' });

test('a saved view sets the filters and sort again, and is deleted', async ({ page, request }) => {
  const project = await createProject(request);
  await startSession(page, request);
  await page.goto('/reports/inventoryOnHand');
  await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();

  // The project picked and the rows sorted by their items, in the address.
  const projectBox = page.getByRole('combobox', { name: 'Project', exact: true });
  await projectBox.click();
  await projectBox.fill(project.number);
  const option = `${project.number} · ${project.customerName}`;
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]projectId=${project.id}(&|$)`));
  await page.getByRole('button', { name: 'Items, not sorted' }).click();
  await expect(page).toHaveURL(/[?&]sort=items&dir=asc(&|$)/);

  // Saved by Enter in the name, from the Views panel reached by keyboard.
  const name = unique('Mine ');
  await viewsButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(savedViews(page)).toBeVisible();
  await expect(savedViews(page).getByText(/^No saved views of this report yet/)).toBeVisible();
  await savedViews(page).getByRole('button', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Name').fill(name);
  await page.keyboard.press('Enter');
  await expect(toast(page, `View “${name}” saved`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(viewsButton(page)).toHaveText(`View: ${name}`);

  // Cleared, then set again by the view: the project and the sort are back in the address.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('button', { name: 'Items, sorted ascending' }).click();
  await expect(page).not.toHaveURL(/projectId=/);
  await expect(viewsButton(page)).toHaveText('Views');
  await viewsButton(page).click();
  expect(await seriousViolations(page)).toEqual([]);
  await savedViews(page).getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]projectId=${project.id}(&|$)`));
  await expect(page).toHaveURL(/[?&]sort=items&dir=asc(&|$)/);
  await expect(projectBox).toHaveValue(option);
  await expect(viewsButton(page)).toHaveText(`View: ${name}`);
  await expect(viewsButton(page)).toBeFocused();

  // Deleted once confirmed: the panel has it no more.
  await viewsButton(page).click();
  await savedViews(page)
    .getByRole('button', { name: `Delete view ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete view' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `View “${name}” deleted`)).toBeVisible();
  await expect(viewsButton(page)).toHaveText('Views');
  await viewsButton(page).click();
  await expect(savedViews(page).getByRole('button', { name, exact: true })).toHaveCount(0);
});

test('a schedule is listed with its next run, mailed now to its recipient, and stopped', async ({ page, request }) => {
  // A staff user who may run the report, named so a search finds them alone.
  const lastName = unique('Mailer');
  const recipient = await createUser(request, {
    lastName,
    claims: [
      { type: 'Reports', value: 'View' },
      { type: 'Inventory', value: 'View' },
    ],
  });
  const email = `${recipient.userName}@example.com`;
  await startSession(page, request);
  await page.goto('/reports/inventoryOnHand');
  await expect(page.getByRole('heading', { level: 1, name: REPORT })).toBeVisible();

  await page.getByRole('button', { name: 'Schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule ${REPORT}` });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog.getByText('Each mailing shows the report as it stands when it is sent.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Sent without recipients: the contract's rule on the field, and nothing saved.
  const name = unique('Floor ');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByText('Excel', { exact: true }).click();
  await dialog.getByRole('radio', { name: 'Monthly, on the 1st' }).check();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(dialog.getByText('Choose who receives it.')).toBeVisible();

  const people = dialog.getByRole('combobox', { name: /^Recipients/ });
  await people.click();
  await people.fill(lastName);
  await page.getByRole('option', { name: new RegExp(lastName) }).click();
  // Escape closes the list of people, not the dialog.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Schedule' }).click();
  await expect(toast(page, `${REPORT} scheduled: first mailed`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed on the catalogue, with its next run in local time.
  const { body: schedules } = await api(request, 'GET', '/api/reports/schedules');
  const made = (schedules as { id: number; name: string; nextRunAt: string }[]).find((s) => s.name === name);
  expect(made).toBeTruthy();
  await page.goto('/reports');
  const card = page.getByRole('listitem', { name: `${REPORT}: ${name}` });
  await expect(card).toContainText('Monthly, on the 1st');
  await expect(card).toContainText('Excel');
  await expect(card).toContainText(`Erin ${lastName}`);
  await expect(card).toContainText('Last sent not yet');
  const next = card.locator(`time[datetime="${made?.nextRunAt}"]`);
  await expect(next).toHaveText(/^\d\d-\d\d-\d{4} \d\d:\d\d (am|pm)$/);
  expect(await seriousViolations(page)).toEqual([]);

  // Sent now: the recipient's mail, its subject starting with the report's title.
  await card.getByRole('button', { name: 'Send now' }).click();
  await expect(toast(page, /^Sent$/)).toBeVisible();
  await expect(card).not.toContainText('Last sent not yet');
  const { status, body: outbox } = await api(request, 'GET', `/api/mail/outbox?to=${encodeURIComponent(email)}`);
  expect(status).toBe(200);
  const subjects = (outbox as { items: { to: string; subject: string }[] }).items.map((m) => m.subject);
  expect(subjects.some((s) => s.startsWith(REPORT))).toBe(true);

  // Stopped once confirmed.
  await card.getByRole('button', { name: 'Stop' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop this mailing' });
  await expect(confirm).toContainText(name);
  await confirm.getByRole('button', { name: 'Stop' }).click();
  await expect(toast(page, `Stopped mailing “${name}”`)).toBeVisible();
  await expect(card).toHaveCount(0);
});
