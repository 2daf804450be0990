import { type FileRecord, fileEndpoints } from '@freightdesk/contracts';
import { apiErrorOf, buildUrl } from '../../api/client';
import { getToken } from '../../auth/tokenStore';
import type { FileTarget } from './api';

/** An upload under way: its answer, and how to stop it. */
export interface UploadRequest {
  done: Promise<FileRecord[]>;
  abort: () => void;
}

/** The upload was stopped by the user (not a failure to report). */
export class UploadAborted extends Error {
  constructor() {
    super('Upload cancelled');
    this.name = 'UploadAborted';
  }
}

/**
 * Uploads one file in its own request, so that each file reports its own progress (fetch cannot
 * tell how much of a request body has been sent; XMLHttpRequest can). Sends the bearer token and
 * docs/requirements.md's marker header for XHR requests. Errors are ApiErrors as from call(); a lost
 * connection is a TypeError, as fetch gives.
 */
export function uploadFile(
  target: FileTarget,
  file: File,
  onProgress: (sent: number, total: number) => void,
): UploadRequest {
  const xhr = new XMLHttpRequest();
  const token = getToken();
  const done = new Promise<FileRecord[]>((resolve, reject) => {
    const form = new FormData();
    // The fields before the file, so the server knows where it goes before it reads the bytes.
    form.append('projectId', String(target.projectId));
    form.append('transactionType', target.transactionType);
    form.append('folderName', target.folderName ?? '');
    form.append('file', file, file.name);

    xhr.open(fileEndpoints.upload.method, buildUrl(fileEndpoints.upload));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded, e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as FileRecord[]);
        } catch {
          resolve([]);
        }
      } else reject(apiErrorOf(xhr.status, xhr.responseText, token));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.ontimeout = () => reject(new TypeError('Network timeout'));
    xhr.onabort = () => reject(new UploadAborted());
    xhr.send(form);
  });
  return { done, abort: () => xhr.abort() };
}
