import { notificationEndpoints } from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';

export interface NotificationListQuery {
  dismissed: boolean;
  pageIndex: number;
  pageSize: number;
}

/** The header's dropdown shows the first few; new ones fall due while the app is open. */
export const DROPDOWN_SIZE = 5;
const DROPDOWN_REFRESH_MS = 60_000;

export const useNotifications = (q: NotificationListQuery, options: { refetchInterval?: number } = {}) =>
  useEndpointQuery(
    notificationEndpoints.list,
    // The query string carries the flag as text ("true" / "false").
    { query: { ...q, dismissed: String(q.dismissed) } },
    { reads: ['notification'], placeholderData: keepPreviousData, ...options },
  );

export const useActiveNotificationsPreview = () =>
  useNotifications(
    { dismissed: false, pageIndex: 1, pageSize: DROPDOWN_SIZE },
    { refetchInterval: DROPDOWN_REFRESH_MS },
  );

export const useDismissNotification = () =>
  useEndpointMutation(notificationEndpoints.dismiss, {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['notification'],
  });

/** Whether the user's reminders also come by e-mail. */
export const useNotificationPreferences = () =>
  useEndpointQuery(notificationEndpoints.preferences, {}, { reads: ['notification'] });

export const useUpdateNotificationPreferences = () =>
  useEndpointMutation(notificationEndpoints.updatePreferences, {
    input: (emailReminders: boolean) => ({ body: { emailReminders } }),
    sets: () => endpointKey(notificationEndpoints.preferences, {}),
    invalidates: [],
  });
