import type { InventoryItem } from '@freightdesk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addItem } from '../../modules/inventory/inventory.testkit';
import { followStartDate, utcToday } from '../../modules/project/project.billing';
import { addStandardRate, addWarehouseRate } from '../../modules/project/project.rates.testkit';
import { raFromPo } from '../../modules/receivingAlert/receivingAlert.testkit';
import { fingerprint } from '../../test/fingerprint';
import { createTestApp, type TestApp, type TokenSubject } from '../../test/testApp';

/*
 * What is billed and on what basis is the provider's decision: a client user holding every Create,
 * Update and Delete permission of their own project still changes none of it (403), and the
 * database is left as it was. A staff user holding the same permissions does each of them, so
 * each refusal is the user's type, not a request the server would refuse anyway.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const claims = ['Project', 'Inventory', 'RA', 'Invoice', 'PO'].flatMap((m) =>
  ['View', 'Create', 'Update', 'Delete'].map((a) => `${m}:${a}`),
);

type Request = { method: 'POST' | 'PUT'; url: string; payload: object };
type Arranged = Awaited<ReturnType<typeof arrange>>;

/** A customer's project with rates, stock, a closed-able last month and an alert at the dock. */
async function arrange() {
  const customer = await t.make.client({ typeId: 1, name: `Billed co ${Date.now()}` });
  const project = await t.make.project({ customerId: customer.id });
  const today = utcToday();
  const lastMonth = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 2, 1));
  await followStartDate(t.database.db, project.id, lastMonth.toISOString().slice(0, 10), today);
  const standard = await addStandardRate(t, project.id);
  const warehouse = await addWarehouseRate(t, project.id);
  const item: InventoryItem = await addItem(t, project.id, { weight: '120' });
  const { ra } = await raFromPo(t, { projectId: project.id });
  const client = await t.make.user({ userTypeId: 2, clientId: customer.id, claims, projects: [project.id] });
  const staff = await t.make.user({ userTypeId: 1, claims, projects: [project.id] });
  return { projectId: project.id, customerId: customer.id, standard, warehouse, item, ra, client, staff };
}

const read = async (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
  const res = await t.call({ method, url, ...(payload ? { payload } : {}), as: t.admin });
  expect(res.statusCode).toBe(200);
  return res.json();
};

