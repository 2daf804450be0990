import { expect, test } from '@playwright/test';
import { tabs } from './inbound-support';
import { projectWithInventory } from './inventory-support';
import { api, createProject, createUser, dayFrom, seriousViolations, unique } from './support';
import { startSession } from './users-support';

/**
 * What is billed and on what basis is the provider's decision. A client user of the customer who
 * holds every Create, Update and Delete permission of the project is offered none of it on the
 * screens: no rate to load or change, no period to close, no item to add, weigh or group, no goods
 * to receive. The staff user sees each of those controls on the same screens, and the user form
 * says, for a client user, what they never decide.
 */

const everything = ['Project', 'Inventory', 'RA', 'Invoice'].flatMap((type) =>
  ['View', 'Create', 'Update', 'Delete'].map((value) => ({ type, value })),
);

test('a client user holding every permission is offered none of the provider’s billing decisions', async ({
  page,
  request,
}) => {
  const { project, table } = await projectWithInventory(page);
  const ra = await api(page.request, 'POST', '/api/ra', {
    projectId: project.id,
    expectedDate: '2026-12-02',
    reference: unique('Trailer '),
    items: [{ itemNumber: 'AR-1', description: 'Framed art', quantityExpected: '6', unitOfMeasure: 'Each', pieces: 6 }],
  });
  expect(ra.status, JSON.stringify(ra.body)).toBe(201);
  // A second project of the customer, started 40 days ago: last month has ended and may close.
  const older = await createProject(page.request, { customerId: project.customerId, startDate: dayFrom(-40) });
  const client = await createUser(page.request, {
    userTypeId: 2,
    clientId: project.customerId,
    claims: everything,
    projects: [project.id, older.id],
  });

  const screens = async (who: 'staff' | 'client') => {
    const shown = who === 'staff' ? 1 : 0;
    await page.goto(`/projects/${project.id}/rates`);
    await expect(page.getByText('No rates on this project yet')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load default rates' })).toHaveCount(shown);

    await page.goto(`/projects/${older.id}/billing-periods`);
    await expect(page.getByRole('row').nth(2)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Close / })).toHaveCount(shown);

    await page.goto(`/projects/${project.id}/inventory`);
    await expect(page.getByRole('row', { name: new RegExp(table.itemNumber) })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add item' })).toHaveCount(shown);
    await expect(page.getByRole('checkbox', { name: `Select ${table.itemNumber} Conference table` })).toHaveCount(
      shown,
    );

    await page.goto(`/receiving-alerts/${ra.body.id}`);
    await expect(page.getByRole('heading', { name: new RegExp(ra.body.number) })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: /^Lines|^Receive/ })).toBeVisible();
    await expect(tabs(page).getByRole('link', { name: /^Receive/ })).toHaveCount(shown);
  };

  await startSession(page, request);
  await screens('staff');

  await startSession(page, request, client.userName, client.password);
  await screens('client');
  expect(await seriousViolations(page)).toEqual([]);

  // The user form says what a client user never decides, whatever boxes are ticked.
  await startSession(page, request);
  await page.goto(`/users/${client.id}`);
  await expect(
    page.getByText(/Whatever they hold, client users never make the provider's billing decisions/),
  ).toBeVisible();
});
