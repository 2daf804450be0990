import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { idParam, MAX_PAGE_SIZE, paged } from './common/paging';

const tag = 'Notifications';

export const notificationItem = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  link: z.string(),
  scheduledFor: z.iso.datetime(),
  dismissed: z.boolean(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/notification',
    access: 'signedIn',
    tag,
    summary: "The signed-in user's notifications that are due, newest first",
    query: z.object({
      dismissed: z.stringbool().default(false),
      pageIndex: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
    }),
    response: paged(notificationItem),
  }),
  dismiss: endpoint({
    method: 'POST',
    path: '/api/notification/dismiss/:id',
    access: 'signedIn',
    tag,
    summary: 'Dismiss one of your notifications',
    params: idParam,
    response: notificationItem,
  }),
};
