import { Badge, Group, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { DataGrid, displayColumn, type GridColumn } from '../DataGrid';
import { fieldsByHeader, type LinePreview, normalizeHeader, type PreviewRow } from './linePreview';

interface PreviewTableProps {
  preview: LinePreview;
  /** The header of each field the preview names in its errors. */
  headers: Record<string, string>;
  /** What the rows become ("items", "lines"), for a file without any. */
  noun: string;
  validCount: number;
  invalidCount: number;
}

/** Every row of the file as read, what is wrong with each, and how many are valid and skipped. */
export function PreviewTable({ preview, headers, noun, validCount, invalidCount }: PreviewTableProps) {
  const columns = useMemo<GridColumn<PreviewRow>[]>(() => {
    // A field's error marks the cell of its column, when the file uses the template's header.
    const fieldOf = fieldsByHeader(headers);
    return [
      displayColumn<PreviewRow>('line', 'Line', { type: 'number', width: 70, total: false, textAlign: 'right' }),
      displayColumn<PreviewRow>('state', 'Row', {
        width: 100,
        render: (row) =>
          row.item ? (
            // Dot badges keep their text dark enough on any colour (WCAG 1.4.3).
            <Badge variant="dot" color="green" tt="none" fw={500}>
              Valid
            </Badge>
          ) : (
            <Badge variant="dot" color="red" tt="none" fw={500}>
              Skipped
            </Badge>
          ),
      }),
      ...preview.columns.map((header) =>
        displayColumn<PreviewRow>(`value:${header}`, header, {
          value: (row) => row.values[header] ?? '',
          render: (row) => {
            const field = fieldOf.get(normalizeHeader(header));
            const problem = field ? row.errors[field] : undefined;
            const value = row.values[header] ?? '';
            return problem ? (
              <Text span size="sm" c="red.9" fw={600} td="underline" style={{ textDecorationStyle: 'wavy' }}>
                {value || '(empty)'}
                <VisuallyHidden> (error)</VisuallyHidden>
              </Text>
            ) : (
              value
            );
          },
        }),
      ),
      displayColumn<PreviewRow>('errors', 'Problems', {
        render: (row) => {
          const entries = Object.entries(row.errors);
          if (!entries.length) return null;
          return (
            <Stack gap={2}>
              {entries.map(([field, message]) => (
                <Text key={field} size="xs" c="red.9">
                  {headers[field] ? `${headers[field]}: ` : ''}
                  {message}
                </Text>
              ))}
            </Stack>
          );
        },
      }),
    ];
  }, [preview.columns, headers]);

  return (
    <Stack gap="sm">
      <Group gap="lg" wrap="wrap" role="status">
        <Group gap={6} wrap="nowrap">
          <ThemeIcon variant="light" color="green" size="md" radius="xl">
            <IconCircleCheck size={16} aria-hidden />
          </ThemeIcon>
          <Text size="sm" fw={600}>
            {validCount} valid {validCount === 1 ? 'row' : 'rows'}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <ThemeIcon variant="light" color={invalidCount ? 'red' : 'gray'} size="md" radius="xl">
            <IconAlertTriangle size={16} aria-hidden />
          </ThemeIcon>
          <Text size="sm" fw={600}>
            {invalidCount} with errors{invalidCount ? ', skipped' : ''}
          </Text>
        </Group>
      </Group>
      <DataGrid<PreviewRow>
        rows={preview.rows}
        columns={columns}
        idAccessor={(row) => row.line}
        noun="rows"
        label={`Rows of ${preview.fileName}`}
        search={false}
        pageSize={preview.rows.length > 50 ? 50 : undefined}
        maxHeight={preview.rows.length > 50 ? undefined : 420}
        empty={{ title: 'No rows', description: `The file has a header row but no ${noun} under it.` }}
      />
    </Stack>
  );
}
