import { projectList } from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import type { ModuleTestKit, TestApp } from '../../test/kit';
import { followStartDate, utcToday } from './project.billing';
import { projects } from './project.table';

const search = (marker: string) => ({ searchFields: { number: marker }, sortColumn: 'number', pageSize: 100 });

/** A valid project form for a fresh customer and job site. */
export async function projectBody(t: TestApp, over: Record<string, unknown> = {}) {
  const customer = await t.make.client({ typeId: 1 });
  const site = await t.make.client({ typeId: 3 });
  return {
    number: '',
    name: 'Lobby refit',
    customerId: customer.id,
    jobSiteId: site.id,
    billingClientId: null,
    thirdPartyClientId: null,
    statusId: 2,
    typeId: 1,
    projectManagerId: null,
    startDate: '2026-12-01',
    endDate: '2027-03-31',
    ...over,
  };
}

/** The PUT body of a project as it stands, with changes. */
async function editBody(t: TestApp, id: number, over: Record<string, unknown> = {}) {
  const p = (await t.call({ method: 'GET', url: `/api/project/${id}`, as: t.admin })).json();
  return {
    id,
    version: p.version,
    number: p.number,
    name: p.name,
    customerId: p.customerId,
    jobSiteId: p.jobSiteId,
    billingClientId: p.billingClientId,
    thirdPartyClientId: p.thirdPartyClientId,
    statusId: p.statusId,
    typeId: p.typeId,
    projectManagerId: p.projectManagerId,
    startDate: p.startDate,
    endDate: p.endDate,
    ...over,
  };
}

export { editBody as projectEditBody };

/** A project started in January 2026, and the body that closes its first (ended) month. */
export async function endedPeriod(t: TestApp, projectId: number) {
  await t.database.db.update(projects).set({ startDate: '2026-01-01' }).where(eq(projects.id, projectId));
  await followStartDate(t.database.db, projectId, '2026-01-01', utcToday());
  const res = await t.call({
    method: 'POST',
    url: '/api/project/getBillingPeriods',
    payload: { projectId },
    as: t.admin,
  });
  return { projectId, id: (res.json() as { id: number }[])[0]!.id, status: 'Closed' };
}

/** A project's current (open) billing period; a project made by the factory gets its periods first. */
export async function currentPeriod(t: TestApp, projectId: number) {
  const today = utcToday();
  await followStartDate(t.database.db, projectId, `${today.slice(0, 8)}01`, today);
  const res = await t.call({
    method: 'POST',
    url: '/api/project/getBillingPeriods',
    payload: { projectId },
    as: t.admin,
  });
  return (res.json() as { id: number; status: string; startDate: string; endDate: string }[]).at(-1)!;
}

