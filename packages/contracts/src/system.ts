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
  integrity: endpoint({
    method: 'GET',
    path: '/api/system/integrity',
    access: 'Admin',
    tag: 'System',
    summary:
      "The goods' invariants checked across the database: no PO line shipped, expected or received beyond its order unless a receipt was recorded Over, no inventory below zero, every received line in inventory with its item-log row; what breaks one is listed",
    response: z.object({
      problems: z.array(z.object({ rule: z.string(), record: z.string(), detail: z.string() })),
    }),
  }),
};
