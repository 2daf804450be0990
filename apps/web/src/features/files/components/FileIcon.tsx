import type { FileRecord } from '@freightdesk/contracts';
import { ThemeIcon } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import {
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypeDoc,
  IconFileTypePdf,
  IconMail,
  IconPhoto,
  IconPresentation,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useFileBytes } from '../../../api/fileBytes';
import { useObjectUrl } from '../../../lib/useObjectUrl';
import { type FileKind, kindOf } from '../fileKinds';

const icons: Record<FileKind['icon'], { Icon: typeof IconFile; color: string }> = {
  pdf: { Icon: IconFileTypePdf, color: 'red' },
  image: { Icon: IconPhoto, color: 'grape' },
  sheet: { Icon: IconFileSpreadsheet, color: 'green' },
  doc: { Icon: IconFileTypeDoc, color: 'blue' },
  slides: { Icon: IconPresentation, color: 'orange' },
  text: { Icon: IconFileText, color: 'gray' },
  mail: { Icon: IconMail, color: 'cyan' },
  other: { Icon: IconFile, color: 'gray' },
};

const SIZE = 40;

/** A file type's icon in a tinted square; decorative (the name and type are written beside it). */
export function FileTypeIcon({ icon, size = SIZE }: { icon: FileKind['icon']; size?: number }) {
  const { Icon, color } = icons[icon];
  return (
    <ThemeIcon variant="light" color={color} size={size} radius="sm" aria-hidden>
      <Icon size={Math.round(size * 0.55)} stroke={1.6} />
    </ThemeIcon>
  );
}

/** Thumbnails are read only for images small enough that showing one costs little. */
const THUMBNAIL_MAX_BYTES = 3 * 1024 * 1024;

/**
 * An image's thumbnail, or the type's icon. The bytes are fetched with the token only once the row
 * scrolls into view, and shared with the viewer and Download through the query cache.
 */
export function FileThumb({ file, size = SIZE }: { file: FileRecord; size?: number }) {
  const kind = kindOf(file);
  const wantsThumb = kind.preview === 'image' && file.size <= THUMBNAIL_MAX_BYTES;
  const { ref, inViewport } = useInViewport<HTMLSpanElement>();
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (inViewport) setSeen(true);
  }, [inViewport]);
  const bytes = useFileBytes(file, wantsThumb && seen);
  // Only an image's own bytes make a thumbnail (a PDF's may be cached by the viewer).
  const url = useObjectUrl(wantsThumb ? bytes.data?.blob : undefined);
  return (
    <span ref={ref} style={{ display: 'inline-flex', flex: 'none', width: size, height: size }}>
      {url ? (
        <img
          src={url}
          alt=""
          width={size}
          height={size}
          style={{
            objectFit: 'cover',
            borderRadius: 'var(--mantine-radius-sm)',
            border: '1px solid var(--mantine-color-gray-3)',
          }}
        />
      ) : (
        <FileTypeIcon icon={kind.icon} size={size} />
      )}
    </span>
  );
}
