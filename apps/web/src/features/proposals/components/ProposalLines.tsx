import { proposalLineFields } from '@freightdesk/contracts';
import { Group, Text, TextInput } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { DataGrid, displayColumn, type GridColumn, type InlineEditing } from '../../../components/DataGrid';
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
  const { control, getValues, setValue } = useFormContext<ProposalFormValues>();
  const lines = useWatch({ control, name: 'lines' });
  const { errors } = useFormState({ control, name: 'lines' });
  const set = (next: LineRow[]) =>
    setValue('lines', next, { shouldDirty: true, shouldValidate: Boolean(errors.lines) });

  const editing: InlineEditing<LineRow> = {
    schema: lineSchema,
    newRow: () => ({ key: newLineKey(), description: '', quantity: '1', unit: 'each', rate: '', amount: '' }),
    onSave: (row, previous) => {
      const saved = { ...row, amount: amountOf(row) };
      const current = getValues('lines');
      set(previous ? current.map((l) => (l.key === previous.key ? saved : l)) : [...current, saved]);
    },
    onRemove: (row) => set(getValues('lines').filter((l) => l.key !== row.key)),
    rowLabel: (row) => `line ${row.description}`,
    addLabel: 'Add line',
  };
  const listError = errors.lines?.message ?? errors.lines?.root?.message;

  return (
    <>
      {listError && (
        <Text size="sm" c="red.8" role="alert" mb="xs">
          {listError}
        </Text>
      )}
      <DataGrid
        rows={lines}
        columns={columns}
        idAccessor="key"
        noun="lines"
        label="Estimated lines"
        search={false}
        editing={disabled ? undefined : editing}
        empty={{
          title: 'No lines yet',
          description: 'Add what the job will take: each line’s amount is its quantity times its rate.',
          icon: <IconListDetails size={22} aria-hidden />,
        }}
      />
      {/* On a phone the grid scrolls sideways: the total stays in sight below it. */}
      {lines.length > 0 && (
        <Group justify="flex-end" mt="xs" hiddenFrom="sm">
          <Text size="sm" fw={700}>
            Total {formatMoney(sumDecimals(lines.map((l) => l.amount)))}
          </Text>
        </Group>
      )}
    </>
  );
}
