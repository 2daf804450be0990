import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRouteHeader } from './routeHeader';

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
  /** Buttons shown on the right, such as Create. */
  actions?: ReactNode;
}

/**
 * The h1 and actions at the top of every shell screen. A list's line under its title is the one its
 * route declares (shown with the title while the screen's code arrives), unless the screen gives one.
 */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  const route = useRouteHeader();
  description ??= route?.description;
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <Stack gap={2}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions && <Group gap="sm">{actions}</Group>}
    </Group>
  );
}
