/** True when a database error (or its cause, as Drizzle wraps them) is a unique-constraint violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The constraint a foreign-key violation names, when the error (or its cause) is one. */
export function foreignKeyViolation(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23503') return String((e as { constraint?: unknown }).constraint ?? '');
  }
  return null;
}
