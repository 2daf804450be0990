import { DEFAULT_FILE_SIZE_LIMIT_MB, type FileRecord, type TransactionType } from '@freightdesk/contracts';
import { EmptyState, Stack, Text } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { IconFiles } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorText } from '../../../api/client';
import { useFileDownload } from '../../../api/fileBytes';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataGrid } from '../../../components/DataGrid';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { type FileTarget, useFiles, useFilesChanged, useRemoveFile } from '../api';
import { formatBytes, kindOf } from '../fileKinds';
import { useUploads } from '../useUploads';
import { FileDrop, useFileDrag } from './FileDrop';
import { FilesSkeleton } from './FilesSkeleton';
import { FileViewer } from './FileViewer';
import { fileColumns } from './fileColumns';
import { UploadList } from './UploadList';

export interface FilesPanelProps {
  projectId: number;
  /** What the files belong to: the project itself, or one kind of its records. */
  transactionType: TransactionType;
  /** One record's folder (a PO's number, say); without it, every file of the transaction type. */
  folderName?: string;
  /** May add files: the module's Create or Update permission (the server checks it again). */
  canAdd: boolean;
  /** May remove files: the module's Update or Delete permission. */
  canRemove: boolean;
  /** The panel's heading; "Files" unless given. */
  title?: string;
  /**
   * Also the files of the record's sub-folders (`{folderName}-…`, an alert's lines' photos), each
   * shown with its folder; new files still go into `folderName`.
   */
  withSubfolders?: boolean;
}

const ACCEPTS = `PDF, images, Office documents, CSV or text, up to ${DEFAULT_FILE_SIZE_LIMIT_MB} MB each.`;

/**
 * The files of a record, for any record screen to drop in: the list (with thumbnails, the viewer
 * and Download), uploads with a progress bar each, and removal with a confirmation.
 */
export function FilesPanel({
  projectId,
  transactionType,
  folderName,
  canAdd,
  canRemove,
  title = 'Files',
  withSubfolders = false,
}: FilesPanelProps) {
  const target = useMemo<FileTarget>(
    () => ({ projectId, transactionType, folderName }),
    [projectId, transactionType, folderName],
  );
  const headingId = useId();
  const files = useFiles(withSubfolders ? { projectId, transactionType } : target);
  const changed = useFilesChanged();
  const uploads = useUploads(target, changed);
  const drag = useFileDrag(uploads.add, canAdd);
  const [viewing, setViewing] = useState<FileRecord | null>(null);
  const [removing, setRemoving] = useState<FileRecord | null>(null);
  const remove = useRemoveFile();
  const { download, downloading } = useFileDownload();

  const rows = useMemo(
    () =>
      withSubfolders && folderName !== undefined
        ? (files.data ?? []).filter((f) => f.folderName === folderName || f.folderName.startsWith(`${folderName}-`))
        : (files.data ?? []),
    [files.data, withSubfolders, folderName],
  );
  const showFolders =
    folderName === undefined ? rows.some((f) => f.folderName !== '') : rows.some((f) => f.folderName !== folderName);
  const columns = useMemo(
    () =>
      fileColumns({
        showFolders,
        canRemove,
        downloading,
        onView: setViewing,
        onDownload: download,
        onRemove: setRemoving,
      }),
    [showFolders, canRemove, downloading, download],
  );

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing);
      notify.success(`${removing.fileName} removed`);
      setRemoving(null);
      // The row and its Remove button are gone: the keyboard continues from the panel's heading.
      requestAnimationFrame(() => document.getElementById(headingId)?.focus());
    } catch (err) {
      notify.error(`Could not remove ${removing.fileName}: ${errorText(err)}`);
      setRemoving(null);
    }
  };

  const totalBytes = rows.reduce((sum, f) => sum + f.size, 0);
  const viewable = useMemo(() => rows.filter((f) => kindOf(f).preview !== null), [rows]);

  return (
    <section aria-labelledby={headingId} {...drag.handlers}>
      <Stack gap="md">
        <div>
          <Text component="h2" id={headingId} fw={650} fz="h4" m={0} tabIndex={-1}>
            {title}
          </Text>
          <Text size="sm" c="dimmed">
            {files.isSuccess && rows.length > 0
              ? `${rows.length} ${rows.length === 1 ? 'file' : 'files'}, ${formatBytes(totalBytes)}`
              : 'Documents and photos kept with this record.'}
          </Text>
        </div>
        {canAdd && <FileDrop onFiles={uploads.add} dragging={drag.dragging} hint={ACCEPTS} />}
        <UploadList
          items={uploads.items}
          onCancel={uploads.cancel}
          onRetry={uploads.retry}
          onDismiss={uploads.dismiss}
          onClearFinished={uploads.clearFinished}
        />
        {files.isPending ? (
          <FilesSkeleton />
        ) : files.isError && !files.data ? (
          <ErrorState title="Could not load the files" error={files.error} onRetry={() => void files.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState
            variant="light"
            withIndicatorBackground
            icon={<IconFiles aria-hidden />}
            title="No files yet"
            description={
              canAdd
                ? 'Drop delivery receipts, photos, packing lists or other documents on this panel, or use Choose files. Each file uploads with its own progress bar.'
                : 'Files added to this record will be listed here, to view and download.'
            }
            py="xl"
          />
        ) : (
          <DataGrid<FileRecord>
            rows={rows}
            columns={columns}
            noun="files"
            label={`${title} list`}
            // A refresh that fails keeps the rows, under a notice with a retry.
            error={files.isError ? files.error : undefined}
            onRetry={() => void files.refetch()}
            search={{ label: 'Search files', placeholder: 'Search by name or uploader' }}
            pageSize={rows.length > 25 ? 25 : undefined}
          />
        )}
      </Stack>
      <FileViewer
        file={viewing}
        files={viewable}
        onNavigate={setViewing}
        onClose={() => setViewing(null)}
        onDownload={download}
        downloading={viewing !== null && downloading === viewing.id}
      />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove file"
        confirmLabel="Remove"
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        {`Remove ${removing?.fileName ?? 'this file'}? It is deleted for everyone who works on this record.`}
      </ConfirmDialog>
    </section>
  );
}
