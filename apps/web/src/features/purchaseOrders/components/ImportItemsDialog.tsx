import { type ImportPreview, importColumns, type PoItemFields, poItemFields } from '@freightdesk/contracts';
import { Alert, Anchor, Badge, Button, Group, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { DataGrid, displayColumn, type GridColumn } from '../../../components/DataGrid';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/notify';
import { useCreatePoItems } from '../api';
import { PreviewAborted, type PreviewRequest, saveImportTemplate, uploadImportPreview } from '../importUpload';

type Row = ImportPreview['rows'][number];

/** The item fields the preview names in its errors, as the template's headers say them. */
const fieldHeaders: Record<string, string> = {
  itemNumber: 'Item Number',
  description: 'Description',
  categoryId: 'Category',
  unitOfMeasure: 'UOM',
  quantity: 'Quantity',
  unitCost: 'Unit Cost',
  weight: 'Weight',
  pieces: 'Pieces',
};
const normalize = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function size(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
}

interface ImportItemsDialogProps {
  purchaseOrderId: number;
  poNumber: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * "Import items": a CSV or Excel file is read by the server into a preview, row by row with what
 * is wrong with each; only then are the valid rows added, all at once. Nothing is written before.
 */
export function ImportItemsDialog({ purchaseOrderId, poNumber, opened, onClose }: ImportItemsDialogProps) {
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<PreviewRequest | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const createMany = useCreatePoItems();

  // A closed dialog starts afresh; an upload still going is stopped.
  useEffect(() => {
    if (opened) return;
    request.current?.abort();
    setFile(null);
    setProgress(null);
    setPreview(null);
    setError(null);
  }, [opened]);

  const read = (chosen: File) => {
    request.current?.abort();
    setFile(chosen);
    setPreview(null);
    setError(null);
    setProgress({ sent: 0, total: chosen.size });
    const r = uploadImportPreview(purchaseOrderId, chosen, (sent, total) => setProgress({ sent, total }));
    request.current = r;
    r.done
      .then(
        (answer) => setPreview(answer),
        (err: unknown) => {
          if (err instanceof PreviewAborted) return;
          // The server says what is wrong with the file itself (no Description column, not a sheet…).
          setError(err instanceof ApiError ? (Object.values(err.fieldErrors)[0] ?? errorText(err)) : errorText(err));
        },
      )
      .finally(() => {
        if (request.current === r) {
          request.current = null;
          setProgress(null);
        }
      });
  };

  const valid = useMemo(
    () =>
      (preview?.rows ?? []).flatMap((row) => {
        const item = row.item && poItemFields.safeParse(row.item);
        return item?.success ? [item.data as PoItemFields] : [];
      }),
    [preview],
  );
  const invalidCount = (preview?.rows.length ?? 0) - valid.length;

  const importValid = async () => {
    try {
      const created = await createMany.mutateAsync({ purchaseOrderId, items: valid });
      notify.success(
        `${created.length} ${created.length === 1 ? 'item' : 'items'} imported into purchase order ${poNumber}`,
      );
      onClose();
    } catch (err) {
      notify.error(`Nothing was imported: ${errorText(err)}`);
    }
  };

  const uploading = progress !== null;
  const percent = progress?.total ? Math.round((progress.sent / progress.total) * 100) : 0;

  return (
    <Dialog
      opened={opened}
      onClose={() => !createMany.isPending && onClose()}
      title="Import items"
      size={preview ? 'min(1100px, 96vw)' : 'lg'}
    >
      <Stack gap="md">
        <Text size="sm">
          Choose a CSV or Excel (.xlsx) file with a header row: {importColumns.join(', ')}. Description and Quantity are
          required. You will see every row before anything is added.{' '}
          <Anchor component="button" type="button" size="sm" onClick={saveImportTemplate}>
            Download the template (CSV)
          </Anchor>
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            variant={preview ? 'default' : 'filled'}
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => input.current?.click()}
            disabled={uploading || createMany.isPending}
            data-autofocus
          >
            {file ? 'Choose another file' : 'Choose a file'}
          </Button>
          {file && (
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconFileSpreadsheet size={18} aria-hidden />
              <Text size="sm" truncate="end">
                {file.name} ({size(file.size)})
              </Text>
            </Group>
          )}
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            aria-label="Import file"
            onChange={(e) => {
              const chosen = e.currentTarget.files?.[0];
              if (chosen) read(chosen);
              e.currentTarget.value = '';
            }}
          />
        </Group>

        {uploading && (
          <Stack gap={4}>
            <Group justify="space-between">
              <Text size="sm" aria-live="polite">
                {percent < 100 ? `Uploading… ${percent}%` : 'Reading the rows…'}
              </Text>
              <Button size="xs" variant="subtle" onClick={() => request.current?.abort()}>
                Cancel
              </Button>
            </Group>
            <Progress value={percent} animated={percent >= 100} aria-label={`Upload of ${file?.name ?? 'the file'}`} />
          </Stack>
        )}

        {error && (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} role="alert">
            <Text size="sm">{error}</Text>
          </Alert>
        )}

        {preview && <PreviewTable preview={preview} validCount={valid.length} invalidCount={invalidCount} />}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={createMany.isPending}>
            Cancel
          </Button>
          {preview && (
            <Button onClick={() => void importValid()} disabled={valid.length === 0} loading={createMany.isPending}>
              Import {valid.length} valid {valid.length === 1 ? 'row' : 'rows'}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}

function PreviewTable({
  preview,
  validCount,
  invalidCount,
}: {
  preview: ImportPreview;
  validCount: number;
  invalidCount: number;
}) {
  const columns = useMemo<GridColumn<Row>[]>(() => {
    // A field's error marks the cell of its column, when the file uses the template's header.
    const fieldOf = new Map(Object.entries(fieldHeaders).map(([field, header]) => [normalize(header), field]));
    return [
      displayColumn<Row>('line', 'Line', { type: 'number', width: 70, total: false, textAlign: 'right' }),
      displayColumn<Row>('state', 'Row', {
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
        displayColumn<Row>(`value:${header}`, header, {
          value: (row) => row.values[header] ?? '',
          render: (row) => {
            const field = fieldOf.get(normalize(header));
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
      displayColumn<Row>('errors', 'Problems', {
        render: (row) => {
          const entries = Object.entries(row.errors);
          if (!entries.length) return null;
          return (
            <Stack gap={2}>
              {entries.map(([field, message]) => (
                <Text key={field} size="xs" c="red.9">
                  {fieldHeaders[field] ? `${fieldHeaders[field]}: ` : ''}
                  {message}
                </Text>
              ))}
            </Stack>
          );
        },
      }),
    ];
  }, [preview.columns]);

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
      <DataGrid<Row>
        rows={preview.rows}
        columns={columns}
        idAccessor={(row) => row.line}
        noun="rows"
        label={`Rows of ${preview.fileName}`}
        search={false}
        pageSize={preview.rows.length > 50 ? 50 : undefined}
        maxHeight={preview.rows.length > 50 ? undefined : 420}
        empty={{ title: 'No rows', description: 'The file has a header row but no items under it.' }}
      />
    </Stack>
  );
}
