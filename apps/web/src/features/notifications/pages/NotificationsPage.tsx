import type { NotificationItem } from '@freightdesk/contracts';
import { Box, Button, Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import { IconBell, IconBellCheck, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../api/client';
import { DataGrid, displayColumn, useGridState } from '../../../components/DataGrid';
import { DateText } from '../../../components/DateText';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/PageHeader';
import {
  useDismissNotification,
  useNotificationPreferences,
  useNotifications,
  useUpdateNotificationPreferences,
} from '../api';
import { NotificationLink } from '../components/NotificationLink';
import classes from './NotificationsPage.module.css';

type Show = 'active' | 'dismissed';
const PAGE_SIZES = [20, 50, 100];

const columns = [
  displayColumn<NotificationItem>('title', 'Notification', {
    render: (item) => (
      <Stack gap={2} miw={0}>
        <NotificationLink href={item.link} fw={600} size="sm" className={classes.title}>
          {item.title}
        </NotificationLink>
        <Text size="sm">{item.text}</Text>
        {/* On a phone the date sits under the text instead of in a column of its own. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          Scheduled for <DateText value={item.scheduledFor} />
        </Text>
      </Stack>
    ),
  }),
  displayColumn<NotificationItem>('scheduledFor', 'Scheduled for', { type: 'date', width: 130, visibleFrom: 'sm' }),
  displayColumn<NotificationItem>('dismiss', 'Actions', {
    width: 120,
    textAlign: 'right',
    render: (item) => (item.dismissed ? null : <DismissButton item={item} />),
  }),
];

/** The user's notifications, active or dismissed, paged by the server; the choice and page live in the URL. */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('show') === 'dismissed' ? 'dismissed' : 'active';
  const grid = useGridState({ pageSizes: PAGE_SIZES });
  const { pageIndex, pageSize } = grid.request;
  const list = useNotifications({ dismissed: show === 'dismissed', pageIndex, pageSize });

  return (
    <Box maw={1100}>
      <PageHeader
        title="Notifications"
        actions={
          <Group gap="lg" wrap="wrap">
            <EmailReminders />
            <SegmentedControl
              aria-label="Show notifications"
              value={show}
              // A new choice starts at its first page.
              onChange={(value) => setParams(value === 'dismissed' ? { show: value } : {})}
              data={[
                { label: 'Active', value: 'active' },
                { label: 'Dismissed', value: 'dismissed' },
              ]}
            />
          </Group>
        }
      />
      <DataGrid
        state={grid}
        query={list}
        columns={show === 'active' ? columns : columns.slice(0, 2)}
        noun={`${show} notifications`}
        label="Notifications"
        search={false}
        empty={
          show === 'active'
            ? {
                title: 'No active notifications',
                description: 'You are all caught up. New reminders appear here when they fall due.',
                icon: <IconBellCheck size={22} aria-hidden />,
              }
            : {
                title: 'No dismissed notifications',
                description: 'Notifications you dismiss are kept here.',
                icon: <IconBell size={22} aria-hidden />,
              }
        }
      />
    </Box>
  );
}

/** The user's choice to get each reminder by e-mail too when it falls due. */
function EmailReminders() {
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const on = update.isPending ? Boolean(update.variables) : Boolean(preferences.data?.emailReminders);
  return (
    <Switch
      label="E-mail me reminders"
      description="Each one, once, when it falls due"
      checked={on}
      disabled={!preferences.data}
      onChange={(event) => {
        const emailReminders = event.currentTarget.checked;
        update.mutate(emailReminders, {
          onSuccess: () =>
            notify.success(emailReminders ? 'Reminders will also come by e-mail' : 'Reminders stay in the app only'),
          onError: (err) => notify.error(`Could not save: ${errorText(err)}`),
        });
      }}
    />
  );
}

function DismissButton({ item }: { item: NotificationItem }) {
  const dismiss = useDismissNotification();
  const onDismiss = () =>
    dismiss.mutate(item.id, {
      onSuccess: () => notify.success(`Dismissed "${item.title}"`),
      onError: (err) => notify.error(`Could not dismiss: ${errorText(err)}`),
    });
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconX size={14} aria-hidden />}
      aria-label={`Dismiss ${item.title}`}
      loading={dismiss.isPending}
      onClick={onDismiss}
    >
      Dismiss
    </Button>
  );
}
