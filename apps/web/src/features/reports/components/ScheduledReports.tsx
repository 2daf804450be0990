import { type ReportSchedule, reportSpecOf } from '@freightdesk/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCalendarOff, IconPlayerStop, IconSend } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DateText } from '../../../components/DateText';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { useReportSchedules, useSendNow, useStopSchedule } from '../api';
import { cadenceLabels, formatLabels, recipientsText } from '../reportSchedules';
import { withView } from '../reportViews';

/**
 * "Your scheduled reports" on the catalogue: each mailing the user set up, the next due first,
 * with who receives it, when it goes next and went last, and what its last mailing left out. It
 * can be sent now (its next run stays) or stopped.
 */
export function ScheduledReports() {
  const schedules = useReportSchedules();
  // A stopped mailing's card leaves with the focus in it: the list's heading takes the focus.
  const heading = useRef<HTMLHeadingElement>(null);
  const stopped = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's new answer is when the stopped card has gone
  useEffect(() => {
    if (!stopped.current) return;
    stopped.current = false;
    heading.current?.focus();
  }, [schedules.data]);
  return (
    <section aria-labelledby="reports-scheduled">
      <Title order={2} fz="lg" mb="sm" id="reports-scheduled" ref={heading} tabIndex={-1}>
        Your scheduled reports
      </Title>
      {schedules.isError ? (
        <ErrorState
          title="Could not load your scheduled reports"
          error={schedules.error}
          onRetry={() => void schedules.refetch()}
        />
      ) : !schedules.data ? (
        <Skeleton height={140} aria-busy="true" aria-label="Loading your scheduled reports" />
      ) : schedules.data.length === 0 ? (
        <NothingScheduled />
      ) : (
        <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
          {schedules.data.map((s) => (
            <ScheduleCard key={s.id} schedule={s} onStopped={() => (stopped.current = true)} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}

function ScheduleCard({ schedule: s, onStopped }: { schedule: ReportSchedule; onStopped: () => void }) {
  const spec = reportSpecOf(s.report);
  const send = useSendNow();
  const stop = useStopSchedule();
  const [stopping, setStopping] = useState(false);
  const heading = `schedule-${s.id}`;
  // The report as each mailing has it: its saved filters and order.
  const query = withView(new URLSearchParams(), spec, s).toString();
  const link = query ? `/reports/${s.report}?${query}` : `/reports/${s.report}`;

  const sendNow = async () => {
    try {
      const sent = await send.mutateAsync(s);
      if (sent.lastProblem) notify.error(`Sent, with a problem. ${sent.lastProblem}`);
      else notify.success('Sent');
    } catch (err) {
      notify.error(`Could not send it: ${errorText(err)}`);
    }
  };
  const confirmStop = async () => {
    try {
      await stop.mutateAsync(s);
      onStopped();
      notify.success(`Stopped mailing “${s.name}”`);
      setStopping(false);
    } catch (err) {
      notify.error(`Could not stop it: ${errorText(err)}`);
    }
  };

  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={heading}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <div style={{ minWidth: 0 }}>
          <Title order={3} fz="md" id={heading}>
            <Anchor component={Link} to={link} inherit>
              {spec.title}
            </Anchor>
            : {s.name}
          </Title>
        </div>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {cadenceLabels[s.cadence]}
          </Badge>
          <Badge variant="light" color="gray">
            {formatLabels[s.format]}
          </Badge>
        </Group>
      </Group>
      <Stack gap={2}>
        <Fact label="To">{recipientsText(s.recipients)}</Fact>
        <Fact label="Next run" nowrap>
          <DateText value={s.nextRunAt} withTime />
        </Fact>
        <Fact label="Last sent" nowrap>
          {s.lastSentAt ? <DateText value={s.lastSentAt} withTime /> : 'not yet'}
        </Fact>
      </Stack>
      {s.lastProblem && (
        <Alert
          role="note"
          color="yellow"
          variant="light"
          mt="sm"
          p="xs"
          icon={<IconAlertTriangle size={18} aria-hidden />}
        >
          <Text size="sm">{s.lastProblem}</Text>
        </Alert>
      )}
      <Group gap="sm" mt="md">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconSend size={14} aria-hidden />}
          loading={send.isPending}
          onClick={() => void sendNow()}
        >
          Send now
        </Button>
        {/* Shade 9: Mantine's default red on white reads below WCAG's 4.5:1. */}
        <Button
          size="xs"
          variant="default"
          c="red.9"
          leftSection={<IconPlayerStop size={14} aria-hidden />}
          onClick={() => setStopping(true)}
        >
          Stop
        </Button>
      </Group>
      <ConfirmDialog
        opened={stopping}
        title="Stop this mailing"
        confirmLabel="Stop"
        cancelLabel="Keep it"
        danger
        busy={stop.isPending}
        onConfirm={() => void confirmStop()}
        onCancel={() => setStopping(false)}
      >
        {`Stop mailing ${spec.title} (“${s.name}”) to ${recipientsText(s.recipients)}? Nobody will receive it again.`}
      </ConfirmDialog>
    </Paper>
  );
}

/** One fact of a mailing, its name dimmed before it; `nowrap` keeps a date and time from breaking at its hyphens. */
function Fact({ label, nowrap, children }: { label: string; nowrap?: boolean; children: ReactNode }) {
  return (
    <Text size="sm">
      <Text span c="dimmed" inherit>
        {label}
      </Text>{' '}
      <span style={nowrap ? { whiteSpace: 'nowrap' } : undefined}>{children}</span>
    </Text>
  );
}

/** No mailing yet: where one is set up. */
function NothingScheduled() {
  return (
    <EmptyState
      variant="light"
      icon={<IconCalendarOff aria-hidden />}
      title="Nothing scheduled yet"
      description="Open a report, choose its filters and sort, then choose Schedule… to have it mailed as a PDF or Excel file each Monday or on the 1st of each month."
      maw={640}
      mx="auto"
      py="lg"
    />
  );
}
