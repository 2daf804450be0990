import { expect, test } from '@playwright/test';
import { createUser, PASSWORD, seriousViolations, unique } from './support';
import { openUser, startSession, toast } from './users-support';

/** The user screen on the form kit and the detail layout: server errors, conflicts, tabs and history. */

test('a user name taken on the server shows under its field', async ({ page, request }) => {
  await startSession(page, request);
  const taken = await createUser(request);
  await page.goto('/users/create');
  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Double');
  await page.getByLabel('Email').fill(`${unique('dd')}@example.com`);
  await page.getByLabel('User name').fill(taken.userName);
  await page.getByRole('textbox', { name: /^Password/ }).fill(PASSWORD);
  await page.getByRole('textbox', { name: /^Confirm password/ }).fill(PASSWORD);
  await page.getByRole('radio', { name: 'Staff' }).check();
  await page.getByRole('button', { name: 'Create', exact: true }).click();

  const userName = page.getByLabel('User name');
  await expect(userName).toHaveAccessibleDescription(/This user name is already taken\./);
  await expect(userName).toBeFocused();
  // Typing a new name clears the server's message.
  await userName.fill(unique('dd'));
  await expect(userName).not.toHaveAccessibleDescription(/already taken/);
});

test('two pages save the same user: the second gets the conflict alert, and Reload shows the first one’s change', async ({
  browser,
  request,
}) => {
  const { id, userName } = await createUser(request);
  const first = await browser.newPage();
  const second = await browser.newPage();
  for (const page of [first, second]) {
    await startSession(page, request);
    await openUser(page, id);
  }

  await first.getByLabel('Title').fill('Saved first');
  await first.getByRole('button', { name: 'Update' }).click();
  await expect(toast(first, `User ${userName} updated`)).toBeVisible();

  await second.getByLabel('Title').fill('Saved second');
  await second.getByRole('button', { name: 'Update' }).click();
  const alert = second.getByRole('alert').filter({ hasText: 'Someone else changed this user' });
  await expect(alert).toBeVisible();
  await expect(second.getByLabel('Title')).toHaveValue('Saved second');

  await alert.getByRole('button', { name: 'Reload user' }).click();
  await expect(alert).toHaveCount(0);
  await expect(second.getByLabel('Title')).toHaveValue('Saved first');

  // After the reload the form holds the fresh version: a new change saves.
  await second.getByLabel('Title').fill('Saved after reload');
  await second.getByRole('button', { name: 'Update' }).click();
  await expect(toast(second, `User ${userName} updated`)).toBeVisible();
  await first.close();
  await second.close();
});

test('the History tab lists the changes, and unsaved edits survive a look at it', async ({ page, request }) => {
  await startSession(page, request);
  const { id } = await createUser(request, { title: 'Clerk' });
  await openUser(page, id);
  await page.getByLabel('Title').fill('Supervisor');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'updated')).toBeVisible();

  await page.getByLabel('First name').fill('Unsaved');
  const sections = page.getByRole('navigation', { name: /sections$/ });
  await sections.getByRole('link', { name: /^History/ }).click();
  await expect(page).toHaveURL(`/users/${id}/history`);
  const entries = page.getByRole('list', { name: 'History of this user' }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText('changed');
  await expect(entries.first()).toContainText('Title');
  await expect(entries.first()).toContainText('Clerk');
  await expect(entries.first()).toContainText('Supervisor');
  await expect(entries.last()).toContainText('created');
  await expect(sections.getByRole('link', { name: 'History 2' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await sections.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Unsaved');
  expect(await seriousViolations(page)).toEqual([]);
});
