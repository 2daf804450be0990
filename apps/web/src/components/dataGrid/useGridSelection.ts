import { type Key, useState } from 'react';
import type { GridSelection } from './types';

/** A row's key by the grid's id accessor. */
export type RowKey<T> = (row: T) => Key;

/**
 * Selection by row key. The table sees only the selected rows it shows; keys selected on another
 * page or hidden by a search stay selected. Uncontrolled grids keep the rows they have seen
 * selected, so bulk actions receive whole rows across pages.
 */
export function useGridSelection<T>(selection: GridSelection<T> | undefined, rowKey: RowKey<T>, shown: readonly T[]) {
  const [kept, setKept] = useState<Map<Key, T>>(new Map());
  const controlled = selection?.selected !== undefined;
  const keys = controlled ? new Set(selection?.selected) : new Set(kept.keys());
  const shownKeys = new Set(shown.map(rowKey));

  const selectedShown = shown.filter((row) => keys.has(rowKey(row)));

  const onShownChange = (rows: T[]) => {
    const others = [...keys].filter((k) => !shownKeys.has(k));
    const next = [...others, ...rows.map(rowKey)];
    if (!controlled) {
      const map = new Map<Key, T>();
      for (const k of others) map.set(k, kept.get(k) as T);
      for (const row of rows) map.set(rowKey(row), row);
      setKept(map);
    }
    selection?.onChange?.(next);
  };

  /** The selected rows the grid knows of (for a controlled grid, those among the rows it was given). */
  const selectedRows = controlled ? shown.filter((row) => keys.has(rowKey(row))) : [...kept.values()];

  const clear = () => {
    if (!controlled) setKept(new Map());
    selection?.onChange?.([]);
  };

  return { count: keys.size, selectedShown, selectedRows, onShownChange, clear };
}
