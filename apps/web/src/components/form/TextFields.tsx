import {
  PasswordInput,
  type PasswordInputProps,
  Textarea,
  type TextareaProps,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import type { CSSProperties } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import classes from './TextFields.module.css';
import { useField } from './useField';

type Bound<P> = Omit<P, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error' | 'required'>;

export interface TextFieldProps<T extends FieldValues> extends Bound<TextInputProps> {
  name: FieldPath<T>;
  label: string;
  /** Overrides the mark the schema gives. */
  required?: boolean;
}

/** A text box bound to the form; read-only boxes look filled so that they do not invite typing. */
export function TextField<T extends FieldValues>({ name, required, readOnly, ...props }: TextFieldProps<T>) {
  const { field, error, required: mark } = useField<T>(name, required);
  return (
    <TextInput
      autoComplete="off"
      variant={readOnly ? 'filled' : 'default'}
      {...props}
      readOnly={readOnly}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      required={mark}
      error={error}
    />
  );
}

export interface PasswordFieldProps<T extends FieldValues> extends Bound<PasswordInputProps> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Fields checked again when this one changes (the confirmation of a password). */
  deps?: FieldPath<T>[];
}

export function PasswordField<T extends FieldValues>({ name, required, label, deps, ...props }: PasswordFieldProps<T>) {
  const { field, error, required: mark } = useField<T>(name, required, deps);
  return (
    <PasswordInput
      autoComplete="new-password"
      visibilityToggleButtonProps={{ 'aria-label': `Show ${label.toLowerCase()}` }}
      {...props}
      label={label}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      required={mark}
      error={error}
    />
  );
}

export interface TextAreaFieldProps<T extends FieldValues>
  extends Omit<Bound<TextareaProps>, 'autosize' | 'minRows' | 'maxRows'> {
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** The rows it shows empty (2) and the most it grows to before it scrolls (8). */
  minRows?: number;
  maxRows?: number;
}

/** Several lines of text (a description), growing with what is typed. */
export function TextAreaField<T extends FieldValues>({
  name,
  required,
  minRows = 2,
  maxRows = 8,
  ...props
}: TextAreaFieldProps<T>) {
  const { field, error, required: mark } = useField<T>(name, required);
  return (
    <Textarea
      rows={minRows}
      classNames={{ input: classes.grow }}
      style={{ '--grow-min-rows': minRows, '--grow-max-rows': maxRows } as CSSProperties}
      {...props}
      ref={field.ref}
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.currentTarget.value)}
      onBlur={field.onBlur}
      required={mark}
      error={error}
    />
  );
}
