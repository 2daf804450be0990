import { proposalLineFields } from '@freightdesk/contracts';
import { Text, TextInput } from '@mantine/core';
import { z } from 'zod';
import { displayColumn, type GridColumn } from '../../../components/DataGrid';
import { DraftLines } from '../../../components/DraftLines';
import { formatMoney, formatNumber, multiplyDecimals, sumDecimals } from '../../../lib/numbers';
import { type LineRow, newLineKey, type ProposalFormValues } from '../proposalForm';

/** A line's amount as the server computes it: quantity × rate, rounded half away from zero to the cent. */
const amountOf = (row: Pick<LineRow, 'quantity' | 'rate'>) => multiplyDecimals(row.quantity, row.rate) ?? '';

const columns: GridColumn<LineRow>[] = [
  displayColumn<LineRow>('description', 'Description', { editor: undefined, inSearchTerm: true }),
  displayColumn<LineRow>('quantity', 'Quantity', {
    type: 'number',
    textAlign: 'right',
    width: 110,
    total: false,
    // On a phone the unit column hides: the quantity says it.
    render: (row) => (
      <>
        {formatNumber(row.quantity)}
        <Text span size="sm" hiddenFrom="sm">
          {' '}
          {row.unit}
        </Text>
      </>
    ),
    // A quantity stays a decimal string, never a float.
    editor: ({ value, onChange, error, label }) => (
      <TextInput
        aria-label={label}
        size="xs"
        miw={80}
        inputMode="decimal"
        styles={{ input: { textAlign: 'right' } }}
        value={value === null || value === undefined ? '' : String(value)}
        onChange={(e) => onChange(e.currentTarget.value.trim())}
        error={error}
      />
    ),
  }),
  displayColumn<LineRow>('unit', 'Unit', { editor: undefined, width: 110, visibleFrom: 'sm' }),
  displayColumn<LineRow>('rate', 'Rate', {
    type: 'money',
    textAlign: 'right',
    width: 120,
    total: false,
    editor: undefined,
  }),
  displayColumn<LineRow>('amount', 'Amount', {
    type: 'money',
    textAlign: 'right',
    width: 120,
    // Follows the quantity and rate being typed.
    editor: ({ row }) => (
      <Text size="sm" ta="right" aria-live="polite">
        {formatMoney(amountOf(row))}
      </Text>
    ),
  }),
];

const lineSchema = proposalLineFields.extend({ key: z.string(), amount: z.string() });

/**
 * A proposal's estimated lines, added and edited in place, with the exact total below. They are
 * saved with the proposal.
 */
export function ProposalLines({ disabled }: { disabled: boolean }) {
  return (
    <DraftLines<ProposalFormValues, LineRow>
      name="lines"
      columns={columns}
      schema={lineSchema}
      newRow={() => ({ key: newLineKey(), description: '', quantity: '1', unit: 'each', rate: '', amount: '' })}
      commit={(row) => ({ ...row, amount: amountOf(row) })}
      one="line"
      rowName={(row) => row.description}
      noun="lines"
      label="Estimated lines"
      emptyText={{
        title: 'No lines yet',
        description: 'Add what the job will take: each line’s amount is its quantity times its rate.',
      }}
      total={(rows) => sumDecimals(rows.map((l) => l.amount))}
      disabled={disabled}
    />
  );
}
