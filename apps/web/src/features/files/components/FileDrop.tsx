import { Button, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCloudUpload, IconUpload } from '@tabler/icons-react';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import classes from './FileDrop.module.css';

const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer?.types ?? []).includes('Files');

/**
 * Drag-and-drop for a region: whether files are being dragged over it, and the handlers to spread
 * on it. Only drags that carry files count (not text or links dragged from the page).
 */
export function useFileDrag(onFiles: (files: File[]) => void, enabled = true) {
  const [dragging, setDragging] = useState(false);
  // dragenter and dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0);
  // A file dropped just beside the panel would make the browser open it in place of the app.
  useEffect(() => {
    if (!enabled) return;
    const refuse = (e: globalThis.DragEvent) => {
      if (!Array.from(e.dataTransfer?.types ?? []).includes('Files') || e.defaultPrevented) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'none';
    };
    window.addEventListener('dragover', refuse);
    window.addEventListener('drop', refuse);
    return () => {
      window.removeEventListener('dragover', refuse);
      window.removeEventListener('drop', refuse);
    };
  }, [enabled]);
  if (!enabled) return { dragging: false, handlers: {} };
  return {
    dragging,
    handlers: {
      onDragEnter: (e: DragEvent) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setDragging(true);
      },
      onDragOver: (e: DragEvent) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave: (e: DragEvent) => {
        if (!hasFiles(e)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDragging(false);
      },
      onDrop: (e: DragEvent) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setDragging(false);
        onFiles(Array.from(e.dataTransfer.files));
      },
    },
  };
}

interface FileDropProps {
  onFiles: (files: File[]) => void;
  /** Files are being dragged over the region that owns this zone. */
  dragging: boolean;
  /** What may be uploaded ("PDF, images… up to 25 MB each"). */
  hint: string;
}

/**
 * Where files are added: dropped on the zone (or the panel around it), or picked with the
 * "Choose files" button, which the keyboard and phones use.
 */
export function FileDrop({ onFiles, dragging, hint }: FileDropProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className={classes.zone} data-dragging={dragging || undefined}>
      <ThemeIcon variant="light" size={48} radius="xl" aria-hidden className={classes.icon}>
        <IconCloudUpload size={26} stroke={1.6} />
      </ThemeIcon>
      <Stack gap={2} className={classes.text}>
        <Text fw={600} size="sm">
          {dragging ? (
            'Drop the files to upload them'
          ) : (
            <>
              <span className={classes.desktop}>Drag files here, or choose them</span>
              <span className={classes.phone}>Add documents or photos</span>
            </>
          )}
        </Text>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
      <Button
        variant="light"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => input.current?.click()}
        className={classes.button}
      >
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-label="Files to upload"
        data-testid="file-input"
        onChange={(e) => {
          onFiles(Array.from(e.currentTarget.files ?? []));
          // The same file can be chosen again (after fixing it, say).
          e.currentTarget.value = '';
        }}
      />
    </div>
  );
}
