import { formatDate, formatDateTime } from '../lib/dates';

/** A date as MM-DD-YYYY (or MM-DD-YYYY hh:mm a with `withTime`), machine-readable too. */
export function DateText({ value, withTime = false }: { value: string | null | undefined; withTime?: boolean }) {
  if (!value) return null;
  return <time dateTime={value}>{withTime ? formatDateTime(value) : formatDate(value)}</time>;
}
