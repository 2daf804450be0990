import {
  Checkbox,
  type CheckboxProps,
  Group,
  Radio,
  type RadioGroupProps,
  Select,
  type SelectProps,
  Skeleton,
} from '@mantine/core';
import type { ComponentType } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { PickerProps } from './pickerTypes';
import { useField } from './useField';

type Value = string | number | boolean;

export interface Option<V extends Value> {
  value: V;
  label: string;
}

/** Options under a heading (a charge type under its category). */
export interface OptionGroup<V extends Value> {
  group: string;
  items: Option<V>[];
}

export interface SelectFieldProps<T extends FieldValues, V extends string | number>
  extends Omit<SelectProps<V>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'required' | 'data'> {
  name: FieldPath<T>;
  label: string;
  /** The options, or the options in groups under their headings. */
  options: Option<V>[] | OptionGroup<V>[];
  required?: boolean;
  /** Replaces setting the value, for a choice that changes other fields too. */
  onChange?: (value: V | null) => void;
}

/** One of a few known options (a status, a type); null while nothing is chosen. */
export function SelectField<T extends FieldValues, V extends string | number>(props: SelectFieldProps<T, V>) {
  const { name, required, options, onChange, ...rest } = props;
  const { field, error, required: mark } = useField<T>(name, required);
  return (
    <Select<V>
      comboboxProps={{ withinPortal: true }}
      {...rest}
      data={options}
      ref={field.ref}
      name={field.name}
      value={field.value ?? null}
      onChange={(v) => (onChange ? onChange(v) : field.onChange(v))}
      onBlur={field.onBlur}
      required={mark}
      clearable={!mark}
      error={error}
    />
  );
}

export interface CheckboxFieldProps<T extends FieldValues>
  extends Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'error'> {
  name: FieldPath<T>;
  label: string;
}

export function CheckboxField<T extends FieldValues>({ name, ...props }: CheckboxFieldProps<T>) {
  const { field, error } = useField<T>(name, false);
  return (
    <Checkbox
      {...props}
      ref={field.ref}
      name={field.name}
      checked={field.value ?? false}
      onChange={(e) => field.onChange(e.currentTarget.checked)}
      onBlur={field.onBlur}
      error={error}
    />
  );
}

export interface RadioGroupFieldProps<T extends FieldValues, V extends Value>
  extends Omit<RadioGroupProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'required' | 'children'> {
  name: FieldPath<T>;
  label: string;
  options: Option<V>[] | undefined;
  required?: boolean;
  /** Replaces setting the value, for a choice that changes other fields too. */
  onChange?: (value: V) => void;
  /** While the options load. */
  loading?: boolean;
  /** Shown when the options could not be loaded and the field has no other message. */
  loadError?: string;
}

/** A few options side by side; the radios' values are the options' values as text. */
export function RadioGroupField<T extends FieldValues, V extends Value>(props: RadioGroupFieldProps<T, V>) {
  const { name, required, options, onChange, loading, loadError, ...rest } = props;
  const { field, error, required: mark } = useField<T>(name, required);
  const choose = (text: string) => {
    const option = options?.find((o) => String(o.value) === text);
    if (!option) return;
    if (onChange) onChange(option.value);
    else field.onChange(option.value);
  };
  return (
    <Radio.Group
      {...rest}
      value={field.value === null || field.value === undefined ? null : String(field.value)}
      onChange={choose}
      required={mark}
      error={error ?? loadError}
    >
      <Group gap="md" mt={6} wrap="wrap">
        {loading && <Skeleton height={20} width={260} />}
        {options?.map((o, i) => (
          <Radio key={String(o.value)} value={String(o.value)} label={o.label} ref={i === 0 ? field.ref : undefined} />
        ))}
      </Group>
    </Radio.Group>
  );
}

export interface PickerFieldProps<T extends FieldValues, P extends PickerProps> {
  name: FieldPath<T>;
  /** A picker of features/lookups (CompanyPicker, ProjectPicker…). */
  picker: ComponentType<P>;
  /** The picker's own props (label, initialLabel…). */
  pickerProps?: Omit<P, keyof PickerProps> & Partial<Pick<PickerProps, 'label' | 'placeholder' | 'description'>>;
  required?: boolean;
  /** Replaces setting the value, for a choice that changes other fields too. */
  onChange?: (value: number | null) => void;
}

/** A picker bound to the form: the id in the form, the picker's label and search on screen. */
export function PickerField<T extends FieldValues, P extends PickerProps>(props: PickerFieldProps<T, P>) {
  const { name, picker: Picker, pickerProps, required, onChange } = props;
  const { field, error, required: mark } = useField<T>(name, required);
  const bound: PickerProps = {
    value: field.value ?? null,
    onChange: onChange ?? field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    required: mark,
    error,
  };
  return <Picker {...(pickerProps as P)} {...bound} />;
}
