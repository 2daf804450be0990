import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';

interface ConflictAlertProps {
  /** What the form edits, lower case: "user". */
  noun: string;
  reloading: boolean;
  onReload: () => void;
}

/** A 409: someone saved the record after this form loaded it. Nothing was saved; reloading shows theirs. */
export function ConflictAlert({ noun, reloading, onReload }: ConflictAlertProps) {
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} mb="md">
      <Text size="sm">
        Someone else changed this {noun} after you opened it, so your changes were not saved. Reload to see the latest
        version, then make your changes again.
      </Text>
      <Group mt="xs">
        <Button
          size="xs"
          // White on orange 9 reads at 4.3:1, below WCAG's 4.5:1: the default button keeps dark text.
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={reloading}
          onClick={onReload}
        >
          Reload {noun}
        </Button>
      </Group>
    </Alert>
  );
}
