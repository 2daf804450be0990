import { Paper, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A titled panel of a record screen (Details, Module Access…), a landmark named by its title. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} h="100%" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
