import type { Charge, WarehouseBreakdown } from '@freightdesk/contracts';
import { List, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { formatMoney, formatNumber } from '../../../lib/numbers';

/** What a warehouse charge is in review: a draft (staff only), confirmed, or an adjustment. */
export function ChargeReviewBadge({ charge }: { charge: Pick<Charge, 'state' | 'adjustment' | 'warehouse'> }) {
  if (charge.state === 'Draft')
    return <StatusBadge color="yellow">{charge.adjustment ? 'Draft adjustment' : 'Draft'}</StatusBadge>;
  return (
    <StatusBadge color={charge.adjustment ? 'blue' : 'green'}>
      {charge.adjustment ? 'Adjustment' : 'Confirmed'}
    </StatusBadge>
  );
}

const modelText: Record<WarehouseBreakdown['model'], string> = {
  Daily: 'each day on hand',
  'Full month': 'a whole month for what is on hand on the first billable day, and for each receipt after it',
  'Half month': 'a whole month, or half of one for goods that came in on the 16th or later',
  Anniversary: 'each 30-day cycle, starting when the free days end',
  'High-water mark': 'the most on hand on any day of the period',
  Received: 'what came in during the period',
  Picked: 'what was picked during the period',
  Hours: 'the hours entered for this charge type',
  Flat: 'one flat charge for the period',
};

const roundingText: Record<WarehouseBreakdown['rounding'], string> = {
  None: 'not rounded',
  'Per item': 'each item rounded up to a whole unit',
  'Period total': 'the total rounded up to a whole unit',
};

/**
 * "How this was worked out": the rate and its rules, the days, the items and what each counted
 * for, what was left out and why, the rounding and the minimum, and for an adjustment what was
 * confirmed and what is owed now. Staff read it on a draft; the client once it is confirmed.
 */
export function ChargeBreakdown({
  breakdown: b,
  title = 'How this was worked out',
}: {
  breakdown: WarehouseBreakdown;
  title?: string;
}) {
  const facts = [
    `${b.chargeType}, ${b.basis.toLowerCase()}: ${modelText[b.model]}.`,
    `${formatDate(b.from)} – ${formatDate(b.to)}${b.share ? ` (${b.share}: the period's quantity × that share)` : ''}.`,
    `Rate ${formatMoney(b.rate, { decimals: 4 })} per ${b.per}${b.freeDays ? `, after ${b.freeDays} free day${b.freeDays === 1 ? '' : 's'} from each receipt` : ''}.`,
    b.hours !== null ? `${formatNumber(b.hours)} hours entered.` : null,
    `Quantity ${formatNumber(b.exactQuantity)}, ${roundingText[b.rounding]}: ${formatNumber(b.quantity)} billed.`,
    b.minimumApplied ? `Below the minimum of ${formatMoney(b.minimumCharge)}: the minimum is billed.` : null,
    b.adjustment
      ? `Adjusts confirmed charge${b.adjustment.correctsChargeId ? ` ${b.adjustment.correctsChargeId}` : 's'}: ${formatMoney(b.adjustment.confirmedAmount)} confirmed, ${formatMoney(b.adjustment.amountNow)} owed now.`
      : null,
  ].filter((x): x is string => Boolean(x));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        {title}
      </Text>
      <List size="sm" spacing={2}>
        {facts.map((f) => (
          <List.Item key={f}>{f}</List.Item>
        ))}
        {b.leftOut.map((l) => (
          <List.Item key={l.reason}>Left out: {l.reason}.</List.Item>
        ))}
        {b.notes.map((n) => (
          <List.Item key={n}>{n}</List.Item>
        ))}
      </List>
      {b.items.length > 0 && (
        <ScrollArea.Autosize mah={260} type="auto">
          <Table
            fz="sm"
            striped
            withTableBorder
            verticalSpacing={4}
            aria-label={`Items behind the ${b.chargeType.toLowerCase()} charge`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th visibleFrom="sm">Received</Table.Th>
                <Table.Th visibleFrom="sm">Billed from</Table.Th>
                <Table.Th ta="right">Counted</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {b.items.map((i) => (
                <Table.Tr key={i.itemId}>
                  <Table.Td>
                    <Text size="sm">{[i.itemNumber, i.description].filter(Boolean).join(' · ')}</Text>
                    <Text size="xs" c="dimmed">
                      {i.unitOfMeasure} · {i.note}
                    </Text>
                  </Table.Td>
                  <Table.Td visibleFrom="sm">{i.receivedOn ? formatDate(i.receivedOn) : '—'}</Table.Td>
                  <Table.Td visibleFrom="sm">{i.billableFrom ? formatDate(i.billableFrom) : '—'}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatNumber(i.quantity)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
      {b.moreItems > 0 && (
        <Text size="xs" c="dimmed">
          And {formatNumber(b.moreItems)} more items.
        </Text>
      )}
    </Stack>
  );
}
