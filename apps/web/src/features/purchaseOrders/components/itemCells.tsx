import type { LookupItem } from '@freightdesk/contracts';
import { formatDecimal } from '../../../lib/numbers';

/** A unit cost with its cents, and up to the 4 decimals it may carry (never rounded away). */
export function formatUnitCost(value: unknown): string {
  const text = String(value ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? formatDecimal(text, 2, 4) : text;
}

export const categoryOptions = (categories: readonly LookupItem[] | undefined) =>
  (categories ?? []).map((c) => ({ value: String(c.id), label: c.name }));
