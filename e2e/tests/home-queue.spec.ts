import { expect, test } from '@playwright/test';
import { api, createCompany, createProject, createUser, dayFrom, seriousViolations, signIn } from './support';

/**
 * The home page's work queue: under the welcome, what waits for the user, each queue a link that
 * opens its list filtered to those rows; the queues holding nothing are named as such.
 */
test('a queue shows its count and opens its list filtered to those rows', async ({ page }) => {
  // A buyer on a project of their own with two POs whose follow-up date has passed, and one not yet due.
  const user = await createUser(page.request, {
    claims: [
      { type: 'Project', value: 'View' },
      { type: 'PO', value: 'View' },
    ],
  });
  const project = await createProject(page.request, { team: [user.id] });
  const vendor = await createCompany(page.request, 2);
  for (const days of [-1, -3, 5]) {
    const { status, body } = await api(page.request, 'POST', '/api/purchaseOrder', {
      projectId: project.id,
      vendorId: vendor.id,
      followUpDate: dayFrom(days),
    });
    expect(status, JSON.stringify(body)).toBe(201);
  }
  await signIn(page, user.userName, user.password);
  await expect(page.getByRole('heading', { name: 'Welcome, Erin Tester', level: 1 })).toBeVisible();
  const queue = page.getByRole('region', { name: 'Waiting for you' });
  const followUps = queue.getByRole('link', { name: '2 PO follow-ups due' });
  await expect(followUps).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // By keyboard: the link is reached and opened like any other.
  await followUps.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/purchase-orders\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('f.followUpDate')).toMatch(/^~\d{4}-\d{2}-\d{2}$/);
  expect(url.searchParams.get('f.inProgress')).toBe('true');
  await expect(page.getByRole('group', { name: 'Filters in effect' })).toContainText('Progress: In progress');
  const grid = page.getByRole('table', { name: /purchase orders/i });
  // The header row and the two POs.
  await expect(grid.getByRole('row')).toHaveCount(3);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('queues that hold nothing say so plainly', async ({ page }) => {
    const project = await createProject(page.request);
    const user = await createUser(page.request, {
      claims: [{ type: 'RA', value: 'View' }],
      projects: [project.id],
    });
    await signIn(page, user.userName, user.password);
    const queue = page.getByRole('region', { name: 'Waiting for you' });
    await expect(queue.getByText('Nothing waits for you right now.')).toBeVisible();
    await expect(queue.getByRole('heading', { name: 'Nothing waiting' })).toBeVisible();
    await expect(queue.getByRole('listitem')).toHaveText([
      'Receiving alerts overdue',
      'Receiving alerts expected today',
    ]);
    await expect(queue.getByRole('link')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
