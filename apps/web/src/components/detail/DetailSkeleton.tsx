import { Group, Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** A record screen's outline while it loads, so that nothing jumps when the record arrives. */
export function DetailSkeleton({ label, fields = 8 }: { label: string; fields?: number }) {
  return (
    <Stack gap="md" aria-busy="true" aria-label={label}>
      <Group justify="space-between">
        <Skeleton height={32} width={260} />
        <Skeleton height={36} width={200} />
      </Group>
      <Skeleton height={40} width={240} />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {Array.from({ length: fields }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
            <Skeleton key={i} height={52} />
          ))}
        </SimpleGrid>
      </Paper>
    </Stack>
  );
}
