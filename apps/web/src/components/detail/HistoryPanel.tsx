import type { AuditEntity, FieldChange, HistoryEntry } from '@freightdesk/contracts';
import { Badge, EmptyState, Group, Paper, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconArrowRight, IconHistory } from '@tabler/icons-react';
import { DateText } from '../DateText';
import { ErrorState } from '../ErrorState';
import classes from './HistoryPanel.module.css';
import { describeValue, humanize, useRecordHistory } from './history';

interface HistoryPanelProps {
  entity: AuditEntity;
  id: number;
  /** What the record is, lower case ("project"). */
  noun: string;
  /** Labels of the record's fields; others are spelled out from their names. */
  fieldLabels?: Partial<Record<string, string>>;
}

const verbs: Record<HistoryEntry['action'], string> = { create: 'created', update: 'changed', delete: 'deleted' };
// Dot badges keep their text dark enough on any colour (WCAG 1.4.3).
const colors: Record<HistoryEntry['action'], string> = { create: 'teal', update: 'freight', delete: 'red' };

/** A record's audit trail, newest first: who, when, and each field before → after. */
export function HistoryPanel({ entity, id, noun, fieldLabels = {} }: HistoryPanelProps) {
  const history = useRecordHistory(entity, id);
  if (history.isPending) {
    return (
      <Stack gap="md" aria-busy="true" aria-label="Loading history">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={72} radius="md" />
        ))}
      </Stack>
    );
  }
  if (history.isError) {
    return <ErrorState title="Could not load the history" error={history.error} onRetry={() => history.refetch()} />;
  }
  if (!history.data.length) {
    return (
      <EmptyState
        py="xl"
        variant="light"
        icon={<IconHistory aria-hidden />}
        title="No history yet"
        description={`Changes to this ${noun} will be listed here, with who made them and when.`}
      />
    );
  }
  const label = (field: string) => fieldLabels[field] ?? humanize(field);
  return (
    <Stack component="ol" gap="sm" className={classes.list} aria-label={`History of this ${noun}`}>
      {history.data.map((entry) => (
        <Paper component="li" key={entry.id} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Group gap="xs" wrap="wrap" mb={entry.changes.length ? 'xs' : 0}>
            <Badge variant="dot" color={colors[entry.action]} tt="none" fw={600}>
              {verbs[entry.action]}
            </Badge>
            <Text size="sm" fw={600}>
              {entry.userName ?? 'System'}
            </Text>
            <Text size="sm" c="dimmed">
              <DateText value={entry.at} withTime />
            </Text>
          </Group>
          {entry.changes.length > 0 && (
            <dl className={classes.changes}>
              {entry.changes.map((change) => (
                <Change key={change.field} label={label(change.field)} change={change} action={entry.action} />
              ))}
            </dl>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

function Change({ label, change, action }: { label: string; change: FieldChange; action: HistoryEntry['action'] }) {
  const before = describeValue(change.before);
  const after = describeValue(change.after);
  return (
    <div className={classes.change}>
      <dt>{label}</dt>
      <dd>
        {change.redacted ? (
          <Text span size="sm" c="dimmed" fs="italic">
            changed (not shown)
          </Text>
        ) : action === 'update' ? (
          <>
            <Value text={before} />
            <IconArrowRight size={14} aria-hidden className={classes.arrow} />
            <VisuallyHidden>changed to</VisuallyHidden>
            <Value text={after} />
          </>
        ) : (
          <Value text={action === 'delete' ? before : after} />
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
