import type { PoTotals as Totals } from '@freightdesk/contracts';
import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatMoney, formatNumber } from '../../../lib/numbers';

/** A PO's sums over its items, exact, as summary cards. */
export function PoTotals({ totals }: { totals: Totals }) {
  const cards = [
    { label: 'Items', value: formatNumber(totals.items) },
    { label: 'Quantity', value: formatNumber(totals.quantity) },
    { label: 'Weight (lbs)', value: formatNumber(totals.weight) },
    { label: 'Pieces', value: formatNumber(totals.pieces) },
    { label: 'Cost', value: formatMoney(totals.cost) },
    { label: 'Shipped', value: formatNumber(totals.quantityShipped) },
    { label: 'Received', value: formatNumber(totals.quantityReceived) },
  ];
  return (
    // Seven in a row only where each card holds a cost in full: at 1280 px beside the sidebar a card
    // of a seventh broke "88,680.00" across two lines.
    <SimpleGrid component="dl" cols={{ base: 2, sm: 4, xl: 7 }} spacing="sm" m={0}>
      {cards.map((c) => (
        <Paper key={c.label} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {c.label}
          </Text>
          <Text component="dd" fz={18} fw={700} lh={1.3} m={0} style={{ overflowWrap: 'anywhere' }}>
            {c.value}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
