import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { type ExportFormat, exportContentTypes } from '@freightdesk/contracts';
import type { ExportColumn } from './columns';
import { csvChunks } from './csvWriter';
import { xlsxStream } from './xlsxWriter';

/** What a file endpoint's handler returns; the router sends it as an attachment. */
export interface FileReply {
  filename: string;
  contentType: string;
  stream: Readable;
}

/** Rows are read this many at a time: enough to keep queries few, small enough to keep memory flat. */
export const EXPORT_BATCH_SIZE = 1000;

export interface ExportRequest<T> {
  /** The file name's stem and the sheet's name: "users" gives users-2026-11-22.csv. */
  name: string;
  format: ExportFormat;
  columns: ExportColumn<T>[];
  /** The rows in the list's order, batch by batch (see the module repository's keyset reader). */
  batches: AsyncIterable<T[]>;
}

/**
 * A list export as a file. The first batch is read before this resolves, so a failing query
 * still answers with the JSON error envelope; a failure later destroys the stream, which cuts the
 * download short (Fastify logs it), so a client never mistakes half a file for a whole one.
 */
export async function exportFile<T>(req: ExportRequest<T>): Promise<FileReply> {
  const batches = await primed(req.batches);
  const stream =
    req.format === 'csv'
      ? Readable.from(csvChunks(req.columns, batches), { objectMode: false })
      : await xlsxStream(req.columns, batches, capitalize(req.name));
  const today = new Date().toISOString().slice(0, 10);
  return { filename: `${req.name}-${today}.${req.format}`, contentType: exportContentTypes[req.format], stream };
}

/**
 * The same batches, with the first one already read. Between batches the event loop turns once:
 * PGlite answers in-process, often without one, and a long export must not starve the socket it
 * writes to or the other requests of the server.
 */
async function primed<T>(batches: AsyncIterable<T[]>): Promise<AsyncIterable<T[]>> {
  const it = batches[Symbol.asyncIterator]();
  const first = await it.next();
  return {
    async *[Symbol.asyncIterator]() {
      try {
        if (first.done) return;
        yield first.value;
        for (;;) {
          await nextTurn();
          const next = await it.next();
          if (next.done) return;
          yield next.value;
        }
      } finally {
        // An export cut short (the client left) stops reading the database.
        await it.return?.();
      }
    },
  };
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
