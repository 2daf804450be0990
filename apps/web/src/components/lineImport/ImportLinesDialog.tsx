import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { z } from 'zod';
import { ApiError, errorText } from '../../api/client';
import { saveFile } from '../../lib/saveFile';
import { Dialog } from '../Dialog';
import { notify } from '../notify';
import { fileSize, type LinePreview, templateCsv, validLines } from './linePreview';
import { PreviewTable } from './PreviewTable';
import {
  type ImportFields,
  type ImportPreviewEndpoint,
  PreviewAborted,
  type PreviewRequest,
  uploadImportPreview,
} from './uploadImportPreview';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportLinesDialogProps<T, E extends ImportPreviewEndpoint, C extends string> {
  opened: boolean;
  onClose: () => void;
  /** "Import items": the dialog's name. */
  title: string;
  /** The contract's preview endpoint, and its fields: where the rows go (the PO, the project). */
  endpoint: E;
  fields: ImportFields<E>;
  /** The headers the import reads, in the template's order (the contract's list). */
  columns: readonly C[];
  /** The header of each field the preview names in its errors (a line's field: its column). */
  headers: Record<string, C>;
  /** The headers a file must have, named in the instructions. */
  required: readonly C[];
  /** A line's schema: the rows it reads are the valid ones, and what `onImport` is given. */
  schema: z.ZodType<T>;
  /** What the rows become, plural ("items", "lines"). */
  noun: string;
  /** The template's file name. */
  templateName: string;
  /**
   * What is done with the valid rows (written, or added to a draft), awaited when it is a promise;
   * the dialog closes once it is done. When it fails, the dialog stays open and says that nothing
   * was imported.
   */
  onImport: (lines: T[], preview: { fileName: string; skipped: number }) => unknown;
}

/**
 * Lines from a CSV or Excel file: the server reads the file into a preview, row by row with what
 * is wrong with each; only then are the valid rows taken, all at once. Nothing is written before.
 * A PO's items (features/purchaseOrders) and a new receiving alert's lines use it.
 */
export function ImportLinesDialog<T, E extends ImportPreviewEndpoint, C extends string>(
  props: ImportLinesDialogProps<T, E, C>,
) {
  const { opened, onClose, endpoint, fields, columns, schema } = props;
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<PreviewRequest | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [preview, setPreview] = useState<LinePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

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
    const r = uploadImportPreview(endpoint, fields, chosen, (sent, total) => setProgress({ sent, total }));
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

  const valid = useMemo(() => validLines(preview, schema), [preview, schema]);
  const invalidCount = (preview?.rows.length ?? 0) - valid.length;

  const importValid = async () => {
    if (!preview) return;
    setImporting(true);
    try {
      await props.onImport(valid, { fileName: preview.fileName, skipped: invalidCount });
      onClose();
    } catch (err) {
      notify.error(`Nothing was imported: ${errorText(err)}`);
    } finally {
      setImporting(false);
    }
  };

  const saveTemplate = () =>
    saveFile(props.templateName, new Blob([templateCsv(columns)], { type: 'text/csv;charset=utf-8' }));

  const uploading = progress !== null;
  const percent = progress?.total ? Math.round((progress.sent / progress.total) * 100) : 0;

  return (
    <Dialog
      opened={opened}
      onClose={() => !importing && onClose()}
      title={props.title}
      size={preview ? 'min(1100px, 96vw)' : 'lg'}
    >
      <Stack gap="md">
        <Text size="sm">
          Choose a CSV or Excel (.xlsx) file with a header row: {columns.join(', ')}. {props.required.join(' and ')}{' '}
          {props.required.length === 1 ? 'is' : 'are'} required. You will see every row before anything is added.{' '}
          <Anchor component="button" type="button" size="sm" onClick={saveTemplate}>
            Download the template (CSV)
          </Anchor>
        </Text>
        <Group gap="sm" wrap="wrap">
          <Button
            variant={preview ? 'default' : 'filled'}
            leftSection={<IconUpload size={16} aria-hidden />}
            onClick={() => input.current?.click()}
            disabled={uploading || importing}
            data-autofocus
          >
            {file ? 'Choose another file' : 'Choose a file'}
          </Button>
          {file && (
            <Group gap={6} wrap="nowrap" miw={0}>
              <IconFileSpreadsheet size={18} aria-hidden />
              <Text size="sm" truncate="end">
                {file.name} ({fileSize(file.size)})
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

        {preview && (
          <PreviewTable
            preview={preview}
            headers={props.headers}
            noun={props.noun}
            validCount={valid.length}
            invalidCount={invalidCount}
          />
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={importing}>
            Cancel
          </Button>
          {preview && (
            <Button onClick={() => void importValid()} disabled={valid.length === 0} loading={importing}>
              Import {valid.length} valid {valid.length === 1 ? 'row' : 'rows'}
            </Button>
          )}
        </Group>
      </Stack>
    </Dialog>
  );
}
