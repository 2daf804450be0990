import type { AuditEntity, FieldChange, HistoryEntry } from '@freightdesk/contracts';
import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { ErrorState } from '../ErrorState';
import type { FieldLabel } from './fieldLabels';
import { describeValue, useRecordHistory } from './history';
import { type LogChange, LogEntry, LogList } from './LogEntry';

interface HistoryPanelProps {
  entity: AuditEntity;
  id: number;
  /** What the record is, lower case ("project"). */
  noun: string;
  /** The name of each of the record's fields (its declaration's, `fieldLabelsOf`). */
  label: FieldLabel;
}

const verbs: Record<HistoryEntry['action'], string> = { create: 'created', update: 'changed', delete: 'deleted' };
// Dot badges keep their text dark enough on any colour (WCAG 1.4.3).
const colors: Record<HistoryEntry['action'], string> = { create: 'teal', update: 'freight', delete: 'red' };

/** A record's audit trail, newest first: who, when, and each field before → after. */
export function HistoryPanel({ entity, id, noun, label }: HistoryPanelProps) {
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
  return (
    <LogList label={`History of this ${noun}`}>
      {history.data.map((entry) => (
        <LogEntry
          key={entry.id}
          action={verbs[entry.action]}
          color={colors[entry.action]}
          userName={entry.userName}
          at={entry.at}
          changes={entry.changes.map((change) => changeOf(label(change.field), change, entry.action))}
        />
      ))}
    </LogList>
  );
}

/** A field as the entry shows it: before → after when changed, the value alone when made or deleted. */
function changeOf(label: string, change: FieldChange, action: HistoryEntry['action']): LogChange {
  if (change.redacted) return { label, after: null, kind: 'redacted' };
  if (action === 'update') return { label, before: describeValue(change.before), after: describeValue(change.after) };
  return { label, after: describeValue(action === 'delete' ? change.before : change.after), kind: 'value' };
}
