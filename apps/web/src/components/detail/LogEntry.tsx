import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { DateText } from '../DateText';
import classes from './LogEntry.module.css';

/** One field of a log entry: before → after, only the value (what a record was made or deleted with), or hidden. */
export interface LogChange {
  label: string;
  before?: string | null;
  after: string | null;
  /** A change, a value alone, or a secret changed (a password). */
  kind?: 'change' | 'value' | 'redacted';
}

export interface LogEntryProps {
  /** What happened, as a dot badge ("changed", "received"), and its colour (dark enough on any). */
  action: string;
  color: string;
  userName: string | null;
  at: string;
  /** Right of the heading: what caused it ("Reference RA-1001"). */
  aside?: ReactNode;
  /** Under the heading: why a person did it. */
  note?: ReactNode;
  changes: readonly LogChange[];
}

/**
 * A list of log entries, newest first (an `ol` for screen readers): a record's history, an item's
 * log. Its children are `LogEntry`s.
 */
export function LogList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ol" gap="sm" className={classes.list} aria-label={label}>
      {children}
    </Stack>
  );
}

/** One entry of a log: who did what when, why and from where, and each field before → after. */
export function LogEntry({ action, color, userName, at, aside, note, changes }: LogEntryProps) {
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Group gap="xs" wrap="wrap">
        <Badge variant="dot" color={color} tt="none" fw={600}>
          {action}
        </Badge>
        <Text size="sm" fw={600}>
          {userName ?? 'System'}
        </Text>
        <Text size="sm" c="dimmed">
          <DateText value={at} withTime />
        </Text>
        {aside && (
          <Text size="sm" ml="auto">
            {aside}
          </Text>
        )}
      </Group>
      {note && (
        <Text size="sm" mt={4}>
          {note}
        </Text>
      )}
      {changes.length > 0 && (
        <dl className={classes.changes}>
          {changes.map((c) => (
            <Change key={c.label} change={c} />
          ))}
        </dl>
      )}
    </Paper>
  );
}

/** "Label value", the label dimmed: a reference or a reason beside an entry. */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text span size="sm" c="dimmed">
        {`${label} `}
      </Text>
      {children}
    </>
  );
}

function Change({ change }: { change: LogChange }) {
  return (
    <div className={classes.change}>
      <dt>{change.label}</dt>
      <dd>
        {change.kind === 'redacted' ? (
          <Text span size="sm" c="dimmed" fs="italic">
            changed (not shown)
          </Text>
        ) : change.kind === 'value' ? (
          <Value text={change.after} />
        ) : (
          <>
            <Value text={change.before ?? null} />
            <IconArrowRight size={14} aria-hidden className={classes.arrow} />
            <VisuallyHidden>changed to</VisuallyHidden>
            <Value text={change.after} />
          </>
        )}
      </dd>
    </div>
  );
}

function Value({ text }: { text: string | null }) {
  return text === null ? (
    <Text span size="sm" c="dimmed" fs="italic">
      empty
    </Text>
  ) : (
    <Text span size="sm" className={classes.value}>
      {text}
    </Text>
  );
}
