import type { FileRecord } from '@freightdesk/contracts';
import { Button, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCamera } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useFileDownload } from '../../../api/fileBytes';
import { Spinner } from '../../../components/Spinner';
import { type FileTarget, useFilesChanged } from '../api';
import { useUploads } from '../useUploads';
import { FileThumb } from './FileIcon';
import { FileViewer } from './FileViewer';

const THUMB = 64;

export interface PhotoStripProps {
  /** Where new photos go (a record's folder). */
  target: FileTarget;
  /** The photos already there: the caller reads the folder (or many folders at once). */
  photos: readonly FileRecord[];
  canAdd: boolean;
  /** What the photos are of ("line CH-100"): names the buttons for screen readers. */
  subject: string;
}

/**
 * A record's photos as thumbnails that open in the viewer, and "Take photo": on a phone the
 * camera opens (capture), on a computer the file chooser. Each photo uploads on its own, with a
 * spinner while it goes and the server's reason if it is refused.
 */
export function PhotoStrip({ target, photos, canAdd, subject }: PhotoStripProps) {
  const input = useRef<HTMLInputElement>(null);
  const changed = useFilesChanged();
  const uploads = useUploads(target, changed);
  const [viewing, setViewing] = useState<FileRecord | null>(null);
  const { download, downloading } = useFileDownload();
  const sending = uploads.items.filter(
    (u) => u.status === 'queued' || u.status === 'uploading' || u.status === 'saving',
  );
  const failed = uploads.items.filter((u) => u.status === 'failed');

  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap" align="center">
        {photos.map((photo) => (
          <UnstyledButton
            key={photo.id}
            onClick={() => setViewing(photo)}
            aria-label={`View photo ${photo.fileName} of ${subject}`}
            style={{ borderRadius: 'var(--mantine-radius-sm)', lineHeight: 0 }}
          >
            <FileThumb file={photo} size={THUMB} />
          </UnstyledButton>
        ))}
        {sending.map((u) => (
          <Group
            key={u.key}
            justify="center"
            w={THUMB}
            h={THUMB}
            bd="1px dashed var(--mantine-color-gray-4)"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
          >
            <Spinner size="sm" label={`Uploading ${u.file.name}`} />
          </Group>
        ))}
        {canAdd && (
          <>
            <Button
              variant="light"
              size="md"
              leftSection={<IconCamera size={18} aria-hidden />}
              onClick={() => input.current?.click()}
              // The name starts with what the button shows (WCAG 2.5.3), then says of what.
              aria-label={`${photos.length ? 'Add photo' : 'Take photo'} of ${subject}`}
            >
              {photos.length ? 'Add photo' : 'Take photo'}
            </Button>
            <input
              ref={input}
              type="file"
              accept="image/*"
              capture="environment"
              multiple
              hidden
              aria-label={`Photos of ${subject}`}
              onChange={(e) => {
                uploads.add(Array.from(e.currentTarget.files ?? []));
                e.currentTarget.value = '';
              }}
            />
          </>
        )}
        {!canAdd && photos.length === 0 && (
          <Text size="sm" c="dimmed">
            No photos
          </Text>
        )}
      </Group>
      {failed.map((u) => (
        <Group key={u.key} gap="xs">
          <Text size="sm" c="red.9" role="alert">
            {`${u.file.name}: ${u.error ?? 'not uploaded'}`}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={() => uploads.retry(u.key)}>
            Retry
          </Button>
          <Button variant="subtle" color="gray" size="compact-sm" onClick={() => uploads.dismiss(u.key)}>
            Dismiss
          </Button>
        </Group>
      ))}
      <FileViewer
        file={viewing}
        files={photos}
        onNavigate={setViewing}
        onClose={() => setViewing(null)}
        onDownload={download}
        downloading={viewing !== null && downloading === viewing.id}
      />
    </Stack>
  );
}
