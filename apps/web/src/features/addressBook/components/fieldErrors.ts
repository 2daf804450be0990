import type { z } from 'zod';

/** Messages by field path ("firstName", "contactInfos.0.value"): the first message of each. */
export type FieldErrors = Record<string, string | undefined>;

export function errorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join('.');
    errors[path] ??= issue.message;
  }
  return errors;
}
