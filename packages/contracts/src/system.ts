import { z } from 'zod';
import { endpoint } from './common/endpoint';

export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'System',
    summary: 'Liveness and database check',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
};
