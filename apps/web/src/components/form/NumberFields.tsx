import { NumberInput, type NumberInputProps, TextInput, type TextInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { formatMoney } from '../../lib/numbers';
import { useField } from './useField';

type Bound<P> = Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'required'>;

export interface NumberFieldProps<T extends FieldValues> extends Bound<NumberInputProps> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/** A count or quantity: a number in the form, null while empty (the schema decides if that is allowed). */
export function NumberField<T extends FieldValues>({ name, required, ...props }: NumberFieldProps<T>) {
  const { field, error, required: mark } = useField<T>(name, required);
  return (
    <NumberInput
      {...props}
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'number' ? field.value : ''}
      onChange={(v) => field.onChange(typeof v === 'number' ? v : null)}
      onBlur={field.onBlur}
      required={mark}
      error={error}
    />
  );
}

export interface MoneyFieldProps<T extends FieldValues> extends Bound<TextInputProps> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An amount of money: a decimal string from the keyboard to the server, never a float
 * (docs/design.md section 4), shown with at least two decimals once the box is left ("12" → "12.00";
 * more decimals are kept as typed).
 */
export function MoneyField<T extends FieldValues>({ name, required, ...props }: MoneyFieldProps<T>) {
  const { field, error, required: mark } = useField<T>(name, required);
  const text = field.value === null || field.value === undefined ? '' : String(field.value);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      {...props}
      styles={{ input: { textAlign: 'right' } }}
      ref={field.ref}
      name={field.name}
      value={text}
      onChange={(e) => field.onChange(e.currentTarget.value.trim() || null)}
      onBlur={() => {
        if (DECIMAL.test(text)) field.onChange(formatMoney(text, { plain: true }));
        field.onBlur();
      }}
      required={mark}
      error={error}
    />
  );
}
