import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useField } from './useField';

export interface DateFieldProps<T extends FieldValues>
  extends Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'required' | 'type'> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
}

/**
 * A calendar day as the contracts carry it (YYYY-MM-DD), null while empty. The browser's date
 * input is keyboard friendly, shows the user's own format and adds nothing to the bundle.
 */
export function DateField<T extends FieldValues>({ name, required, ...props }: DateFieldProps<T>) {
  const { field, error, required: mark } = useField<T>(name, required);
  return (
    <TextInput
      {...props}
      type="date"
      ref={field.ref}
      name={field.name}
      value={typeof field.value === 'string' ? field.value.slice(0, 10) : ''}
      onChange={(e) => field.onChange(e.currentTarget.value || null)}
      onBlur={field.onBlur}
      required={mark}
      error={error}
    />
  );
}
