import type { FileRecord } from '@freightdesk/contracts';
import { ActionIcon, Box, Button, Center, EmptyState, Group, Loader, Modal, Stack, Text, Tooltip } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconDownload, IconEyeOff } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useFileBytes } from '../../../api/fileBytes';
import { formatDateTime } from '../../../lib/dates';
import { PHONE_QUERY, useMedia } from '../../../lib/media';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { formatBytes, kindOf } from '../fileKinds';
import classes from './FileViewer.module.css';

interface FileViewerProps {
  /** The file shown; null keeps the viewer closed. */
  file: FileRecord | null;
  onClose: () => void;
  onDownload: (file: FileRecord) => void;
  downloading: boolean;
  /** The files the viewer steps through with Previous and Next (the arrow keys too). */
  files?: readonly FileRecord[];
  onNavigate?: (file: FileRecord) => void;
}

/**
 * The document viewer: a PDF or an image opened in the page, from bytes fetched with the token and
 * shown through a blob: address that is revoked when the viewer closes. Full screen on a phone.
 */
export function FileViewer({ file, onClose, onDownload, downloading, files = [], onNavigate }: FileViewerProps) {
  const phone = useMedia(PHONE_QUERY);
  const index = file ? files.findIndex((f) => f.id === file.id) : -1;
  const previous = index > 0 ? files[index - 1] : undefined;
  const next = index >= 0 && index < files.length - 1 ? files[index + 1] : undefined;
  const step = (to: FileRecord | undefined) => to && onNavigate?.(to);
  return (
    <Modal
      onKeyDown={(e) => {
        if (e.target instanceof HTMLElement && e.target.closest('input, textarea')) return;
        if (e.key === 'ArrowLeft') step(previous);
        if (e.key === 'ArrowRight') step(next);
      }}
      opened={file !== null}
      onClose={onClose}
      title={file?.fileName ?? ''}
      fullScreen={phone}
      size={1040}
      centered
      padding={phone ? 'sm' : 'md'}
      closeButtonProps={{ 'aria-label': 'Close viewer' }}
      classNames={{ title: classes.title, body: classes.body, content: classes.content }}
    >
      {file && (
        <ViewerBody
          key={file.id}
          file={file}
          onDownload={onDownload}
          downloading={downloading}
          stepper={
            files.length > 1 && index >= 0 && onNavigate ? (
              <Group gap={4} wrap="nowrap">
                <Tooltip label="Previous file">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label="Previous file"
                    disabled={!previous}
                    onClick={() => step(previous)}
                  >
                    <IconChevronLeft size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
                <Text size="sm" c="dimmed" className={classes.position}>
                  {index + 1} of {files.length}
                </Text>
                <Tooltip label="Next file">
                  <ActionIcon
                    variant="default"
                    size="lg"
                    aria-label="Next file"
                    disabled={!next}
                    onClick={() => step(next)}
                  >
                    <IconChevronRight size={18} aria-hidden />
                  </ActionIcon>
                </Tooltip>
              </Group>
            ) : null
          }
        />
      )}
    </Modal>
  );
}

interface ViewerBodyProps {
  file: FileRecord;
  onDownload: (file: FileRecord) => void;
  downloading: boolean;
  /** Previous and Next, when the viewer steps through several files. */
  stepper: ReactNode;
}

function ViewerBody({ file, onDownload, downloading, stepper }: ViewerBodyProps) {
  const kind = kindOf(file);
  const bytes = useFileBytes(file, kind.preview !== null);
  const url = useObjectUrl(bytes.data?.blob);
  const [broken, setBroken] = useState(false);

  // docs/requirements.md section 8: a failed preview is only logged; the viewer says so gently and offers Download.
  useEffect(() => {
    if (bytes.isError) console.error(`Preview of ${file.fileName} failed`, bytes.error);
  }, [bytes.isError, bytes.error, file.fileName]);

  const pdfInline = typeof navigator === 'undefined' || navigator.pdfViewerEnabled !== false;
  const unavailable =
    kind.preview === null
      ? `${kind.label} files open in the program they belong to.`
      : bytes.isError || broken
        ? 'The file could not be shown here. It may be damaged, or the connection dropped.'
        : kind.preview === 'pdf' && !pdfInline
          ? 'This browser does not show PDFs inside a page.'
          : null;

  return (
    <Stack gap="sm" className={classes.stack}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          {kind.label} · {formatBytes(file.size)} · {file.createdBy} · {formatDateTime(file.createdAt)}
        </Text>
        <Group gap="sm" wrap="nowrap">
          {stepper}
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => onDownload(file)}
            loading={downloading}
          >
            Download
          </Button>
        </Group>
      </Group>
      <Box className={classes.stage}>
        {unavailable ? (
          <Center h="100%" p="lg">
            <EmptyState
              variant="light"
              icon={<IconEyeOff aria-hidden />}
              title="No preview for this file"
              description={`${unavailable} Download it to open it on your device.`}
            />
          </Center>
        ) : !url ? (
          <Center h="100%" role="status" aria-live="polite">
            <Stack align="center" gap="xs">
              <Loader size="md" aria-hidden />
              <Text size="sm" c="dimmed">
                Loading preview…
              </Text>
            </Stack>
          </Center>
        ) : kind.preview === 'image' ? (
          <img
            src={url}
            alt={file.fileName}
            className={classes.image}
            onError={() => {
              console.error(`Preview of ${file.fileName} failed: the image could not be decoded`);
              setBroken(true);
            }}
          />
        ) : (
          <iframe src={url} title={`${file.fileName} (PDF preview)`} className={classes.frame} />
        )}
      </Box>
    </Stack>
  );
}
