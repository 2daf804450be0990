import { Group, Skeleton, Stack } from '@mantine/core';

/** The files list's outline while it loads: rows of a thumbnail, a name and its details. */
export function FilesSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label="Loading files" role="status">
      <Skeleton height={36} width={260} radius="sm" />
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <Group key={i} gap="sm" wrap="nowrap" py={6}>
          <Skeleton height={40} width={40} radius="sm" />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width={`${60 - i * 8}%`} />
            <Skeleton height={10} width="30%" />
          </Stack>
          <Skeleton height={28} width={88} radius="sm" />
        </Group>
      ))}
    </Stack>
  );
}
