import type { FileRecord } from '@freightdesk/contracts';

/** How the browser can show a file inline: as an image, as a PDF, or not at all (download only). */
export type Preview = 'image' | 'pdf' | null;

/** What kind of file a record is, read from the type the server found in its bytes. */
export interface FileKind {
  /** Short, for the Type column and screen readers ("PDF", "PNG image", "Excel workbook"). */
  label: string;
  icon: 'pdf' | 'image' | 'sheet' | 'doc' | 'slides' | 'text' | 'mail' | 'other';
  preview: Preview;
}

/** Images every current browser draws in an <img> (TIFF and HEIC are stored but not drawn). */
const drawable = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

const byType: Record<string, Omit<FileKind, 'preview'>> = {
  'application/pdf': { label: 'PDF', icon: 'pdf' },
  'image/png': { label: 'PNG image', icon: 'image' },
  'image/jpeg': { label: 'JPEG image', icon: 'image' },
  'image/gif': { label: 'GIF image', icon: 'image' },
  'image/webp': { label: 'WebP image', icon: 'image' },
  'image/tiff': { label: 'TIFF image', icon: 'image' },
  'image/heic': { label: 'HEIC photo', icon: 'image' },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { label: 'Excel workbook', icon: 'sheet' },
  'application/vnd.ms-excel': { label: 'Excel 97 workbook', icon: 'sheet' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { label: 'Word document', icon: 'doc' },
  'application/msword': { label: 'Word 97 document', icon: 'doc' },
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': {
    label: 'PowerPoint deck',
    icon: 'slides',
  },
  'application/vnd.ms-powerpoint': { label: 'PowerPoint 97 deck', icon: 'slides' },
  'application/vnd.ms-outlook': { label: 'Outlook message', icon: 'mail' },
  'application/zip': { label: 'ZIP archive', icon: 'other' },
  'text/csv': { label: 'CSV', icon: 'sheet' },
  'text/plain': { label: 'Text', icon: 'text' },
};

/** The kind of a stored file, from its content type (parameters such as charset ignored). */
export function kindOf(file: Pick<FileRecord, 'contentType' | 'fileName'>): FileKind {
  const type = file.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  const known = byType[type];
  const preview: Preview = type === 'application/pdf' ? 'pdf' : drawable.has(type) ? 'image' : null;
  if (known) return { ...known, preview };
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(file.fileName)?.[1]?.toUpperCase();
  return { label: ext ? `${ext} file` : 'File', icon: 'other', preview };
}

/** The kind guessed from a name alone, for a file still being uploaded (the server decides later). */
export function kindOfName(name: string): FileKind['icon'] {
  const ext = /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';
  if (ext === 'pdf') return 'pdf';
  if (['png', 'jpg', 'jpeg', 'jfif', 'gif', 'webp', 'tif', 'tiff', 'heic', 'heif'].includes(ext)) return 'image';
  if (['xlsx', 'xls', 'csv', 'tsv'].includes(ext)) return 'sheet';
  if (['docx', 'doc'].includes(ext)) return 'doc';
  if (['pptx', 'ppt'].includes(ext)) return 'slides';
  if (['txt', 'log', 'edi'].includes(ext)) return 'text';
  if (ext === 'msg') return 'mail';
  return 'other';
}

const units = ['KB', 'MB', 'GB'];

/** 0 B, 812 B, 14.2 KB, 3.4 MB: one decimal below ten, whole numbers above. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${units[unit]}`;
}
