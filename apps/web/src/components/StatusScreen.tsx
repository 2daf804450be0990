import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface StatusScreenProps {
  code: string;
  title: string;
  icon: ReactNode;
  color: string;
  children: ReactNode;
}

/** A full-width message screen (403, 404) with a way home. */
export function StatusScreen({ code, title, icon, color, children }: StatusScreenProps) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        <ThemeIcon size={72} radius="xl" variant="light" color={color}>
          {icon}
        </ThemeIcon>
        <Text c="dimmed" fw={700} size="sm" tt="uppercase" lts={1.5}>
          Error {code}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        <Button component={Link} to="/" mt="sm" leftSection={<IconHome size={18} aria-hidden />}>
          Back to home
        </Button>
      </Stack>
    </Center>
  );
}
