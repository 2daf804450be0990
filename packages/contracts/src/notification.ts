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

/** What a user chose about their reminders: also by e-mail, when each falls due. */
export const notificationPreferences = z.object({ emailReminders: z.boolean({ error: 'Choose on or off.' }) });
export type NotificationPreferences = z.infer<typeof notificationPreferences>;

export const notificationEndpoints = {
  preferences: endpoint({
    method: 'GET',
    path: '/api/notification/preferences',
    access: 'signedIn',
    tag,
    summary: 'Whether your reminders also come by e-mail',
    response: notificationPreferences,
  }),
  updatePreferences: endpoint({
    method: 'PUT',
    path: '/api/notification/preferences',
    access: 'signedIn',
    tag,
    summary:
      'Turn e-mail of your reminders on or off; turned on, each reminder is mailed once when it falls due (not those already due)',
    body: notificationPreferences,
    response: notificationPreferences,
  }),
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
