import { type AgingRow, agingBuckets } from '@freightdesk/contracts';
import { Anchor, Paper, Skeleton, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/ErrorState';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/numbers';
import { useAging } from '../api';

/** A client's open invoices: the list filtered to their name and to what is still owed. */
const openInvoicesOf = (r: AgingRow) => `/invoices?f.billToName=${encodeURIComponent(r.billToName ?? '')}&f.open=true`;

/**
 * The aging of what is owed: per bill-to client, current (not yet due), 1-30, 31-60, 61-90 and
 * over 90 days past due, each row's total and the grand total (the server adds them, to the cent).
 * A client's name opens their open invoices.
 */
export function AgingTable() {
  const aging = useAging();
  if (aging.isError) {
    return <ErrorState title="Could not load the aging" error={aging.error} onRetry={() => void aging.refetch()} />;
  }
  if (!aging.data) return <Skeleton height={160} aria-label="Loading the aging" />;
  const { rows, totals, asOf } = aging.data;
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="sm" c="dimmed" mb="xs">
        What each client owes on billed invoices, by days past due on {formatDate(asOf)}.
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-label="Aging by client">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Client</Table.Th>
              <Table.Th ta="right">Invoices</Table.Th>
              {agingBuckets.map(([key, label]) => (
                <Table.Th key={key} ta="right">
                  {label}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={8}>Nothing is owed on your projects’ invoices.</Table.Td>
              </Table.Tr>
            )}
            {rows.map((r) => (
              <Table.Tr key={r.billToId ?? 0}>
                <Table.Td>
                  <Anchor component={Link} to={openInvoicesOf(r)} fw={600} size="sm">
                    {r.billToName ?? 'No bill-to'}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">{r.invoices}</Table.Td>
                {agingBuckets.map(([key]) => (
                  <Table.Td key={key} ta="right" fw={key === 'total' ? 700 : undefined}>
                    {formatMoney(r[key])}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">Total</Table.Th>
              <Table.Td />
              {agingBuckets.map(([key]) => (
                <Table.Td key={key} ta="right" fw={700}>
                  {formatMoney(totals[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
