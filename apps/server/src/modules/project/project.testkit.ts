import { projectList } from '@freightdesk/contracts';
import type { ModuleTestKit } from '../../test/kit';

const search = (marker: string) => ({ searchFields: { number: marker }, sortColumn: 'number', pageSize: 100 });

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
      async arrange(_t, project) {
        return { method: 'GET', url: `/api/project/${project.id}`, id: project.id };
      },
    },
  },
};
