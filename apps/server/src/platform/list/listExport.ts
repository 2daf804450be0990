import { type ListSpec, listKeys } from '@freightdesk/contracts';
import type { CellValue, ExportColumn } from '../export/columns';

const widths = { text: 24, number: 12, money: 14, date: 20, enum: 16, boolean: 10 } as const;

/**
 * A list's export columns, from its declaration: every shown column in declared order, headed by
 * its label. Booleans read as their values' labels (Active/Inactive), dates stay dates (the
 * writers format them; their header says UTC).
 */
export function exportColumnsOf<K extends string, T extends Partial<Record<K, unknown>>>(
  spec: ListSpec<K>,
): ExportColumn<T>[] {
  return listKeys(spec)
    .filter((key) => !spec.columns[key].hidden)
    .map((key) => {
      const c = spec.columns[key];
      const label = (v: unknown) => c.values?.find((x) => x.value === String(v))?.label ?? String(v);
      return {
        key,
        header: c.type === 'date' ? `${c.label} (UTC)` : c.label,
        width: widths[c.type],
        money: c.type === 'money',
        value: (row: T): CellValue => {
          const v = row[key];
          if (v === null || v === undefined) return null;
          if (c.type === 'boolean') return label(v);
          return v as CellValue;
        },
      };
    });
}
