import { Stack, Text } from '@mantine/core';
import { CellInput } from './CellEditor';
import { renderCell } from './format';
import type { GridColumn } from './types';

/**
 * Two fields of a row in one column, the second under the first: read so, and edited so (its input
 * under the first's), so that a row of many fields fits its screen without scrolling sideways. The
 * header names both; the column sorts by the first, and the second stays a filter of its own.
 */
export function stackedColumn<T>(top: GridColumn<T>, below: GridColumn<T>): GridColumn<T>[] {
  const column: GridColumn<T> = {
    ...top,
    title: `${top.title} / ${below.title}`,
    render: (row) => (
      <>
        <Text span size="sm" display="block">
          {renderCell(top, row)}
        </Text>
        <Text span size="xs" c="dimmed" display="block">
          {renderCell(below, row)}
        </Text>
      </>
    ),
    editor:
      top.editor === false
        ? false
        : ({ row, value, onChange, error, field }) => (
            <Stack gap={4}>
              <CellInput column={top} row={row} value={value} onChange={onChange} error={error} field={field} />
              {below.editor !== false && <CellInput column={below} row={row} {...field(below)} field={field} />}
            </Stack>
          ),
  };
  return [column, { ...below, visible: false }];
}
