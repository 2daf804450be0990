import type { LookupItem } from '@freightdesk/contracts';

const unitCost = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

/** A unit cost with its cents, and up to the 4 decimals it may carry (never rounded away). */
export function formatUnitCost(value: unknown): string {
  const text = String(value ?? '').trim();
  return /^-?\d+(\.\d+)?$/.test(text) ? unitCost.format(text as Intl.StringNumericLiteral) : text;
}

export const categoryOptions = (categories: readonly LookupItem[] | undefined) =>
  (categories ?? []).map((c) => ({ value: String(c.id), label: c.name }));
