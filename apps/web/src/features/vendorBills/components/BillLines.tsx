import { type PoItem, type VendorBillDetails, vendorBillCategories } from '@freightdesk/contracts';
import { Box, Group, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useFormState } from 'react-hook-form';
import { decimalEditor, displayColumn, type GridColumn, selectEditor } from '../../../components/DataGrid';
import { DraftLines } from '../../../components/DraftLines';
import { formatMoney, formatNumber } from '../../../lib/numbers';
import {
  amountOf,
  exceptionsByLine,
  type LineRow,
  lineRowSchema,
  newLine,
  totalOf,
  type VendorBillFormValues,
} from '../vendorBillForm';

interface BillLinesProps {
  /** The bill as saved: its lines' PO figures and the exceptions the match found. */
  bill?: VendorBillDetails;
  /** The chosen PO's lines, which a line may name. */
  poLines: readonly PoItem[] | undefined;
  /** A carrier's freight bill: new lines are freight. */
  freight: boolean;
  disabled: boolean;
}

/** A message as its own line shows it: "Line 2 (TB-200): billed at…" is "billed at…" there. */
const withoutLineName = (message: string) => message.replace(/^Line \d+( \([^)]*\))?: /, '');

const categoryOptions = vendorBillCategories.map((c) => ({ value: c, label: c }));
const poLineLabel = (i: Pick<PoItem, 'itemNumber' | 'description'>) =>
  [i.itemNumber, i.description].filter(Boolean).join(' · ');

/**
 * A bill's lines, typed in place: Enter commits a line and opens the next, each amount follows its
 * quantity and unit price exactly, and the total is below. A line the match faulted is marked, its
 * messages under its description; a line naming a PO line shows the PO's price and what was received.
 */
export function BillLines({ bill, poLines, freight, disabled }: BillLinesProps) {
  const exceptions = useMemo(() => exceptionsByLine(bill?.exceptions ?? []), [bill?.exceptions]);
  const saved = useMemo(() => new Map((bill?.lines ?? []).map((l) => [String(l.id), l])), [bill?.lines]);

  const columns = useMemo<GridColumn<LineRow>[]>(() => {
    const byId = new Map((poLines ?? []).map((i) => [i.id, i]));
    const poLineName = (row: LineRow) => {
      if (row.poItemId === null) return '';
      const item = byId.get(row.poItemId);
      if (item) return poLineLabel(item);
      return saved.get(row.key)?.poItemNumber ?? `#${row.poItemId}`;
    };
    return [
      displayColumn<LineRow>('description', 'Description', {
        editor: undefined,
        width: 220,
        render: (row) => {
          const faults = exceptions.get(row.key);
          if (!faults) return row.description;
          return (
            <Box
              pl={6}
              py={2}
              bg="var(--mantine-color-orange-light)"
              style={{ borderLeft: '3px solid var(--mantine-color-orange-6)' }}
            >
              <Group gap={4} wrap="nowrap" align="flex-start">
                <IconAlertTriangle size={16} color="var(--mantine-color-orange-8)" aria-hidden />
                <Text size="sm" fw={600}>
                  {row.description}
                </Text>
              </Group>
              <List size="xs" spacing={2} mt={2}>
                {faults.map((m) => (
                  <List.Item key={m}>{withoutLineName(m)}</List.Item>
                ))}
              </List>
            </Box>
          );
        },
      }),
      // On a phone the lines keep what is typed most (description, quantity, price, amount) in sight.
      displayColumn<LineRow>('poItemId', 'PO line', {
        width: 170,
        visibleFrom: 'sm',
        render: (row) => {
          const line = saved.get(row.key);
          return (
            <>
              <Text size="sm">{poLineName(row) || '—'}</Text>
              {line?.poUnitCost && (
                <Text size="xs" c="dimmed">
                  PO {formatMoney(line.poUnitCost, { decimals: 4 })} · received {formatNumber(line.poReceived)} of{' '}
                  {formatNumber(line.poQuantity)}
                </Text>
              )}
            </>
          );
        },
        editor: selectEditor(
          (poLines ?? []).map((i) => ({ value: String(i.id), label: poLineLabel(i) })),
          { numeric: true, clearable: true },
        ),
      }),
      displayColumn<LineRow>('category', 'Category', {
        width: 120,
        visibleFrom: 'sm',
        editor: selectEditor(categoryOptions),
      }),
      displayColumn<LineRow>('quantity', 'Qty', {
        type: 'number',
        textAlign: 'right',
        width: 84,
        total: false,
        render: (row) => formatNumber(row.quantity),
        editor: decimalEditor(),
      }),
      displayColumn<LineRow>('unitPrice', 'Unit price', {
        type: 'money',
        textAlign: 'right',
        width: 100,
        total: false,
        render: (row) => formatMoney(row.unitPrice, { decimals: 4 }),
        editor: decimalEditor(),
      }),
      displayColumn<LineRow>('amount', 'Amount', {
        type: 'money',
        textAlign: 'right',
        width: 104,
        // Follows the quantity and unit price being typed.
        editor: ({ row }) => (
          <Text size="sm" ta="right" aria-live="polite">
            {formatMoney(amountOf(row))}
          </Text>
        ),
      }),
    ];
  }, [poLines, saved, exceptions]);

  return (
    <>
      <LineErrors />
      <DraftLines<VendorBillFormValues, LineRow>
        name="lines"
        columns={columns}
        schema={lineRowSchema}
        newRow={() => newLine(freight ? 'Freight' : 'Goods')}
        commit={(row) => ({ ...row, amount: amountOf(row) })}
        one="line"
        rowName={(row) => row.description}
        noun="lines"
        label="Lines"
        emptyText={{
          title: 'No lines yet',
          description: freight
            ? 'Add what the carrier bills: line haul, fuel surcharge, accessorials.'
            : 'Add what the vendor bills, or take the PO’s lines: each amount is its quantity times its unit price.',
        }}
        total={(rows) => totalOf(rows)}
        disabled={disabled}
      />
    </>
  );
}

/** The server's messages about single lines (another project's PO line, say), each naming its line. */
function LineErrors() {
  const { errors } = useFormState<VendorBillFormValues>({ name: 'lines' });
  const lines = Array.isArray(errors.lines) ? errors.lines : [];
  const messages = lines.flatMap((line, i) =>
    line
      ? Object.values(line as Record<string, { message?: string } | undefined>)
          .map((e) => e?.message)
          .filter(Boolean)
          .map((m) => `Line ${i + 1}: ${m}`)
      : [],
  );
  if (!messages.length) return null;
  return (
    <Box role="alert" mb="xs">
      {messages.map((m) => (
        <Text key={m} size="sm" c="red.8">
          {m}
        </Text>
      ))}
    </Box>
  );
}
