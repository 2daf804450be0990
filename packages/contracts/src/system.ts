import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { fileResponse } from './common/export';

export const systemEndpoints = {
  health: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'System',
    summary: 'Liveness and database check',
    response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
  }),
  live: endpoint({
    method: 'GET',
    path: '/api/health/live',
    access: 'public',
    tag: 'System',
    summary: 'Liveness for a load balancer or supervisor: the process answers (the database is not asked)',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: endpoint({
    method: 'GET',
    path: '/api/health/ready',
    access: 'public',
    tag: 'System',
    summary:
      'Readiness for a load balancer: 200 while this server takes work (its database answers within 2 s); 503 while it is shutting down or its database does not answer, so new requests go to another server',
    response: z.object({ status: z.literal('ready'), database: z.enum(['pglite', 'postgres']) }),
  }),
  backup: endpoint({
    method: 'GET',
    path: '/api/system/backup',
    access: 'Admin',
    tag: 'System',
    summary:
      'A consistent backup of the embedded database and its files as one .tar.gz, taken while the server runs (npm run backup fetches it, npm run restore puts it in a new DATA_DIR); on PostgreSQL a 409: back it up with pg_dump',
    response: fileResponse,
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
