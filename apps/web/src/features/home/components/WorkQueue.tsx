import type { HomeQueueKey, HomeQueueLine } from '@freightdesk/contracts';
import { Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title, UnstyledButton } from '@mantine/core';
import {
  IconCalendarDollar,
  IconCalendarDue,
  IconChevronRight,
  IconCircleCheck,
  IconClipboardCheck,
  IconClockExclamation,
  IconCloudX,
  IconFileCheck,
  IconPackage,
  IconPackageExport,
  IconPhoneCall,
  IconReceipt,
  IconScale,
  IconTruckDelivery,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { filteredListAddress } from '../../../components/dataGrid/filters';
import { ErrorState } from '../../../components/ErrorState';
import { formatCount } from '../../../lib/numbers';
import { useHomeQueue } from '../api';
import classes from './WorkQueue.module.css';

const HEADING_ID = 'work-queue-heading';

const icons: Record<HomeQueueKey, typeof IconPackage> = {
  alertsOverdue: IconClockExclamation,
  alertsDueToday: IconCalendarDue,
  poFollowUpsDue: IconPhoneCall,
  releaseRequests: IconClipboardCheck,
  ticketsToPick: IconPackage,
  ticketsToDeliver: IconPackageExport,
  ticketsOutForDelivery: IconTruckDelivery,
  itemsWithoutWeight: IconScale,
  periodsToBill: IconCalendarDollar,
  warehouseRunsToConfirm: IconFileCheck,
  vendorBillsToApprove: IconReceipt,
  failedExports: IconCloudX,
};

/** Late work stands out: what is overdue, and what the books refused. */
const late = new Set<HomeQueueKey>(['alertsOverdue', 'failedExports']);

/** A queue with work in it: its count and what it is, the whole row a link to the list filtered to it. */
function QueueRow({ line }: { line: HomeQueueLine }) {
  const Icon = icons[line.key];
  const color = late.has(line.key) ? 'red' : 'freight';
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={filteredListAddress(line.list.path, line.list.filters)}
        className={classes.row}
      >
        <ThemeIcon variant="light" color={color} size={36} radius="md">
          <Icon size={20} aria-hidden />
        </ThemeIcon>
        <Text component="span" className={classes.count} c={late.has(line.key) ? 'red.9' : undefined}>
          {formatCount(line.count, line.exact)}
        </Text>
        <Text component="span" fw={500} className={classes.label}>
          {line.label}
        </Text>
        <IconChevronRight size={18} aria-hidden className={classes.chevron} />
      </UnstyledButton>
    </li>
  );
}

/** The queues that hold nothing, named plainly in one short list. */
function NothingWaiting({ lines }: { lines: HomeQueueLine[] }) {
  return (
    <Stack gap={6} mt="md">
      <Title order={3} fz="sm" c="dimmed" fw={600}>
        Nothing waiting
      </Title>
      <ul className={classes.quiet}>
        {lines.map((line) => (
          <li key={line.key}>
            <IconCircleCheck size={16} aria-hidden className={classes.check} />
            <Text component="span" size="sm">
              {line.label}
            </Text>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** The queue's rows as they will stand, while the counts come in. */
function QueueSkeleton() {
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading what waits for you">
      {[0, 1, 2].map((n) => (
        <Group key={n} gap="md" wrap="nowrap" p="sm">
          <Skeleton height={36} width={36} radius="md" />
          <Skeleton height={22} width={36} />
          <Skeleton height={14} maw={260} />
        </Group>
      ))}
    </Stack>
  );
}

function QueueBody() {
  const queue = useHomeQueue();
  if (queue.isError) {
    return (
      <ErrorState
        size="sm"
        title="Could not load what waits for you"
        error={queue.error}
        onRetry={() => void queue.refetch()}
      />
    );
  }
  if (!queue.data) return <QueueSkeleton />;
  if (!queue.data.length) {
    return <Text c="dimmed">No work queue comes with your permissions. An administrator can grant you more.</Text>;
  }
  const waiting = queue.data.filter((line) => line.count > 0);
  const empty = queue.data.filter((line) => line.count === 0);
  return (
    <>
      {waiting.length ? (
        <ul className={classes.rows}>
          {waiting.map((line) => (
            <QueueRow key={line.key} line={line} />
          ))}
        </ul>
      ) : (
        <Text>Nothing waits for you right now.</Text>
      )}
      {empty.length > 0 && <NothingWaiting lines={empty} />}
    </>
  );
}

/**
 * What waits for the user (the alerts due, the follow-ups, the tickets to pick…): each queue their
 * permissions open, with its count, opening its list filtered to those rows.
 */
export function WorkQueue() {
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} mt="xl" aria-labelledby={HEADING_ID}>
      <Title order={2} fz="lg" id={HEADING_ID} mb="sm">
        Waiting for you
      </Title>
      <QueueBody />
    </Paper>
  );
}
