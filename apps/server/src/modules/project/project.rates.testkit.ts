import type { ModuleTestKit, ScopeCase, TestApp } from '../../test/kit';

/** A standard rate in a project, through the API, for the walkers. */
export async function addStandardRate(t: TestApp, projectId: number, over: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/project/addSingleStandardrate',
    payload: {
      projectId,
      category: 'Freight',
      name: `Line haul ${Date.now()}`,
      unit: 'per mile',
      rate: '3.25',
      ...over,
    },
    as: t.admin,
  });
  return res.json() as { id: number; version: number; projectId: number };
}

/** A storage rate in a project, through the API. */
export async function addWarehouseRate(t: TestApp, projectId: number, over: Record<string, unknown> = {}) {
  const res = await t.call({
    method: 'POST',
    url: '/api/project/addSingleWareHouserate',
    payload: { projectId, ...storageRate, ...over },
    as: t.admin,
  });
  return res.json() as { id: number; version: number; projectId: number };
}

export const storageRate = {
  chargeType: 'Storage',
  basis: 'Per hundredweight',
  description: 'Storage by weight',
  rate: '1.85',
  period: 'Month',
  proration: 'Half month',
  freeDays: 5,
  minimumCharge: '75',
};
const standard = { category: 'Services', name: 'Crew', unit: 'per hour', rate: '65.00' };

/** A change by id of a project's rate: 404 outside the project. */
const write = (arrange: ScopeCase['arrange']): ScopeCase => ({ kind: 'write', arrange });

export const testKit: ModuleTestKit = {
  samples: {
    'POST /api/project/setDefaultData': async (t) => ({ id: (await t.make.project()).id }),
    'POST /api/project/addSingleStandardrate': async (t) => ({ projectId: (await t.make.project()).id, ...standard }),
    'PUT /api/project/updateSingleStandardrate': async (t) => {
      const r = await addStandardRate(t, (await t.make.project()).id);
      return { id: r.id, version: r.version, ...standard };
    },
    'PUT /api/project/updateStandardRates': async (t) => {
      const r = await addStandardRate(t, (await t.make.project()).id);
      return { projectId: r.projectId, rates: [{ id: r.id, version: r.version, ...standard }] };
    },
    'PUT /api/project/RemoveStandardRates': async (t) => {
      const r = await addStandardRate(t, (await t.make.project()).id);
      return { projectId: r.projectId, ids: [r.id] };
    },
    'POST /api/project/addSingleWareHouserate': async (t) => ({
      projectId: (await t.make.project()).id,
      ...storageRate,
    }),
    'PUT /api/project/updateSingleWareHouserate': async (t) => {
      const r = await addWarehouseRate(t, (await t.make.project()).id);
      return { id: r.id, version: r.version, ...storageRate };
    },
    'PUT /api/project/updateWareHouserate': async (t) => {
      const r = await addWarehouseRate(t, (await t.make.project()).id);
      return { projectId: r.projectId, rates: [{ id: r.id, version: r.version, ...storageRate }] };
    },
    'PUT /api/project/removeWarehouseRates': async (t) => {
      const r = await addWarehouseRate(t, (await t.make.project()).id);
      return { projectId: r.projectId, ids: [r.id] };
    },
    'POST /api/project/searchWarehouseRate': async (t) => ({
      projectId: (await t.make.project()).id,
      searchFields: { chargeType: 'Storage', rate: { from: '1', to: '2' } },
      sortColumn: 'rate',
      reverse: true,
    }),
    'POST /api/project/searchStandardRate': async () => ({ searchFields: { category: 'Freight' }, sortColumn: 'name' }),
  },
  scoped: {
    'GET /api/Project/getProjectRateManager': write(async (_t, p) => ({
      method: 'GET',
      url: `/api/Project/getProjectRateManager?id=${p.id}`,
      id: p.id,
    })),
    'GET /api/Project/getAllWarehouseRate': write(async (_t, p) => ({
      method: 'GET',
      url: `/api/Project/getAllWarehouseRate?projectId=${p.id}`,
      id: p.id,
    })),
    'POST /api/project/setDefaultData': write(async (_t, p) => ({
      method: 'POST',
      url: '/api/project/setDefaultData',
      payload: { id: p.id },
      id: p.id,
    })),
    'POST /api/project/addSingleStandardrate': write(async (_t, p) => ({
      method: 'POST',
      url: '/api/project/addSingleStandardrate',
      payload: { projectId: p.id, ...standard },
      id: p.id,
    })),
    'PUT /api/project/updateSingleStandardrate': write(async (t, p) => {
      const r = await addStandardRate(t, p.id);
      return {
        method: 'PUT',
        url: '/api/project/updateSingleStandardrate',
        payload: { id: r.id, version: r.version, ...standard },
        id: r.id,
      };
    }),
    'PUT /api/project/updateStandardRates': write(async (t, p) => {
      const r = await addStandardRate(t, p.id);
      return {
        method: 'PUT',
        url: '/api/project/updateStandardRates',
        payload: { projectId: p.id, rates: [{ id: r.id, version: r.version, ...standard }] },
        id: r.id,
      };
    }),
    'PUT /api/project/RemoveStandardRates': write(async (t, p) => {
      const r = await addStandardRate(t, p.id);
      return {
        method: 'PUT',
        url: '/api/project/RemoveStandardRates',
        payload: { projectId: p.id, ids: [r.id] },
        id: r.id,
      };
    }),
    'POST /api/project/addSingleWareHouserate': write(async (_t, p) => ({
      method: 'POST',
      url: '/api/project/addSingleWareHouserate',
      payload: { projectId: p.id, ...storageRate },
      id: p.id,
    })),
    'PUT /api/project/updateSingleWareHouserate': write(async (t, p) => {
      const r = await addWarehouseRate(t, p.id);
      return {
        method: 'PUT',
        url: '/api/project/updateSingleWareHouserate',
        payload: { id: r.id, version: r.version, ...storageRate },
        id: r.id,
      };
    }),
    'PUT /api/project/updateWareHouserate': write(async (t, p) => {
      const r = await addWarehouseRate(t, p.id);
      return {
        method: 'PUT',
        url: '/api/project/updateWareHouserate',
        payload: { projectId: p.id, rates: [{ id: r.id, version: r.version, ...storageRate }] },
        id: r.id,
      };
    }),
    'PUT /api/project/removeWarehouseRates': write(async (t, p) => {
      const r = await addWarehouseRate(t, p.id);
      return {
        method: 'PUT',
        url: '/api/project/removeWarehouseRates',
        payload: { projectId: p.id, ids: [r.id] },
        id: r.id,
      };
    }),
    'POST /api/project/searchWarehouseRate': write(async (t, p) => {
      const r = await addWarehouseRate(t, p.id);
      return { method: 'POST', url: '/api/project/searchWarehouseRate', payload: { projectId: p.id }, id: r.id };
    }),
    'POST /api/project/searchStandardRate': write(async (t, p) => {
      const r = await addStandardRate(t, p.id);
      return { method: 'POST', url: '/api/project/searchStandardRate', payload: { projectId: p.id }, id: r.id };
    }),
  },
};
