import { randomUUID } from 'node:crypto';

/**
 * A name safe to store and to send back: the last segment of what the client wrote (never a path),
 * letters, digits, spaces, dots, dashes and underscores only, no leading dots, at most 120
 * characters with the extension kept.
 */
export function safeFileName(name: string): string {
  const last = name.normalize('NFC').split(/[\\/]/).pop() ?? '';
  let safe = last
    .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
    .replace(/\s+/g, ' ')
    .replace(/-{2,}/g, '-')
    .replace(/^[\s.-]+|[\s.]+$/g, '');
  if (safe.length > 120) {
    const ext = /\.[\p{L}\p{N}]{1,8}$/u.exec(safe)?.[0] ?? '';
    safe = safe.slice(0, 120 - ext.length) + ext;
  }
  return safe || 'file';
}

/** One path segment from a folder name; empty becomes "general". */
export const folderSegment = (folder: string) => safeFileName(folder).replace(/\s/g, '_').slice(0, 100) || 'general';

/**
 * docs/design.md section 6, made by the server: projects/{projectId}/{transactionType}/{folder}/{uuid}/{safe name}.
 * The uuid is a folder of its own (docs/design.md joins it to the name with a dash) so that the last
 * segment, which docs/requirements.md makes the saved name, is the file's own name.
 */
export function blobNameFor(projectId: number, transactionType: string, folder: string, fileName: string): string {
  return `projects/${projectId}/${transactionType}/${folderSegment(folder)}/${randomUUID()}/${safeFileName(fileName)}`;
}

/** docs/requirements.md section 7: a download is saved under the last path segment of its blob name. */
export const savedNameOf = (blobName: string) => blobName.split('/').pop() || 'file';
