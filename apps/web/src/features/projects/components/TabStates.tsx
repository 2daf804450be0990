import { EmptyState, Paper, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

/** A tab's outline while its data loads. */
export function TabLoading({ label, rows = 4 }: { label: string; rows?: number }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label}>
      <Skeleton height={28} width={220} />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Skeleton key={i} height={40} />
      ))}
    </Stack>
  );
}

interface ModuleEmptyProps {
  icon: ReactNode;
  title: string;
  /** What appears in this tab once the project has records of this kind. */
  description: string;
  children?: ReactNode;
}

/** What a tab of the hub shows while the project has nothing there: what will appear, and why. */
export function ModuleEmpty({ icon, title, description, children }: ModuleEmptyProps) {
  return (
    <Paper withBorder radius="md" py="xl" px="md">
      <EmptyState variant="light" icon={icon} title={title} description={description} maw={560} mx="auto">
        {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
      </EmptyState>
    </Paper>
  );
}
