import type { NotificationItem } from '@freightdesk/contracts';
import {
  Box,
  Button,
  EmptyState,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import { IconBell, IconBellCheck, IconCalendarEvent, IconX } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../api/client';
import { DateText } from '../../../components/DateText';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/PageHeader';
import { useDismissNotification, useNotifications } from '../api';
import { NotificationLink } from '../components/NotificationLink';
import classes from './NotificationsPage.module.css';

const PAGE_SIZE = 20;
type Show = 'active' | 'dismissed';

/** The paged list of the user's notifications; the filter and page live in the URL. */
export default function NotificationsPage() {
  const [params, setParams] = useSearchParams();
  const show: Show = params.get('show') === 'dismissed' ? 'dismissed' : 'active';
  const pageIndex = Math.max(1, Number(params.get('page')) || 1);
  const list = useNotifications({ dismissed: show === 'dismissed', pageIndex, pageSize: PAGE_SIZE });
  const totalPages = list.data ? Math.max(1, Math.ceil(list.data.totalCount / PAGE_SIZE)) : 1;

  const setShow = (value: string) => setParams(value === 'dismissed' ? { show: value } : {});
  const setPage = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next, { replace: page < pageIndex && list.data?.items.length === 0 });
  };

  // Dismissing the last item of the last page leaves that page empty: step back to one that is not.
  const pastTheEnd = list.data !== undefined && list.data.items.length === 0 && pageIndex > totalPages;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the page runs past the end
  useEffect(() => {
    if (pastTheEnd) setPage(totalPages);
  }, [pastTheEnd]);

  return (
    <Box maw={960}>
      <PageHeader
        title="Notifications"
        description="Follow-ups and reminders that have fallen due for you."
        actions={
          <SegmentedControl
            aria-label="Show notifications"
            value={show}
            onChange={setShow}
            data={[
              { label: 'Active', value: 'active' },
              { label: 'Dismissed', value: 'dismissed' },
            ]}
          />
        }
      />
      <Paper withBorder radius="md">
        {list.isPending ? (
          <LoadingRows />
        ) : list.isError ? (
          <ErrorState title="Could not load notifications" error={list.error} onRetry={() => list.refetch()} />
        ) : list.data.items.length === 0 ? (
          <EmptyState
            py={48}
            variant="light"
            icon={show === 'active' ? <IconBellCheck aria-hidden /> : <IconBell aria-hidden />}
            title={show === 'active' ? 'No active notifications' : 'No dismissed notifications'}
            description={
              show === 'active'
                ? 'You are all caught up. New reminders appear here when they fall due.'
                : 'Notifications you dismiss are kept here.'
            }
          />
        ) : (
          <Box component="ul" className={classes.list} aria-busy={list.isFetching}>
            {list.data.items.map((item) => (
              <NotificationRow key={item.id} item={item} />
            ))}
          </Box>
        )}
      </Paper>
      {list.data && list.data.totalCount > 0 && (
        <Group justify="space-between" mt="md">
          <Text size="sm" c="dimmed">
            {list.data.totalCount} {show} notification{list.data.totalCount === 1 ? '' : 's'}
          </Text>
          {totalPages > 1 && (
            <Pagination
              total={totalPages}
              value={Math.min(pageIndex, totalPages)}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          )}
        </Group>
      )}
    </Box>
  );
}

function NotificationRow({ item }: { item: NotificationItem }) {
  const dismiss = useDismissNotification();
  const onDismiss = () =>
    dismiss.mutate(item.id, {
      onSuccess: () => notify.success(`Dismissed "${item.title}"`),
      onError: (err) => notify.error(`Could not dismiss: ${errorText(err)}`),
    });
  return (
    <li className={classes.item}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" radius="xl" size="lg" color={item.dismissed ? 'gray' : undefined} visibleFrom="sm">
          <IconBell size={18} aria-hidden />
        </ThemeIcon>
        <Stack gap={4} flex={1} miw={0}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <NotificationLink href={item.link} fw={600} className={classes.title}>
              {item.title}
            </NotificationLink>
            {!item.dismissed && (
              <Button
                variant="default"
                size="xs"
                flex="none"
                leftSection={<IconX size={14} aria-hidden />}
                aria-label={`Dismiss ${item.title}`}
                loading={dismiss.isPending}
                onClick={onDismiss}
              >
                Dismiss
              </Button>
            )}
          </Group>
          <Text size="sm">{item.text}</Text>
          <Group gap={6} c="dimmed" wrap="nowrap">
            <IconCalendarEvent size={14} aria-hidden />
            <Text size="xs">
              Scheduled for <DateText value={item.scheduledFor} />
            </Text>
          </Group>
        </Stack>
      </Group>
    </li>
  );
}

function LoadingRows() {
  return (
    <Stack p="md" gap="lg" aria-label="Loading notifications" aria-busy>
      {[0, 1, 2].map((i) => (
        <Group key={i} wrap="nowrap" align="flex-start">
          <Skeleton circle height={34} />
          <Stack gap={6} flex={1}>
            <Skeleton height={12} width="40%" />
            <Skeleton height={10} width="80%" />
            <Skeleton height={8} width="20%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
