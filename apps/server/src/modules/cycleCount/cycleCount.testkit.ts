import { type CycleCountDetails, cycleCountList } from '@freightdesk/contracts';
import type { ModuleTestKit, TestApp } from '../../test/kit';
import { addItem, stocked } from '../inventory/inventory.testkit';
import { makeLocation } from '../location/location.testkit';

/**
 * A stocked project's two items at a fresh location, and an open count of it: not blind unless
 * asked, so its lines show what they expect (chair 10, table 2).
 */
export async function makeCount(t: TestApp, projectId?: number, { blind = false }: { blind?: boolean } = {}) {
  const s = await stocked(t, projectId);
  const where = await makeLocation(t);
  for (const item of [s.chair, s.table]) {
    const res = await t.call({
      method: 'POST',
      url: '/api/inventoryItems/move',
      payload: { inventoryItemId: item.id, location: where.code },
      as: t.admin,
    });
    if (res.statusCode !== 200) throw new Error(`move failed: ${res.statusCode} ${res.body}`);
  }
  const res = await t.call({
    method: 'POST',
    url: '/api/cycleCount',
    payload: { location: where.code, blind },
    as: t.admin,
  });
  if (res.statusCode !== 201) throw new Error(`count create failed: ${res.statusCode} ${res.body}`);
  return { ...s, where, count: res.json() as CycleCountDetails };
}

/** The count with every line counted as expected, submitted. */
export async function submittedCount(t: TestApp) {
  const m = await makeCount(t);
  for (const l of m.count.lines) {
    await t.call({
      method: 'PUT',
      url: '/api/cycleCount/line',
      payload: { id: l.id, counted: l.expected },
      as: t.admin,
    });
  }
  const current = (await t.call({ method: 'GET', url: `/api/cycleCount/${m.count.id}`, as: t.admin })).json();
  const res = await t.call({
    method: 'POST',
    url: '/api/cycleCount/submit',
    payload: { id: current.id, version: current.version },
    as: t.admin,
  });
  if (res.statusCode !== 200) throw new Error(`submit failed: ${res.statusCode} ${res.body}`);
  return { ...m, count: res.json() as CycleCountDetails };
}

export const testKit: ModuleTestKit = {
  lists: {
    'POST /api/cycleCount/search': {
      spec: cycleCountList,
      columnsUrl: '/api/cycleCount/filtered',
      async seed(t) {
        await makeCount(t);
      },
    },
  },
  samples: {
    'POST /api/cycleCount/search': async () => ({
      searchFields: { number: 'CC-', status: 'Open' },
      searchTerm: 'cc',
      sortColumn: 'location',
    }),
    'POST /api/cycleCount': async (t) => {
      const s = await stocked(t);
      return { inventoryItemIds: [s.chair.id, s.table.id], notes: 'Spot check' };
    },
    'PUT /api/cycleCount/line': async (t) => {
      const m = await makeCount(t);
      return { id: m.count.lines[0]!.id, counted: '9', reason: 'One found broken' };
    },
    'POST /api/cycleCount/addLine': async (t) => {
      const m = await makeCount(t);
      const other = await addItem(t, m.projectId, { itemNumber: 'EX-1', description: 'Extra crate' });
      return { cycleCountId: m.count.id, inventoryItemId: other.id };
    },
    'POST /api/cycleCount/submit': async (t) => {
      const m = await makeCount(t);
      for (const l of m.count.lines) {
        await t.call({
          method: 'PUT',
          url: '/api/cycleCount/line',
          payload: { id: l.id, counted: l.expected },
          as: t.admin,
        });
      }
      const c = (await t.call({ method: 'GET', url: `/api/cycleCount/${m.count.id}`, as: t.admin })).json();
      return { id: c.id, version: c.version };
    },
    'POST /api/cycleCount/apply': async (t) => {
      const { count } = await submittedCount(t);
      return { id: count.id, version: count.version };
    },
    'POST /api/cycleCount/cancel': async (t) => {
      const { count } = await makeCount(t);
      return { id: count.id, version: count.version };
    },
  },
};
