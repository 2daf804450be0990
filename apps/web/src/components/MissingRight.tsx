import type { Permission } from '@freightdesk/contracts';
import { Text } from '@mantine/core';

/**
 * Said where a button would be when the user lacks the right to it: which permission it takes and
 * what it would do, so a missing right reads as one, not as an empty screen.
 */
export function MissingRight({ permission, to }: { permission: Permission; to: string }) {
  return (
    <Text size="sm" c="dimmed">
      {`You need ${permission} to ${to}. An administrator can give it on your user.`}
    </Text>
  );
}
