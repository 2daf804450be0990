import type { InventoryItem } from '@freightdesk/contracts';
import { formatNumber } from '../../lib/numbers';

/** The two measures of an item that the items grid edits in place. */
export type Measure = 'weight' | 'pieces';

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * A number as a box shows it and compares it: "120.50" and "0120.5" are both "120.5"; zero is
 * empty (the box shows 0 as its placeholder, so a weight is typed without clearing a 0 first).
 * Anything that is not a number stays as typed, for the schema to name.
 */
export function measureText(value: string | number): string {
  const text = String(value).trim();
  if (!DECIMAL.test(text)) return text;
  const tidy = formatNumber(text.replace(/^0+(?=\d)/, ''), { plain: true });
  return tidy === '0' ? '' : tidy;
}

/** The text of an item's measure in its box. */
export const measureOf = (item: InventoryItem, measure: Measure) => measureText(item[measure]);

/** An item has no weight yet: storage is billed by weight, so it blocks billing until weighed. */
export const withoutWeight = (item: Pick<InventoryItem, 'weight'>) => Number(item.weight) === 0;

/** What the item is called in a sentence or an accessible name. */
export const itemName = (item: Pick<InventoryItem, 'itemNumber' | 'description'>) =>
  item.itemNumber ? `${item.itemNumber} ${item.description}` : item.description;

/**
 * One unit's length, width and height in inches (optional, all three or none): the item's cube,
 * which per-cubic-foot storage bills (quantity × L × W × H ÷ 1,728 cubic feet).
 */
export const dimensionFields = [
  { name: 'lengthIn', label: 'Length (in)', description: 'One unit; optional' },
  { name: 'widthIn', label: 'Width (in)', description: ' ' },
  { name: 'heightIn', label: 'Height (in)', description: ' ' },
].map((d) => ({ ...d, inputMode: 'decimal' as const, styles: { input: { textAlign: 'right' as const } } })) as {
  name: 'lengthIn' | 'widthIn' | 'heightIn';
  label: string;
  description: string;
  inputMode: 'decimal';
  styles: { input: { textAlign: 'right' } };
}[];