/** Each provider decision, built from the records as they stand (versions move as staff make them). */
const decisions: Record<string, (a: Arranged) => Promise<Request>> = {
  'copy the master rates': async (a) => ({
    method: 'POST',
    url: '/api/project/setDefaultData',
    payload: { id: a.projectId },
  }),
  'add a standard rate': async (a) => ({
    method: 'POST',
    url: '/api/project/addSingleStandardrate',
    payload: { projectId: a.projectId, category: 'Freight', name: 'Cheaper haul', unit: 'per mile', rate: '0.01' },
  }),
  'change a warehouse rate': async (a) => {
    const { warehouseRates } = await read(`/api/Project/getProjectRateManager?id=${a.projectId}`);
    const r = warehouseRates.find((x: { id: number }) => x.id === a.warehouse.id);
    const { projectId: _, ...rate } = r;
    return { method: 'PUT', url: '/api/project/updateSingleWareHouserate', payload: { ...rate, rate: '0.01' } };
  },
  'change the rates at once': async (a) => {
    const { warehouseRates } = await read(`/api/Project/getProjectRateManager?id=${a.projectId}`);
    const rates = warehouseRates.map(({ projectId: _, ...r }: { projectId: number }) => ({ ...r, freeDays: 300 }));
    return { method: 'PUT', url: '/api/project/updateWareHouserate', payload: { projectId: a.projectId, rates } };
  },
  'remove a standard rate': async (a) => ({
    method: 'PUT',
    url: '/api/project/RemoveStandardRates',
    payload: { projectId: a.projectId, ids: [a.standard.id] },
  }),
  'close last month': async (a) => {
    const periods = await read('/api/project/getBillingPeriods', 'POST', { projectId: a.projectId });
    return {
      method: 'PUT',
      url: '/api/project/billingPeriod',
      payload: { projectId: a.projectId, id: periods[0].id, status: 'Closed' },
    };
  },
  'add stock by hand': async (a) => ({
    method: 'POST',
    url: '/api/inventoryItems',
    payload: {
      projectId: a.projectId,
      itemNumber: 'X-1',
      description: 'Extra crate',
      unitOfMeasure: 'Each',
      quantityOnHand: '3',
      weight: '10',
      pieces: 3,
      location: 'A-01-1',
      reason: 'Found',
    },
  }),
  'adjust the quantity on hand': async (a) => {
    const item: InventoryItem = await read(`/api/inventoryItems/${a.item.id}`);
    return {
      method: 'PUT',
      url: '/api/inventoryItems/updateItem',
      payload: {
        id: item.id,
        version: item.version,
        itemNumber: item.itemNumber,
        description: item.description,
        unitOfMeasure: item.unitOfMeasure,
        quantityOnHand: '1',
        weight: item.weight,
        pieces: item.pieces,
        location: item.location,
        reason: 'Recount',
      },
    };
  },
  'set weights': async (a) => ({
    method: 'POST',
    url: '/api/project/updateitemsweight',
    payload: { projectId: a.projectId, items: [{ id: a.item.id, weight: '1' }] },
  }),
  'set pieces': async (a) => ({
    method: 'POST',
    url: '/api/project/updateitemspieces',
    payload: { projectId: a.projectId, items: [{ id: a.item.id, pieces: 1 }] },
  }),
  'group items': async (a) => ({
    method: 'POST',
    url: '/api/inventoryItems/newGroup',
    payload: { projectId: a.projectId, name: 'Billed apart', selectedInventoryItems: [a.item.id] },
  }),
  'receive a line at the dock': async (a) => {
    const [line] = await read(`/api/raItem/getAllRAItem?receivingAlertId=${a.ra.id}`);
    return {
      method: 'PUT',
      url: '/api/raItem',
      payload: { id: line.id, version: line.version, quantityReceived: line.quantityExpected, weightReceived: '1' },
    };
  },
  'finish receiving': async (a) => ({ method: 'POST', url: `/api/ra/${a.ra.id}/finish`, payload: {} }),
};

describe('billing decisions are the provider’s', () => {
  it('refuses a client user holding every permission of their project, and changes nothing', async () => {
    const a = await arrange();
    const before = await fingerprint(t.database.db);
    for (const [what, build] of Object.entries(decisions)) {
      const res = await t.call({ ...(await build(a)), as: a.client as TokenSubject });
      expect({ what, status: res.statusCode }).toEqual({ what, status: 403 });
      expect(res.json().message).toMatch(
        /^(Rates|Billing periods|What is stored|Groups|The dock) .*client users do not/,
      );
    }
    expect(await fingerprint(t.database.db)).toEqual(before);
  });

  it('lets a staff user with the same permissions make each of them', async () => {
    const a = await arrange();
    for (const [what, build] of Object.entries(decisions)) {
      const res = await t.call({ ...(await build(a)), as: a.staff as TokenSubject });
      expect({ what, status: res.statusCode, body: res.statusCode < 300 ? '' : res.body }).toEqual({
        what,
        status: res.statusCode === 201 ? 201 : 200,
        body: '',
      });
    }
  });

  it('still lets a client user say what to expect at the dock (their advance notice)', async () => {
    const a = await arrange();
    const [line] = await read(`/api/raItem/getAllRAItem?receivingAlertId=${a.ra.id}`);
    const res = await t.call({
      method: 'PUT',
      url: '/api/raItem',
      payload: { id: line.id, version: line.version, note: 'Two pallets, shrink-wrapped' },
      as: a.client as TokenSubject,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().note).toBe('Two pallets, shrink-wrapped');
  });
});
