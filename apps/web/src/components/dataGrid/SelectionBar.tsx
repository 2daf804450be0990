import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { notify } from '../notify';
import type { BulkAction } from './types';

interface SelectionBarProps<T> {
  count: number;
  noun: string;
  rows: T[];
  actions: BulkAction<T>[];
  onClear: () => void;
}

/** Shown while rows are selected: how many, the feature's bulk actions, and a way to clear. */
export function SelectionBar<T>({ count, noun, rows, actions, onClear }: SelectionBarProps<T>) {
  const [running, setRunning] = useState<string | null>(null);
  const run = async (action: BulkAction<T>) => {
    setRunning(action.label);
    try {
      await action.onClick(rows);
    } catch (err) {
      notify.error(`${action.label} failed: ${errorText(err)}`);
    } finally {
      setRunning(null);
    }
  };
  return (
    <Paper
      component="section"
      aria-label="Selected rows"
      withBorder
      radius="md"
      px="md"
      py={8}
      bg="var(--mantine-primary-color-light)"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" fw={600} aria-live="polite">
          {count} {count === 1 ? noun.replace(/s$/, '') : noun} selected
        </Text>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => (
            <Button
              key={action.label}
              size="xs"
              color={action.color}
              leftSection={action.icon}
              loading={running === action.label}
              disabled={running !== null && running !== action.label}
              onClick={() => void run(action)}
            >
              {action.label}
            </Button>
          ))}
          <Button size="xs" variant="subtle" onClick={onClear} disabled={running !== null}>
            Clear selection
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
