import { DEFAULT_FILE_SIZE_LIMIT_MB } from '@freightdesk/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import type { FileTarget } from './api';
import { UploadAborted, type UploadRequest, uploadFile } from './upload';

export type UploadStatus = 'queued' | 'uploading' | 'saving' | 'done' | 'failed' | 'cancelled';

/** One file the user chose, from queued to done or failed. */
export interface UploadItem {
  key: string;
  file: File;
  /** Bytes sent so far (of the request, which is a little more than the file). */
  sent: number;
  total: number;
  status: UploadStatus;
  /** Why it failed, in words for the user. */
  error?: string;
}

/** Files sent at once; the rest wait their turn, so one slow link is not split twenty ways. */
const PARALLEL = 3;

let counter = 0;

/** What to tell the user about a failed upload: the server's own words where they help. */
export function uploadErrorText(err: unknown, file: File): string {
  if (err instanceof ApiError) {
    // Too large, not an accepted type, or not what its name says: the server says which.
    if (err.status === 413 || err.status === 415 || err.status === 400) return err.body.message;
    if (err.status === 401) return 'Your session has ended. Sign in again, then retry.';
    if (err.status === 403) return 'You may not add files here.';
    if (err.status === 404) return 'This record is no longer available.';
    if (err.status === 429) return 'Too many uploads at once. Wait a moment, then retry.';
    return 'The server could not save this file. Retry in a moment.';
  }
  // A server refusing a large body may close the connection before the browser reads its answer.
  if (file.size > DEFAULT_FILE_SIZE_LIMIT_MB * 1024 * 1024) {
    return `The upload was cut off. Files larger than ${DEFAULT_FILE_SIZE_LIMIT_MB} MB may be refused.`;
  }
  return 'The connection was lost. Check your network, then retry.';
}

/**
 * The uploads of one files panel: each file in its own request with its own progress, a few at a
 * time; one file failing never stops the others. `onUploaded` runs after each file is stored.
 */
export function useUploads(target: FileTarget, onUploaded: () => void) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const shown = useRef(items);
  shown.current = items;
  const running = useRef(new Map<string, UploadRequest>());
  const waiting = useRef<UploadItem[]>([]);
  // The latest props, read when a queued file starts later.
  const latest = useRef({ target, onUploaded });
  latest.current = { target, onUploaded };

  const update = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const pump = useCallback(() => {
    while (running.current.size < PARALLEL && waiting.current.length > 0) {
      const item = waiting.current.shift() as UploadItem;
      const { key, file } = item;
      update(key, { status: 'uploading', sent: 0, error: undefined });
      const request = uploadFile(latest.current.target, file, (sent, total) =>
        // Every byte sent: the server now reads the file's type and stores it.
        update(key, { sent, total, status: sent >= total ? 'saving' : 'uploading' }),
      );
      running.current.set(key, request);
      request.done
        .then(
          () => {
            update(key, { status: 'done' });
            latest.current.onUploaded();
          },
          (err: unknown) => {
            if (err instanceof UploadAborted) update(key, { status: 'cancelled' });
            else {
              console.error(`Upload of ${file.name} failed`, err);
              update(key, { status: 'failed', error: uploadErrorText(err, file) });
            }
          },
        )
        .finally(() => {
          running.current.delete(key);
          pump();
        });
    }
  }, [update]);

  const add = useCallback(
    (files: readonly File[]) => {
      if (files.length === 0) return;
      const fresh = files.map<UploadItem>((file) => {
        counter += 1;
        return { key: `upload-${counter}`, file, sent: 0, total: file.size, status: 'queued' };
      });
      waiting.current.push(...fresh);
      // A new batch replaces the finished rows of the last one; failures stay until dealt with.
      setItems((all) => [...fresh, ...all.filter((i) => i.status !== 'done' && i.status !== 'cancelled')]);
      pump();
    },
    [pump],
  );

  const cancel = useCallback(
    (key: string) => {
      const request = running.current.get(key);
      if (request) request.abort();
      else {
        waiting.current = waiting.current.filter((i) => i.key !== key);
        update(key, { status: 'cancelled' });
      }
    },
    [update],
  );

  const retry = useCallback(
    (key: string) => {
      const item = shown.current.find((i) => i.key === key);
      if (!item || running.current.has(key) || waiting.current.some((i) => i.key === key)) return;
      waiting.current.push(item);
      update(key, { status: 'queued', sent: 0, error: undefined });
      pump();
    },
    [pump, update],
  );

  const dismiss = useCallback((key: string) => setItems((all) => all.filter((i) => i.key !== key)), []);

  /** Clears the files that are done, cancelled or failed; those still going stay. */
  const clearFinished = useCallback(
    () =>
      setItems((all) => all.filter((i) => i.status === 'queued' || i.status === 'uploading' || i.status === 'saving')),
    [],
  );

  const active = items.some((i) => i.status === 'queued' || i.status === 'uploading' || i.status === 'saving');

  // Leaving the page mid-upload loses the files still being sent: the browser asks first.
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);

  return { items, active, add, cancel, retry, dismiss, clearFinished };
}
