import { api } from '@freightdesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';

export interface NotificationListQuery {
  dismissed: boolean;
  pageIndex: number;
  pageSize: number;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  preferences: ['notification-preferences'] as const,
  list: (q: NotificationListQuery) => [...notificationKeys.all, 'list', q] as const,
};

/** The header's dropdown shows the first few; new ones fall due while the app is open. */
export const DROPDOWN_SIZE = 5;
const DROPDOWN_REFRESH_MS = 60_000;

export function useNotifications(q: NotificationListQuery, options: { refetchInterval?: number } = {}) {
  return useQuery({
    queryKey: notificationKeys.list(q),
    // The query string carries the flag as text ("true" / "false").
    queryFn: ({ signal }) => call(api.notification.list, { query: { ...q, dismissed: String(q.dismissed) }, signal }),
    placeholderData: keepPreviousData,
    ...options,
  });
}

export function useActiveNotificationsPreview() {
  return useNotifications(
    { dismissed: false, pageIndex: 1, pageSize: DROPDOWN_SIZE },
    { refetchInterval: DROPDOWN_REFRESH_MS },
  );
}

export function useDismissNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.notification.dismiss, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** Whether the user's reminders also come by e-mail. */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => call(api.notification.preferences, { signal }),
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emailReminders: boolean) => call(api.notification.updatePreferences, { body: { emailReminders } }),
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.preferences, saved),
  });
}
