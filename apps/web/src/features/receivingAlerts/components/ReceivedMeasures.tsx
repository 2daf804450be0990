import type { RaItem } from '@freightdesk/contracts';
import { NumberInput, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { formatNumber } from '../../../lib/numbers';
import { shareOf } from '../receipt';
import type { LineValues } from './ReceiveLineForm';

interface ReceivedMeasuresProps {
  form: UseFormReturn<LineValues, unknown, unknown>;
  line: RaItem;
  /** The quantity received as typed so far. */
  received: string;
}

/**
 * The weight and pieces that arrived: left empty, they follow the quantity received (the
 * expected weight's and pieces' share, shown as the placeholder and under the box, as the server
 * will record them); typed, they are what the dock weighed or counted. Emptied, they follow again.
 */
export function ReceivedMeasures({ form, line, received }: ReceivedMeasuresProps) {
  const weight = shareOf(line.quantityExpected, received, line.weight, 2);
  const pieces = shareOf(line.quantityExpected, received, line.pieces, 0);
  return (
    <>
      <Controller
        control={form.control}
        name="weightReceived"
        render={({ field, fieldState }) => (
          <TextInput
            label="Weight (lbs)"
            size="md"
            inputMode="decimal"
            autoComplete="off"
            ref={field.ref}
            name={field.name}
            value={field.value ?? ''}
            placeholder={formatNumber(weight)}
            onChange={(e) => field.onChange(e.currentTarget.value.trim() === '' ? null : e.currentTarget.value)}
            onBlur={field.onBlur}
            description={field.value === null ? `From the quantity: ${formatNumber(weight)}` : 'As weighed'}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={form.control}
        name="piecesReceived"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Pieces"
            size="md"
            min={0}
            allowDecimal={false}
            ref={field.ref}
            name={field.name}
            value={typeof field.value === 'number' ? field.value : ''}
            placeholder={pieces}
            onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
            onBlur={field.onBlur}
            description={field.value === null ? `From the quantity: ${pieces}` : 'As counted'}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
