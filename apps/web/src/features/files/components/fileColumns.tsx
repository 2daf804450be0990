import type { FileRecord } from '@freightdesk/contracts';
import { ActionIcon, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconDownload, IconEye, IconTrash } from '@tabler/icons-react';
import { displayColumn, type GridColumn } from '../../../components/DataGrid';
import { formatDateTime } from '../../../lib/dates';
import { formatBytes, kindOf } from '../fileKinds';
import { FileThumb } from './FileIcon';
import classes from './fileColumns.module.css';

interface FileColumnsOptions {
  showFolders: boolean;
  canRemove: boolean;
  /** The id of the file being downloaded, if any. */
  downloading: number | null;
  onView: (file: FileRecord) => void;
  onDownload: (file: FileRecord) => void;
  onRemove: (file: FileRecord) => void;
}

/** The files list's columns: the name (a button that opens the viewer), its details, and the row's actions. */
export function fileColumns(o: FileColumnsOptions): GridColumn<FileRecord>[] {
  const columns: GridColumn<FileRecord>[] = [
    displayColumn<FileRecord>('fileName', 'Name', {
      sortable: true,
      inSearchTerm: true,
      render: (f) => <NameCell file={f} onView={o.onView} />,
    }),
    displayColumn<FileRecord>('type', 'Type', {
      sortable: true,
      value: (f) => kindOf(f).label,
      visibleFrom: 'md',
      width: 130,
    }),
    displayColumn<FileRecord>('size', 'Size', {
      type: 'number',
      sortable: true,
      total: false,
      textAlign: 'right',
      visibleFrom: 'sm',
      width: 90,
      render: (f) => <span className={classes.nums}>{formatBytes(f.size)}</span>,
    }),
    displayColumn<FileRecord>('createdBy', 'Uploaded by', {
      sortable: true,
      inSearchTerm: true,
      visibleFrom: 'md',
      // Room for the title and its sort icon.
      width: 150,
    }),
    displayColumn<FileRecord>('createdAt', 'Uploaded', {
      type: 'date',
      sortable: true,
      visibleFrom: 'sm',
      width: 180,
      render: (f) => <span className={classes.nums}>{formatDateTime(f.createdAt)}</span>,
    }),
  ];
  if (o.showFolders) {
    columns.splice(
      1,
      0,
      displayColumn<FileRecord>('folderName', 'Folder', { sortable: true, inSearchTerm: true, visibleFrom: 'lg' }),
    );
  }
  columns.push(
    displayColumn<FileRecord>('actions', 'Actions', {
      textAlign: 'right',
      // As narrow as its buttons.
      width: '1%',
      render: (f) => <RowActions file={f} {...o} />,
    }),
  );
  return columns;
}

/** The thumbnail and name; a PDF or an image opens in the viewer, other files only download. */
function NameCell({ file, onView }: { file: FileRecord; onView: (file: FileRecord) => void }) {
  const kind = kindOf(file);
  const details = (
    // On a phone the Size and Uploaded columns are hidden: their facts go under the name.
    <Text size="xs" c="dimmed" hiddenFrom="sm" className={classes.details}>
      {formatBytes(file.size)} · {formatDateTime(file.createdAt)}
    </Text>
  );
  return (
    <Group gap="sm" wrap="nowrap" className={classes.name}>
      <FileThumb file={file} />
      <div className={classes.nameText}>
        {kind.preview ? (
          <UnstyledButton onClick={() => onView(file)} className={classes.open}>
            {file.fileName}
          </UnstyledButton>
        ) : (
          <Text size="sm" fw={500} className={classes.plain}>
            {file.fileName}
          </Text>
        )}
        {details}
      </div>
    </Group>
  );
}

function RowActions({
  file,
  canRemove,
  downloading,
  onView,
  onDownload,
  onRemove,
}: { file: FileRecord } & FileColumnsOptions) {
  const kind = kindOf(file);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      {kind.preview && (
        <Tooltip label="View">
          <ActionIcon
            variant="subtle"
            size="lg"
            aria-label={`View ${file.fileName}`}
            onClick={() => onView(file)}
            // On a phone the name opens the viewer: the row keeps room for the other two.
            visibleFrom="sm"
          >
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="Download">
        <ActionIcon
          variant="subtle"
          size="lg"
          aria-label={`Download ${file.fileName}`}
          onClick={() => onDownload(file)}
          loading={downloading === file.id}
        >
          <IconDownload size={18} aria-hidden />
        </ActionIcon>
      </Tooltip>
      {canRemove && (
        <Tooltip label="Remove">
          <ActionIcon
            variant="subtle"
            color="red.9"
            size="lg"
            aria-label={`Remove ${file.fileName}`}
            onClick={() => onRemove(file)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
