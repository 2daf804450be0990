import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';

/** The FreightDesk logo: an icon tile and the word mark. `compact` hides the word mark. */
export function BrandMark({ compact = false, inverse = false }: { compact?: boolean; inverse?: boolean }) {
  return (
    <Group gap={10} wrap="nowrap">
      <ThemeIcon size={34} radius="md" variant="gradient" gradient={{ from: 'freight.5', to: 'teal.5', deg: 135 }}>
        <IconTruckDelivery size={21} aria-hidden />
      </ThemeIcon>
      {!compact && (
        <Text component="span" fw={750} fz={19} lts={-0.3} c={inverse ? 'white' : 'freight.9'}>
          FreightDesk
        </Text>
      )}
    </Group>
  );
}
