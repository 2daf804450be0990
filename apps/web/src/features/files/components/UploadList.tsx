import { ActionIcon, Button, Group, Paper, Progress, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Progress.css';
import { IconAlertCircle, IconCircleCheck, IconRefresh, IconX } from '@tabler/icons-react';
import { formatBytes, kindOfName } from '../fileKinds';
import type { UploadItem } from '../useUploads';
import { FileTypeIcon } from './FileIcon';
import classes from './UploadList.module.css';

interface UploadListProps {
  items: UploadItem[];
  onCancel: (key: string) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
  onClearFinished: () => void;
}

const percentOf = (item: UploadItem) =>
  item.status === 'done' || item.status === 'saving'
    ? 100
    : item.total > 0
      ? Math.min(100, Math.round((item.sent / item.total) * 100))
      : 0;

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'queued':
      return 'Waiting…';
    case 'uploading':
      return `${percentOf(item)}% of ${formatBytes(item.file.size)}`;
    case 'saving':
      return 'Checking and saving…';
    case 'done':
      return 'Uploaded';
    case 'cancelled':
      return 'Cancelled';
    case 'failed':
      return 'Not uploaded';
  }
}

/** What is said once a batch settles, for screen readers (the bars themselves are not announced). */
function summaryOf(items: UploadItem[]): string {
  const going = items.filter((i) => i.status === 'queued' || i.status === 'uploading' || i.status === 'saving');
  if (going.length) return `Uploading ${going.length} ${going.length === 1 ? 'file' : 'files'}`;
  const done = items.filter((i) => i.status === 'done').length;
  const failed = items.filter((i) => i.status === 'failed').length;
  const parts = [];
  if (done) parts.push(`${done} ${done === 1 ? 'file' : 'files'} uploaded`);
  if (failed) parts.push(`${failed} not uploaded`);
  return parts.join(', ');
}

/** The files being uploaded, each with its own progress bar, and its error on its own row. */
export function UploadList({ items, onCancel, onRetry, onDismiss, onClearFinished }: UploadListProps) {
  if (items.length === 0) return null;
  const finished = items.some((i) => i.status === 'done' || i.status === 'failed' || i.status === 'cancelled');
  const summary = summaryOf(items);
  return (
    <Paper withBorder radius="md" p={0} className={classes.panel}>
      <Group justify="space-between" gap="xs" px="sm" py={6} className={classes.header}>
        <Text size="sm" fw={600} role="status">
          {summary}
        </Text>
        {finished && (
          <Button variant="subtle" size="compact-sm" onClick={onClearFinished}>
            Clear finished
          </Button>
        )}
      </Group>
      <ul className={classes.list} aria-label="Uploads">
        {items.map((item) => (
          <UploadRow key={item.key} item={item} onCancel={onCancel} onRetry={onRetry} onDismiss={onDismiss} />
        ))}
      </ul>
    </Paper>
  );
}

function UploadRow({
  item,
  onCancel,
  onRetry,
  onDismiss,
}: { item: UploadItem } & Pick<UploadListProps, 'onCancel' | 'onRetry' | 'onDismiss'>) {
  const name = item.file.name;
  const going = item.status === 'queued' || item.status === 'uploading' || item.status === 'saving';
  const failed = item.status === 'failed';
  return (
    <li className={classes.row} data-status={item.status} aria-label={name}>
      <FileTypeIcon icon={kindOfName(name)} size={32} />
      <div className={classes.body}>
        <Group gap="xs" justify="space-between" wrap="nowrap">
          {/* A failed file's whole name shows: it says which file to fix. */}
          <Text size="sm" fw={500} truncate={failed ? undefined : 'end'} title={name} className={classes.name}>
            {name}
          </Text>
          <Text size="xs" c={failed ? 'red.9' : 'dimmed'} className={classes.status}>
            {item.status === 'done' && <IconCircleCheck size={14} aria-hidden color="var(--mantine-color-green-8)" />}
            {statusText(item)}
          </Text>
        </Group>
        {failed ? (
          <Text size="sm" c="red.9" className={classes.error}>
            <IconAlertCircle size={16} aria-hidden className={classes.errorIcon} />
            {item.error}
          </Text>
        ) : item.status !== 'cancelled' ? (
          <Progress.Root size="sm" mt={6} radius="xl">
            <Progress.Section
              value={percentOf(item)}
              color={item.status === 'done' ? 'green.7' : undefined}
              striped={item.status === 'saving'}
              animated={item.status === 'saving'}
              aria-label={`Upload of ${name}`}
            />
          </Progress.Root>
        ) : null}
      </div>
      <Group gap={4} wrap="nowrap" className={classes.actions}>
        {failed && (
          <Tooltip label="Retry">
            <ActionIcon variant="subtle" size="lg" aria-label={`Retry ${name}`} onClick={() => onRetry(item.key)}>
              <IconRefresh size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
        {going ? (
          <Tooltip label="Cancel upload">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Cancel upload of ${name}`}
              onClick={() => onCancel(item.key)}
              disabled={item.status === 'saving'}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        ) : (
          <Tooltip label="Dismiss">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={`Dismiss ${name}`}
              onClick={() => onDismiss(item.key)}
            >
              <IconX size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      </Group>
    </li>
  );
}
