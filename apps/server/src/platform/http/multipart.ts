import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { badRequest, fieldError, tooLarge } from '../errors';
import { rejectBadText } from './nulText';

/** One `file` part of an upload, read whole (within the size limit). */
export interface UploadedFile {
  /** The name the client gave; only ever used to derive a safe name. */
  filename: string;
  data: Buffer;
}

/** How much an upload may carry: the size of each file, and how many files. */
export interface UploadLimits {
  fileSize: number;
  files: number;
}

export const MALFORMED_UPLOAD =
  'The upload could not be read: send it as multipart/form-data with a boundary, every part complete.';

/** A boundary parameter with a value, quoted or not (RFC 2046). */
const BOUNDARY = /;\s*boundary\s*=\s*(?:"[^"]+"|[^\s;"]+)/i;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB` : `${Math.round(bytes / 1024)} KB`;

/**
 * Reads a multipart/form-data request: its text fields, validated by the endpoint's schema (a
 * 400 naming each field), and its `file` parts. A file over the limit is a 413 before it is
 * read any further; nothing is stored until the whole request has been read and checked.
 */
export async function readMultipart<S extends z.ZodObject>(
  request: FastifyRequest,
  fields: S,
  limits: UploadLimits,
): Promise<z.output<S> & { files: UploadedFile[] }> {
  if (!request.isMultipart()) {
    throw badRequest('Send the upload as multipart/form-data.', { file: 'Choose a file to upload' });
  }
  // Without a boundary nothing can be told apart; a parser reading on would find no part at all.
  if (!BOUNDARY.test(request.headers['content-type'] ?? '')) throw fieldError('file', MALFORMED_UPLOAD);
  const values: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: {
        fileSize: limits.fileSize,
        files: limits.files,
        fields: 20,
        fieldSize: 10_000,
        parts: limits.files + 20,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        values[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (part.fieldname !== 'file' && part.fieldname !== 'files') continue;
      files.push({ filename: part.filename || 'file', data });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw tooLarge(`The file is larger than the limit of ${sizeText(limits.fileSize)}.`);
    }
    if (code === 'FST_FILES_LIMIT') throw fieldError('file', `Upload at most ${limits.files} files at a time.`);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      throw badRequest('The upload has too many or malformed parts.');
    }
    // Whatever else fails here is the request's own reading: a content type without a boundary,
    // a part cut off before its end, a header that is not one. The client sent it; it is a 400.
    throw fieldError('file', MALFORMED_UPLOAD);
  }
  rejectBadText(values, 'body');
  const parsed = fields.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
    const summary = Object.entries(errors)
      .map(([field, message]) => `${field}: ${message}`)
      .join('; ');
    throw badRequest(`Invalid request. ${summary}`, errors);
  }
  const empty = files.find((f) => f.data.length === 0);
  if (!files.length || empty) {
    throw fieldError('file', empty ? `${empty.filename} is empty.` : 'Choose a file to upload');
  }
  return { ...parsed.data, files } as z.output<S> & { files: UploadedFile[] };
}
