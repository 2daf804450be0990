import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { paged, pageQuery } from './common/paging';

export const outboxItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
  sentAt: z.iso.datetime().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItem>;

export const mailEndpoints = {
  outbox: endpoint({
    method: 'GET',
    path: '/api/mail/outbox',
    access: 'Admin',
    tag: 'Mail',
    summary: 'Mail the product wrote, newest first: where no SMTP server is configured, this is where it waits',
    query: pageQuery.extend({ to: z.string().trim().max(254).optional() }),
    response: paged(outboxItem),
  }),
};
