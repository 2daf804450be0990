import { ActionIcon, Stack, Text, Tooltip } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { formatDateTime } from '../../../lib/dates';

interface RecordHistoryProps {
  createdBy: string | null;
  createdAt: string;
  modifiedBy: string | null;
  modifiedAt: string;
}

/** Who created and last updated the record, in local time (SPEC.md section 2); opens on hover, focus or tap. */
export function RecordHistory({ createdBy, createdAt, modifiedBy, modifiedAt }: RecordHistoryProps) {
  const label = (
    <Stack gap={2}>
      <Text size="xs">
        Created by {createdBy ?? 'system'} on {formatDateTime(createdAt)}
      </Text>
      <Text size="xs">
        Updated by {modifiedBy ?? 'system'} on {formatDateTime(modifiedAt)}
      </Text>
    </Stack>
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
