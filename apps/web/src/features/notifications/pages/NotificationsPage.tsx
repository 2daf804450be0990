import type { NotificationItem } from '@freightdesk/contracts';
import { Box, Button, SegmentedControl, Stack, Text } from '@mantine/core';
import { IconBell, IconBellCheck, IconX } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../api/client';
import { DataGrid, displayColumn, useGridState } from '../../../components/DataGrid';
import { DateText } from '../../../components/DateText';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/PageHeader';
import { useDismissNotification, useNotifications } from '../api';
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
        description="Follow-ups and reminders that have fallen due for you."
        actions={
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
