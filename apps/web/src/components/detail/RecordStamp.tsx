import type { AuditEntity } from '@freightdesk/contracts';
import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type RecordAudit, stampsOf, useRecordHistory } from './history';

interface RecordStampProps {
  entity: AuditEntity;
  id: number;
  /** The record's own audit fields, for a record created before the audit trail was kept. */
  record?: RecordAudit;
}

/**
 * Who created and who last updated the record, and when (MM-DD-YYYY hh:mm a, local time), read
 * from the same audit trail as the History tab; opens on hover, focus or tap (docs/requirements.md section 2).
 */
export function RecordStamp({ entity, id, record }: RecordStampProps) {
  const history = useRecordHistory(entity, id);
  const stamps = history.data ? stampsOf(history.data, record) : null;
  const label = stamps ? (
    <Stack gap={2}>
      <Text size="xs">
        Created by {stamps.created.by} on {stamps.created.at}
      </Text>
      <Text size="xs">
        Updated by {stamps.updated.by} on {stamps.updated.at}
      </Text>
    </Stack>
  ) : (
    <Text size="xs">
      {history.isError ? 'The history could not be loaded.' : history.isPending ? 'Loading…' : 'No history recorded.'}
    </Text>
  );
  return (
    <Tooltip
      label={label}
      withArrow
      multiline
      position="bottom-start"
      events={{ hover: true, focus: true, touch: true }}
    >
      <ActionIcon variant="subtle" color="gray" aria-label="Record history">
        <IconInfoCircle size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
