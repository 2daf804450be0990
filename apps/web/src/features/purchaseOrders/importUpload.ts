import { type ImportPreview, importColumns, poItemEndpoints } from '@freightdesk/contracts';
import { apiErrorOf, buildUrl } from '../../api/client';
import { getToken } from '../../auth/tokenStore';
import { saveFile } from '../../lib/saveFile';

/** A preview upload under way: its answer, and how to stop it. */
export interface PreviewRequest {
  done: Promise<ImportPreview>;
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
 * Sends an import file to POST /api/poItems/importPreview, which reads it and answers each row as
 * it would be imported; nothing is written. XMLHttpRequest, not fetch, so that the upload reports
 * its progress (as features/files does); errors are the same ApiErrors as call() gives.
 */
export function uploadImportPreview(
  purchaseOrderId: number,
  file: File,
  onProgress: (sent: number, total: number) => void,
): PreviewRequest {
  const xhr = new XMLHttpRequest();
  const token = getToken();
  const done = new Promise<ImportPreview>((resolve, reject) => {
    const form = new FormData();
    // The PO before the file, so the server knows where the rows go before it reads them.
    form.append('purchaseOrderId', String(purchaseOrderId));
    form.append('file', file, file.name);
    xhr.open(poItemEndpoints.importPreview.method, buildUrl(poItemEndpoints.importPreview));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportPreview);
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

/** An empty import file with the headers the import reads (Description and Quantity are required). */
export function saveImportTemplate() {
  const csv = `${importColumns.join(',')}\r\n`;
  saveFile('purchase-order-items-template.csv', new Blob([csv], { type: 'text/csv;charset=utf-8' }));
}
