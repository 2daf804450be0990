import { z } from 'zod';
import type { Endpoint } from './endpoint';

/** Every list exports to CSV and Excel (docs/design.md section 7). */
export const exportFormats = ['csv', 'xlsx'] as const;
export const exportFormat = z.enum(exportFormats);
export type ExportFormat = z.infer<typeof exportFormat>;

export const exportContentTypes: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * The response of an endpoint that answers with a file instead of JSON: declare
 * `response: fileResponse`. The router then sends the handler's stream as an attachment, and
 * OpenAPI documents it as binary under the export content types. Errors stay JSON envelopes.
 */
export const fileResponse = z.string().meta({ format: 'binary' }).brand<'File'>();
export type FileBody = z.output<typeof fileResponse>;

export const isFileEndpoint = (e: Endpoint): boolean => e.response === fileResponse;

/**
 * An export's body: a list's search payload without its paging (an export holds every row of the
 * search), plus the format. Paging fields a client still sends are dropped, like any unknown key.
 */
export function exportBody<S extends z.ZodRawShape>(search: z.ZodObject<S>) {
  // zod's omit cannot check a mask against a generic shape; the cast states what omit returns.
  const withoutPaging = search.omit({ paged: true, pageIndex: true, pageSize: true } as never);
  return (withoutPaging as unknown as z.ZodObject<Omit<S, 'paged' | 'pageIndex' | 'pageSize'>>).extend({
    format: exportFormat,
  });
}
