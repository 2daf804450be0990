import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { ApiError } from '../../api/client';

/**
 * Puts a 400's field errors (keyed by field path: "userName", "items.2.quantity") on the form's
 * fields. Returns the first field it marked, to be focused; messages naming no field of the form
 * are left to the error toast, which shows every message.
 */
export function applyServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  err: ApiError,
): FieldPath<T> | null {
  let first: FieldPath<T> | null = null;
  for (const [key, message] of Object.entries(err.fieldErrors)) {
    const path = key as FieldPath<T>;
    // A path the form holds a value at is one of its fields.
    if (form.getValues(path) === undefined) continue;
    form.setError(path, { type: 'server', message });
    first ??= path;
  }
  return first;
}
