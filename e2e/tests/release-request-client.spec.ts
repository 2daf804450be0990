import { expect, test } from '@playwright/test';
import { shootBothWidths, smallTouchTargets } from './screens-support';
import { api, apiToken, createCompany, createProject, createUser, seriousViolations, unique } from './support';
import { startSession, toast } from './users-support';

/**
 * A client user changes and calls off their own release request while it awaits the warehouse; once
 * the warehouse confirms one, the client sees why it no longer changes and has no control to try.
 */
test('the client changes a request, cancels another, and cannot change one the warehouse confirmed', async ({
  page,
  request,
}) => {
  const customer = await createCompany(request, 1);
  const project = await createProject(request, { customerId: customer.id });
  const description = unique('Crate ');
  const item = await api(request, 'POST', '/api/inventoryItems', {
    projectId: project.id,
    description,
    quantityOnHand: '12',
    reason: 'Counted for the request test',
    location: 'R-01-1',
  });
  expect(item.status, JSON.stringify(item.body)).toBe(201);
  const client = await createUser(request, {
    userTypeId: 2,
    clientId: customer.id,
    claims: ['View', 'Create', 'Update']
      .map((value) => ({ type: 'PickTicket', value }))
      .concat([{ type: 'Inventory', value: 'View' }]),
    projects: [project.id],
  });
  const token = await apiToken(request, client.userName, client.password);
  const ask = async (quantity: string) => {
    const made = await api(
      request,
      'POST',
      '/api/pickTicket',
      { projectId: project.id, items: [{ inventoryItemId: item.body.id, quantity }] },
      token,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body as { id: number; number: string; version: number };
  };
  const changed = await ask('2');
  const calledOff = await ask('3');
  const confirmed = await ask('1');
  const done = await api(request, 'POST', '/api/pickTicket/confirm', { id: confirmed.id, version: confirmed.version });
  expect(done.status).toBe(200);

  await startSession(page, request, client.userName, client.password);

  // Awaiting confirmation: the notes change and are saved.
  await page.goto(`/pick-tickets/${changed.id}`);
  await expect(page.getByText('awaiting confirmation')).toBeVisible();
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Deliver to the side door');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'updated')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Deliver to the side door');

  // Another is called off: its hold goes back.
  await page.goto(`/pick-tickets/${calledOff.id}`);
  await page.getByRole('button', { name: 'Cancel ticket' }).click();
  await page.getByRole('dialog', { name: 'Cancel pick ticket' }).getByRole('button', { name: 'Cancel ticket' }).click();
  await expect(toast(page, ': Cancelled')).toBeVisible();
  const items = await api(request, 'POST', '/api/inventoryItems/search', { projectId: project.id, paged: false });
  // Held: 2 (changed) + 1 (confirmed); the 3 called off are free again.
  expect(items.body.items.find((i: { id: number }) => i.id === item.body.id).quantityHeld).toBe('3.000');

  // Confirmed by the warehouse: the client reads why, and has neither Save nor Cancel.
  await page.goto(`/pick-tickets/${confirmed.id}`);
  await expect(page.getByText(`The warehouse confirmed ${confirmed.number}: ask them to change it.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel ticket' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Notes' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await smallTouchTargets(page)).toEqual([]);
  await shootBothWidths(page, 'pick-ticket-client-confirmed', async () => {
    await expect(page.getByText(`The warehouse confirmed ${confirmed.number}`)).toBeVisible();
  });
  // And the server says the same to a call made around the screen.
  const fresh = await api(request, 'GET', `/api/pickTicket/${confirmed.id}`, undefined, token);
  const tried = await api(request, 'PUT', '/api/pickTicket', { ...fresh.body, notes: 'Sooner' }, token);
  expect(tried.status).toBe(400);
  expect(tried.body.message).toBe(
    `Pick ticket ${confirmed.number} was confirmed by the warehouse: ask them to change it.`,
  );
});
