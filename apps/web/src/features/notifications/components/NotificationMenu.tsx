import { allows, type NotificationItem } from '@freightdesk/contracts';
import { Badge, Box, Button, Center, CloseButton, Divider, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconBell, IconBellCheck, IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client';
import { HeaderPopover } from '../../../app/shell/HeaderPopover';
import { useAuth } from '../../../auth/AuthContext';
import { DateText } from '../../../components/DateText';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { Spinner } from '../../../components/Spinner';
import { useActiveNotificationsPreview, useDismissNotification } from '../api';
import { notificationsFeature } from '../feature';
import { NotificationLink } from './NotificationLink';
import classes from './NotificationMenu.module.css';

/** The header's bell: the count of active notifications and the first few of them. */
export function NotificationMenu() {
  const { scope } = useAuth();
  const list = useActiveNotificationsPreview();
  const count = list.data?.totalCount ?? 0;
  // The badge's text is in the button's name too, so the name holds what the button shows (WCAG 2.5.3),
  // and not in parentheses: checkers (axe 4.14) read a parenthesised part as an aside, not the name.
  const shown = count > 99 ? '99+' : String(count);
  // "View more" leads to /notifications; offer it only to those its route lets in.
  const canViewAll = notificationsFeature.routes.every((r) => allows(scope, r.access));

  return (
    <HeaderPopover
      label={count > 0 ? `Notifications, ${shown} active` : 'Notifications'}
      panelLabel="Notifications"
      width={380}
      trigger={
        <span className={classes.bell}>
          <IconBell size={22} aria-hidden />
          {count > 0 && (
            <span className={classes.count} data-testid="notification-count" aria-hidden>
              {shown}
            </span>
          )}
        </span>
      }
    >
      {(close) => (
        <>
          <Group justify="space-between" px="md" py="sm">
            <Text fw={650}>Notifications</Text>
            {count > 0 && (
              <Badge variant="light" size="sm">
                {count} active
              </Badge>
            )}
          </Group>
          <Divider />
          {list.isPending ? (
            <Center py="xl">
              <Spinner size="sm" label="Loading notifications" />
            </Center>
          ) : list.isError ? (
            <ErrorState size="sm" title="Notifications unavailable" error={list.error} onRetry={() => list.refetch()} />
          ) : list.data.items.length === 0 ? (
            <EmptyState
              size="sm"
              py="lg"
              variant="light"
              icon={<IconBellCheck aria-hidden />}
              title="You're all caught up"
              description="No notifications need your attention right now."
            />
          ) : (
            <Stack gap={0} component="ul" className={classes.list}>
              {list.data.items.map((item) => (
                <NotificationRow key={item.id} item={item} onNavigate={close} />
              ))}
            </Stack>
          )}
          {canViewAll && (
            <>
              <Divider />
              <Button
                component={Link}
                to="/notifications"
                variant="subtle"
                fullWidth
                radius={0}
                rightSection={<IconChevronRight size={16} aria-hidden />}
                onClick={close}
              >
                View more
              </Button>
            </>
          )}
        </>
      )}
    </HeaderPopover>
  );
}

function NotificationRow({ item, onNavigate }: { item: NotificationItem; onNavigate: () => void }) {
  const dismiss = useDismissNotification();
  const onDismiss = () =>
    dismiss.mutate(item.id, { onError: (err) => notify.error(`Could not dismiss: ${errorText(err)}`) });
  return (
    <Box component="li" className={classes.item}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} miw={0}>
          <NotificationLink href={item.link} fw={600} size="sm" onNavigate={onNavigate} className={classes.title}>
            {item.title}
          </NotificationLink>
          <Text size="sm" c="dimmed" lineClamp={2}>
            {item.text}
          </Text>
          <Text size="xs" c="dimmed">
            <DateText value={item.scheduledFor} />
          </Text>
        </Stack>
        <CloseButton size="sm" aria-label={`Dismiss ${item.title}`} disabled={dismiss.isPending} onClick={onDismiss} />
      </Group>
    </Box>
  );
}
