import { expect, type Page, test } from '@playwright/test';
import { ADMIN, createProject, createUser, seriousViolations } from './support';
import { startSession } from './users-support';

/** /projects/{id}: the detail layout with URL tabs, its history, and its not-found states. */

const tabs = (page: Page) => page.getByRole('navigation', { name: /sections$/ });

test('the History tab is an address: opened directly, switched, and stepped through with back and forward', async ({
  page,
  request,
}) => {
  await startSession(page, request);
  const project = await createProject(request);
  await page.goto(`/projects/${project.id}/history`);
  await expect(page.getByRole('heading', { name: `Project ${project.number}`, level: 1 })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: /^History/ })).toHaveAttribute('aria-current', 'page');
  // The project's creation is recorded; the badge counts the entries.
  const history = page.getByRole('list', { name: 'History of this project' });
  await expect(history.getByRole('listitem').last()).toContainText('created');
  await expect(history.getByRole('listitem').last()).toContainText(ADMIN.userName);
  const entries = await history.getByRole('listitem').count();
  await expect(tabs(page).getByRole('link', { name: `History ${entries}` })).toBeVisible();

  await tabs(page).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(`/projects/${project.id}`);
  await expect(tabs(page).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('region', { name: 'Companies' })).toContainText(project.customerName);

  await page.goBack();
  await expect(page).toHaveURL(`/projects/${project.id}/history`);
  await expect(history).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(`/projects/${project.id}`);
  await expect(page.getByRole('region', { name: 'Companies' })).toBeVisible();

  // The stamp beside the title reads the same trail (it opens on hover, and on keyboard focus).
  await page.getByRole('button', { name: 'Record history' }).hover();
  await expect(page.getByRole('tooltip')).toContainText(
    new RegExp(`Created by ${ADMIN.userName} on \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2} (am|pm)`),
  );
});

test('a project that does not exist, or is not on the user’s list, shows "not found" in the layout', async ({
  page,
  request,
}) => {
  await startSession(page, request);
  const [mine, other] = [await createProject(request), await createProject(request)];
  await page.goto('/projects/987654');
  await expect(page.getByRole('alert')).toContainText('Project not found');
  await page.getByRole('link', { name: 'Back to projects' }).click();
  await expect(page).toHaveURL('/projects');

  await page.goto(`/projects/${mine.id}/no-such-tab`);
  await expect(page.getByRole('alert')).toContainText('Project page not found');
  await expect(page.getByRole('banner')).toBeVisible();

  // A user sees only the projects on their Project Access list: another is "not found", not forbidden.
  const user = await createUser(request, { claims: [{ type: 'Project', value: 'View' }], projects: [mine.id] });
  await startSession(page, request, user.userName, user.password);
  await page.goto('/projects');
  await expect(page.getByRole('table', { name: 'Projects' }).locator('tbody').getByRole('row')).toHaveCount(1);
  await page.goto(`/projects/${other.id}`);
  await expect(page.getByRole('alert')).toContainText('Project not found');
  await page.goto(`/projects/${mine.id}`);
  await expect(page.getByRole('heading', { name: `Project ${mine.number}` })).toBeVisible();
});

test('the project screens have no serious accessibility violations', async ({ page, request }) => {
  await startSession(page, request);
  const project = await createProject(request);
  await page.goto(`/projects/${project.id}`);
  await expect(page.getByRole('region', { name: 'Companies' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto(`/projects/${project.id}/history`);
  await expect(page.getByRole('list', { name: 'History of this project' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
