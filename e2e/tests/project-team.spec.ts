import { expect, type Page, test } from '@playwright/test';
import { shootBothWidths } from './screens-support';
import { api, apiToken, createCompany, createUser, seriousViolations, unique } from './support';
import { startSession } from './users-support';

/**
 * A project's team, chosen on the project form: a new project reaches the people who work on it
 * (the dock too), and the notice each gets leads to a screen they may open.
 */

async function pick(page: Page, label: string, name: string, search = name) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name }).click();
}

const teamBox = (page: Page) => page.getByRole('combobox', { name: 'Members', exact: true });
const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications/ });

test('an admin puts a warehouse user on a new project’s team; the user opens its alerts from the notice, not a 403', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const lastName = unique('Dock');
  const dock = await createUser(request, {
    firstName: 'Wren',
    lastName,
    title: 'Dock lead',
    userTypeId: 3,
    claims: [
      { type: 'RA', value: 'View' },
      { type: 'RA', value: 'Update' },
    ],
  });
  const managerLastName = unique('Jordan');
  const manager = await createUser(request, {
    firstName: 'Sam',
    lastName: managerLastName,
    title: 'Operations Manager',
    claims: [{ type: 'Project', value: 'View' }],
  });
  const managerName = `Sam ${managerLastName} (${manager.userName})`;
  await startSession(page, request);
  const customer = await createCompany(request, 1);
  const jobSite = await createCompany(request, 3);

  await page.goto('/projects/create');
  await expect(page.getByRole('heading', { name: 'Create Project', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Dock team check');
  await pick(page, 'Customer', customer.name);
  await pick(page, 'Job site', jobSite.name);
  // The manager joins the team by default.
  await pick(page, 'Project manager', managerName, `Sam ${managerLastName}`);
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByText(managerName)).toBeVisible();

  // The keyboard finds and adds the dock lead: type, arrow down, Enter.
  await teamBox(page).focus();
  await page.keyboard.type(lastName.slice(0, 10));
  // The server's answer to the term: the one match.
  await expect(page.getByRole('option')).toHaveText([`Wren ${lastName} (${dock.userName})`]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(team.getByText(`Wren ${lastName} (${dock.userName})`)).toBeVisible();
  await page.keyboard.press('Escape');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'project-team-form', async () => {
    await expect(team.getByText(`Wren ${lastName} (${dock.userName})`)).toBeVisible();
  });

  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/')[2]);
  const heading = page.getByRole('heading', { level: 1, name: /^Project P-\d+/ });
  const number = (await heading.textContent())!.replace('Project ', '');
  const members = page.getByRole('list', { name: 'Team' });
  await expect(members.getByRole('listitem')).toHaveText([
    `Sam ${managerLastName} · Operations Manager`,
    `Wren ${lastName} · Dock lead`,
  ]);
  await expect(page.getByRole('region', { name: 'At a glance' })).toContainText('2People with access');
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'project-team-overview', async () => {
    await expect(members).toBeVisible();
  });

  // Something for the dock to expect on the new project.
  const alert = await api(request, 'POST', '/api/ra', {
    projectId: id,
    expectedDate: '2026-12-02',
    reference: 'Trailer 4471',
    items: [{ itemNumber: 'AR-1', description: 'Framed art', quantityExpected: '6', unitOfMeasure: 'Each', pieces: 6 }],
  });
  expect(alert.status, JSON.stringify(alert.body)).toBe(201);

  // The dock lead signs in: the notice leads to the project's alerts, a screen they may open.
  await startSession(page, request, dock.userName, dock.password);
  await page.goto('/');
  await expect(page.getByTestId('notification-count')).toHaveText('1');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText(`You can now see project ${number}.`)).toBeVisible();
  await shootBothWidths(page, 'project-team-bell', async () => {
    if (!(await panel.isVisible())) await bell(page).click();
    await expect(panel.getByRole('link', { name: 'New project access' })).toBeVisible();
  });
  if (!(await panel.isVisible())) await bell(page).click();
  await panel.getByRole('link', { name: 'New project access' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`/receiving-alerts?f.projectNumber=${encodeURIComponent(number)}`);
  await expect(page.getByRole('heading', { name: 'Receiving Alerts', level: 1 })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Filters in effect' })).toContainText(`Project: “${number}”`);
  await expect(page.getByRole('link', { name: alert.body.number })).toBeVisible();
  await expect(page.getByText(/not allowed|permission/i)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await shootBothWidths(page, 'project-team-dock-alerts', async () => {
    await expect(page.getByRole('heading', { name: 'Receiving Alerts', level: 1 })).toBeVisible();
  });

  // The server agrees: the hub would be a 403 for them, the alerts are theirs to read.
  const token = await apiToken(request, dock.userName, dock.password);
  expect((await api(request, 'GET', `/api/project/${id}`, undefined, token)).status).toBe(403);
  expect((await api(request, 'GET', `/api/ra/${alert.body.id}`, undefined, token)).status).toBe(200);
});

test('the team is edited on the project form: a member taken off loses the project', async ({ page, request }) => {
  const lastName = unique('Crew');
  const crew = await createUser(request, {
    firstName: 'Cory',
    lastName,
    claims: [{ type: 'RA', value: 'View' }],
  });
  const { body: project } = await api(request, 'POST', '/api/project', {
    name: 'Team edit check',
    customerId: (await createCompany(request, 1)).id,
    jobSiteId: (await createCompany(request, 3)).id,
    statusId: 2,
    team: [crew.id],
  });
  await startSession(page, request);
  await page.goto(`/projects/${project.id}/edit`);
  const team = page.getByRole('region', { name: 'Team' });
  await expect(team.getByText(`Cory ${lastName} (${crew.userName})`)).toBeVisible();
  // Backspace in the empty search takes off the last one chosen.
  await teamBox(page).focus();
  await page.keyboard.press('Backspace');
  await expect(team.getByText(`Cory ${lastName} (${crew.userName})`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(`/projects/${project.id}`);
  await expect(page.getByRole('region', { name: 'Team' })).toContainText('Nobody has this project');
  const token = await apiToken(request, crew.userName, crew.password);
  const alerts = await api(
    request,
    'POST',
    '/api/ra/search',
    { searchFields: { projectNumber: project.number } },
    token,
  );
  expect(alerts.body.totalCount).toBe(0);
  const { body: history } = await api(request, 'GET', `/api/history/project/${project.id}`);
  expect(history[0].changes).toContainEqual({ field: 'team', before: [crew.userName], after: [] });
});
