import { Group, Paper, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import type { ReactNode } from 'react';

interface DetailSectionProps {
  title: string;
  /** Right of the title: the panel's own buttons ("Add rate"). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A titled panel of a record screen (Details, Module Access…), a landmark named by its title. */
export function DetailSection({ title, actions, children }: DetailSectionProps) {
  const id = useId();
  const heading = (
    <Title order={2} size="h4" id={id} mb={actions ? 0 : 'sm'}>
      {title}
    </Title>
  );
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} h="100%" aria-labelledby={id}>
      {actions ? (
        <Group justify="space-between" align="center" gap="sm" mb="sm" wrap="wrap">
          {heading}
          <Group gap="xs" wrap="wrap">
            {actions}
          </Group>
        </Group>
      ) : (
        heading
      )}
      {children}
    </Paper>
  );
}
