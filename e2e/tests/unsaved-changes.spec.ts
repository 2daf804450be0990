import { expect, type Page, test } from '@playwright/test';
import { api, createCompany, createUser, seriousViolations } from './support';
import { startSession, toast } from './users-support';

/**
 * Every form asks before it drops what was typed: an in-app link or the back button shows "Leave
 * this page?" (Stay keeps the text, Leave goes), closing or reloading the tab asks the browser's
 * question; saving, Close and moving between a record's tabs never ask.
 */

const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this page?' });
const sidebarLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

test.beforeEach(async ({ page, request }) => {
  await startSession(page, request);
});

test('a half-filled create form asks before the sidebar takes the user away: Stay keeps it, Leave leaves', async ({
  page,
}) => {
  await page.goto('/proposals/create');
  await expect(page.getByRole('heading', { name: 'Create Proposal', level: 1 })).toBeVisible();
  const description = page.getByRole('textbox', { name: 'Description' });
  await description.fill('Lobby refresh, second floor');

  await sidebarLink(page, 'Purchase Orders').click();
  const dialog = leaveDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your changes are not saved.');
  // Stay is the safe answer and has the focus, so Enter on a dialog met by surprise keeps the work.
  await expect(dialog.getByRole('button', { name: 'Stay' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL('/proposals/create');
  await expect(description).toHaveValue('Lobby refresh, second floor');

  // By the keyboard: Escape stays too; then Leave goes where the link pointed.
  await sidebarLink(page, 'Purchase Orders').focus();
  await page.keyboard.press('Enter');
  await expect(leaveDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(leaveDialog(page)).toHaveCount(0);
  // The keyboard is back where it was.
  await expect(sidebarLink(page, 'Purchase Orders')).toBeFocused();
  await expect(description).toHaveValue('Lobby refresh, second floor');
  await sidebarLink(page, 'Purchase Orders').click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/purchase-orders');
  await expect(page.getByRole('heading', { name: 'Purchase Orders', level: 1 })).toBeVisible();
});

test('a line being typed counts as unsaved, and the back button asks too', async ({ page }) => {
  await page.goto('/proposals');
  await page.getByRole('link', { name: 'Create proposal' }).click();
  await expect(page).toHaveURL('/proposals/create');
  // A line opened but untouched is nothing to lose.
  await page.getByRole('button', { name: 'Add line' }).click();
  await sidebarLink(page, 'Home').click();
  await expect(page).toHaveURL('/');
  await expect(leaveDialog(page)).toHaveCount(0);

  await page.goBack();
  await expect(page).toHaveURL('/proposals/create');
  await page.getByRole('button', { name: 'Add line' }).click();
  await page.keyboard.type('Install crew');
  await page.goBack();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL('/proposals/create');
  await expect(
    page.getByRole('table', { name: 'Estimated lines' }).getByRole('textbox', { name: 'Description' }),
  ).toHaveValue('Install crew');
});

test('closing or reloading the tab with unsaved changes asks the browser first', async ({ page }) => {
  await page.goto('/purchase-orders/create');
  await expect(page.getByRole('heading', { name: 'Create Purchase Order', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Vendor reference' }).fill('Q-2201');
  const asked = page.waitForEvent('dialog');
  void page.close({ runBeforeUnload: true });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  await expect(page.getByRole('textbox', { name: 'Vendor reference' })).toHaveValue('Q-2201');
});

/** A draft proposal of a new customer's: a record screen with a form on Details and a History tab. */
async function draftProposal(page: Page) {
  const customer = await createCompany(page.request, 1);
  const { body: statuses } = await api(page.request, 'GET', '/api/proposalStatus');
  const draft = (statuses as { id: number; name: string }[]).find((s) => s.name === 'Draft');
  const { status, body: proposal } = await api(page.request, 'POST', '/api/proposal', {
    customerId: customer.id,
    statusId: draft?.id,
  });
  expect(status).toBe(201);
  return proposal as { id: number; number: string };
}

test('an edit form asks too; saving, Close and a look at the History tab do not', async ({ page }) => {
  const proposal = await draftProposal(page);
  await page.goto(`/proposals/${proposal.id}`);
  await expect(page.getByRole('heading', { name: `Proposal ${proposal.number}`, level: 1 })).toBeVisible();
  const description = page.getByRole('textbox', { name: 'Description' });
  const typed = `Checked ${Date.now()}`;
  await description.fill(typed);
  await sidebarLink(page, 'Proposals').click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(description).toHaveValue(typed);

  // The form stays mounted behind the History tab: nothing is lost, nothing asked.
  const tabs = page.getByRole('navigation', { name: /sections$/ });
  await tabs.getByRole('link', { name: /^History/ }).click();
  await expect(page).toHaveURL(`/proposals/${proposal.id}/history`);
  await expect(leaveDialog(page)).toHaveCount(0);
  await tabs.getByRole('link', { name: 'Details' }).click();
  await expect(description).toHaveValue(typed);

  // Saved, the form holds nothing unsaved: the sidebar goes at once.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, `Proposal ${proposal.number} updated`)).toBeVisible();
  await sidebarLink(page, 'Home').click();
  await expect(page).toHaveURL('/');
  await expect(leaveDialog(page)).toHaveCount(0);

  // Close with a change typed asks too; Leave drops the change.
  await page.goto(`/proposals/${proposal.id}`);
  await description.fill(`${typed}, again`);
  await page.getByRole('link', { name: 'Close' }).click();
  await expect(leaveDialog(page)).toBeVisible();
  await expect(page).toHaveURL(`/proposals/${proposal.id}`);
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL('/proposals');

  // Deleted with a change typed, the record goes and its change with it: no question.
  await page.goto(`/proposals/${proposal.id}`);
  await description.fill(`${typed}, once more`);
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Proposal' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL('/proposals');
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('a user form asks before the sidebar drops a change, and not once the user is deleted', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await page.goto(`/users/${user.id}`);
  const firstName = page.getByRole('textbox', { name: 'First name' });
  await firstName.fill('Erika');
  await sidebarLink(page, 'Home').click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(firstName).toHaveValue('Erika');

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete User' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `User ${user.userName} deleted`)).toBeVisible();
  await expect(page).toHaveURL('/users');
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('a record opened on another tab builds its form when Details is first opened; Save waits for it', async ({
  page,
}) => {
  const proposal = await draftProposal(page);
  await page.goto(`/proposals/${proposal.id}/history`);
  await expect(page.getByRole('heading', { name: `Proposal ${proposal.number}`, level: 1 })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const description = page.getByRole('textbox', { name: 'Description' });
  await expect(description).toHaveCount(0);

  const tabs = page.getByRole('navigation', { name: /sections$/ });
  await tabs.getByRole('link', { name: 'Details' }).click();
  await expect(save).toBeEnabled();
  const typed = `Opened ${Date.now()}`;
  await description.fill(typed);
  // Opened once, the form stays behind the other tabs with what was typed, and Save keeps it.
  await tabs.getByRole('link', { name: /^History/ }).click();
  await expect(save).toBeEnabled();
  await save.click();
  await expect(toast(page, `Proposal ${proposal.number} updated`)).toBeVisible();
  const { body: saved } = await api(page.request, 'GET', `/api/proposal/${proposal.id}`);
  expect(saved.description).toBe(typed);
});
