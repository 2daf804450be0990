import { CLIENT_USER_TYPE_ID } from '@freightdesk/contracts';
import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useAuth } from '../../../auth/AuthContext';
import { ErrorState } from '../../../components/ErrorState';
import { formatCount, formatMoney } from '../../../lib/numbers';
import { useProjectChargeTotals } from '../api';

/**
 * What a project's charges add up to, as small cards: how many, open (still to invoice) and
 * invoiced, and for staff the provider's own costs (never billed; a client user does not see them).
 */
export function ChargeTotals({ projectId }: { projectId: number }) {
  const { user } = useAuth();
  const staff = user?.userTypeId !== CLIENT_USER_TYPE_ID;
  const totals = useProjectChargeTotals(projectId);
  if (totals.isError) {
    return (
      <ErrorState
        size="sm"
        title="Could not add up the charges"
        error={totals.error}
        onRetry={() => void totals.refetch()}
      />
    );
  }
  const t = totals.data;
  const cards = [
    { label: 'Charges', value: t && formatCount(t.count) },
    { label: 'Open', value: t && formatMoney(t.open), note: 'Not invoiced yet' },
    { label: 'Invoiced', value: t && formatMoney(t.invoiced) },
    ...(staff ? [{ label: 'Costs', value: t && formatMoney(t.cost), note: 'Ours, not billed' }] : []),
  ];
  return (
    <SimpleGrid component="dl" cols={{ base: 2, sm: cards.length }} spacing="sm" m={0} maw={staff ? 760 : 570}>
      {cards.map((c) => (
        <Paper key={c.label} withBorder radius="md" p="sm">
          <Text component="dt" size="xs" c="dimmed" fw={500}>
            {c.label}
            {c.note && <span> · {c.note}</span>}
          </Text>
          <Text component="dd" fz={18} fw={700} lh={1.3} m={0} style={{ overflowWrap: 'anywhere' }}>
            {c.value ?? <Skeleton height={22} width="70%" mt={2} component="span" display="block" />}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
