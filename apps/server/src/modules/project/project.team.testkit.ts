import type { ModuleTestKit } from '../../test/kit';

/** The project's team: 404 to a caller outside the project (a list of people, not the project: checked as a call by id). */
export const testKit: ModuleTestKit = {
  scoped: {
    'GET /api/project/:id/team': {
      kind: 'write',
      arrange: async (_t, project) => ({ method: 'GET', url: `/api/project/${project.id}/team`, id: project.id }),
    },
  },
};