export const testKit: ModuleTestKit = {
  lists: { 'POST /api/project/search': { spec: projectList, columnsUrl: '/api/project/filteredColums' } },
  samples: {
    'POST /api/project/search': async () => ({
      searchFields: { number: 'T-', status: 'Active', modifiedAt: { from: '2020-01-01', to: '2030-12-31' } },
      searchTerm: 'a',
      sortColumn: 'customerName',
      reverse: true,
      pageIndex: 1,
      pageSize: 25,
    }),
    'POST /api/project/export': async () => ({ searchFields: { number: 'T-' }, sortColumn: 'status', format: 'csv' }),
    'POST /api/project/searchByClient': async () => ({ clientId: 1, searchTerm: 'P-' }),
    'POST /api/project/dataCounts': async (t) => ({ projectId: (await t.make.project()).id }),
    'POST /api/project/getBillingPeriods': async (t) => ({ projectId: (await t.make.project()).id }),
    'PUT /api/project/billingPeriod': async (t) => endedPeriod(t, (await t.make.project()).id),
    'POST /api/project/updatebillingHours': async (t) => {
      const { id: projectId } = await t.make.project();
      return { projectId, billingPeriodId: (await currentPeriod(t, projectId)).id, billingHours: '6.5' };
    },
    'POST /api/project': async (t) => projectBody(t),
    'PUT /api/project': async (t) => editBody(t, (await t.make.project()).id),
    'PUT /api/project/updateProjectManager': async (t) => ({ id: (await t.make.project()).id, projectManagerId: null }),
  },
  // The project itself is the record (the walker puts the marker in its number).
  scoped: {
    'GET /api/project': {
      kind: 'list',
      arrange: async (_t, project, marker) => ({
        method: 'GET',
        url: `/api/project?searchTerm=${marker}`,
        id: project.id,
      }),
    },
    'POST /api/project/search': {
      kind: 'list',
      arrange: async (_t, project, marker) => ({
        method: 'POST',
        url: '/api/project/search',
        payload: search(marker),
        id: project.id,
      }),
    },
    'POST /api/project/export': {
      kind: 'export',
      arrange: async (_t, project, marker) => ({
        method: 'POST',
        url: '/api/project/export',
        payload: { ...search(marker), format: 'csv' },
        id: project.id,
      }),
    },
    'GET /api/project/:id': {
      kind: 'byId',
      arrange: async (_t, project) => ({ method: 'GET', url: `/api/project/${project.id}`, id: project.id }),
    },
    'GET /api/project/getProjectDetails': {
      kind: 'byId',
      arrange: async (_t, project) => ({
        method: 'GET',
        url: `/api/project/getProjectDetails?ProjectId=${project.id}`,
        id: project.id,
      }),
    },
    'GET /api/project/client/:id': {
      kind: 'list',
      arrange: async (_t, project) => ({
        method: 'GET',
        url: `/api/project/client/${project.customerId}`,
        id: project.id,
      }),
    },
    'POST /api/project/searchByClient': {
      kind: 'list',
      arrange: async (_t, project, marker) => ({
        method: 'POST',
        url: '/api/project/searchByClient',
        payload: { clientId: project.customerId, searchTerm: marker },
        id: project.id,
      }),
    },
    'GET /api/project/paged': {
      kind: 'list',
      arrange: async (_t, project) => ({ method: 'GET', url: '/api/project/paged?pageSize=500', id: project.id }),
    },
    'GET /api/project/pagedFiltered': {
      kind: 'list',
      arrange: async (_t, project) => ({ method: 'GET', url: '/api/project/pagedFiltered', id: project.id }),
    },
    'GET /api/project/filtered': {
      kind: 'list',
      arrange: async (_t, project) => ({ method: 'GET', url: '/api/project/filtered?statusId=2', id: project.id }),
    },
    'POST /api/project/dataCounts': {
      kind: 'write',
      arrange: async (_t, project) => ({
        method: 'POST',
        url: '/api/project/dataCounts',
        payload: { projectId: project.id },
        id: project.id,
      }),
    },
    'GET /api/dataFlow/getProjectOpenModules': {
      kind: 'write',
      arrange: async (_t, project) => ({
        method: 'GET',
        url: `/api/dataFlow/getProjectOpenModules?projectId=${project.id}`,
        id: project.id,
      }),
    },
    'POST /api/project/getBillingPeriods': {
      kind: 'write',
      arrange: async (_t, project) => ({
        method: 'POST',
        url: '/api/project/getBillingPeriods',
        payload: { projectId: project.id },
        id: project.id,
      }),
    },
    'POST /api/project/updatebillingHours': {
      kind: 'write',
      arrange: async (t, project) => ({
        method: 'POST',
        url: '/api/project/updatebillingHours',
        payload: { projectId: project.id, billingPeriodId: (await currentPeriod(t, project.id)).id, billingHours: 3 },
        id: project.id,
      }),
    },
    'PUT /api/project/billingPeriod': {
      kind: 'write',
      arrange: async (t, project) => ({
        method: 'PUT',
        url: '/api/project/billingPeriod',
        payload: await endedPeriod(t, project.id),
        id: project.id,
      }),
    },
    'PUT /api/project': {
      kind: 'write',
      arrange: async (t, project) => ({
        method: 'PUT',
        url: '/api/project',
        payload: await editBody(t, project.id, { name: 'Changed' }),
        id: project.id,
      }),
    },
    'PUT /api/project/updateProjectManager': {
      kind: 'write',
      arrange: async (_t, project) => ({
        method: 'PUT',
        url: '/api/project/updateProjectManager',
        payload: { id: project.id, projectManagerId: null },
        id: project.id,
      }),
    },
    'DELETE /api/project/:id': {
      kind: 'write',
      arrange: async (_t, project) => ({ method: 'DELETE', url: `/api/project/${project.id}`, id: project.id }),
    },
  },
};
