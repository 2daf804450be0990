import type { Endpoint } from '@freightdesk/contracts';
import type { z } from 'zod';
import { apiErrorOf, buildUrl } from '../../api/client';
import { getToken } from '../../auth/tokenStore';
import type { LinePreview } from './linePreview';

/** A contract's import preview: a multipart upload of one file, answered with every row as read. */
export type ImportPreviewEndpoint = Endpoint & { multipart: z.ZodObject; response: z.ZodType<LinePreview> };

/** The upload's text fields, as its contract names them (where the lines go: the PO, the project). */
export type ImportFields<E extends ImportPreviewEndpoint> = { [K in keyof z.input<E['multipart']>]: string | number };

/** A preview upload under way: its answer, and how to stop it. */
export interface PreviewRequest {
  done: Promise<LinePreview>;
  abort: () => void;
}

/** The user stopped the upload (not a failure to report). */
export class PreviewAborted extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'PreviewAborted';
  }
}

/**
 * Sends an import file to a preview endpoint (POST /api/poItems/importPreview, /api/ra/importPreview),
 * which reads it and answers each row as it would be imported; nothing is written. XMLHttpRequest,
 * not fetch, so that the upload reports its progress (as features/files does); errors are the same
 * ApiErrors as call() gives.
 */
export function uploadImportPreview<E extends ImportPreviewEndpoint>(
  endpoint: E,
  fields: ImportFields<E>,
  file: File,
  onProgress: (sent: number, total: number) => void,
): PreviewRequest {
  const xhr = new XMLHttpRequest();
  const token = getToken();
  const done = new Promise<LinePreview>((resolve, reject) => {
    const form = new FormData();
    // The fields before the file, so the server knows where the rows go before it reads them.
    for (const [name, value] of Object.entries<string | number>(fields)) form.append(name, String(value));
    form.append('file', file, file.name);
    xhr.open(endpoint.method, buildUrl(endpoint));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as LinePreview);
        } catch {
          reject(new TypeError('The server answered something other than a preview'));
        }
      } else reject(apiErrorOf(xhr.status, xhr.responseText, token));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new TypeError('Network timeout'));
    xhr.onabort = () => reject(new PreviewAborted());
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
