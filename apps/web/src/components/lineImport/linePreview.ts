import type { z } from 'zod';

/** One row of a lines file as the server read it: its line in the file, its values by header, the line it becomes, its errors by field. */
export interface PreviewRow {
  /** The row's line number in the file (the header is line 1). */
  line: number;
  values: Record<string, string>;
  /** The line it becomes when valid (null when it has errors). */
  item: object | null;
  errors: Record<string, string>;
}

/**
 * What an import preview answers (a PO's items, a receiving alert's lines): every row of the file
 * with what is wrong with it. Nothing is written by it.
 */
export interface LinePreview {
  fileName: string;
  columns: string[];
  rows: PreviewRow[];
  validCount: number;
  errorCount: number;
}

/** The lines the valid rows become, each read by the line's own schema (what the save will take). */
export function validLines<T>(preview: LinePreview | null, schema: z.ZodType<T>): T[] {
  return (preview?.rows ?? []).flatMap((row) => {
    const parsed = row.item && schema.safeParse(row.item);
    return parsed?.success ? [parsed.data] : [];
  });
}

/** A header as the server matches it: case, spaces and punctuation ignored. */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The field each of the file's headers fills, when the file spells it as the template does, so
 * that a field's error marks the cell of its column.
 */
export function fieldsByHeader(headers: Record<string, string>): Map<string, string> {
  return new Map(Object.entries(headers).map(([field, header]) => [normalizeHeader(header), field]));
}

/** A file's size as people read it: "12 KB", "1.4 MB". */
export function fileSize(bytes: number) {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1048576).toFixed(1)} MB`;
}

/** An empty import file: the header row the import reads. */
export const templateCsv = (columns: readonly string[]) => `${columns.join(',')}\r\n`;
