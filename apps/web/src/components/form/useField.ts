import { type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useRequired } from './schemaContext';

/**
 * A field bound to the surrounding form: its value and handlers, its message (the schema's or the
 * server's), and its required mark from the schema.
 */
export function useField<T extends FieldValues>(
  name: FieldPath<T>,
  required: boolean | undefined,
  /** Fields whose validity depends on this one's value (a password and its confirmation). */
  deps?: FieldPath<T>[],
) {
  const { field, fieldState } = useController<T>({ name, rules: deps ? { deps } : undefined });
  return { field, error: fieldState.error?.message, required: useRequired(name, required) };
}
