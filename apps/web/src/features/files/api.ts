import { type FileRecord, fileEndpoints, type TransactionType } from '@freightdesk/contracts';
import { useCallback } from 'react';
import { bytesQuery } from '../../api/fileBytes';
import { useEndpointMutation, useEndpointQuery, useInvalidate } from '../../api/hooks';

/** Where a set of files lives: a project, one kind of its records, and optionally one record's folder. */
export interface FileTarget {
  projectId: number;
  transactionType: TransactionType;
  folderName?: string;
}

const listArgs = (target: FileTarget) => ({
  query: { projectId: target.projectId, transactionType: target.transactionType, folderName: target.folderName },
});

/** A target's files; `enabled: false` reads nothing (a caller that may not see them). */
export const useFiles = (target: FileTarget, options: { enabled?: boolean } = {}) =>
  useEndpointQuery(fileEndpoints.list, listArgs(target), { reads: ['file'], enabled: options.enabled });

/**
 * How many files a record's Files tab lists, once that tab has read them (so an upload counts at
 * once); undefined before. Only reads what the files panel fetched, never fetches itself.
 */
export const useListedFileCount = (target: FileTarget | undefined) =>
  useEndpointQuery(fileEndpoints.list, listArgs(target ?? { projectId: 0, transactionType: 'Project' }), {
    reads: ['file'],
    enabled: false,
  }).data?.length;

/**
 * After files were added or removed: the lists and every count of files read them again, and the
 * project's history (an upload is written in it).
 */
export function useFilesChanged() {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate(['file', 'history']), [invalidate]);
}

export const useRemoveFile = () =>
  useEndpointMutation(fileEndpoints.remove, {
    input: (file: FileRecord) => ({ params: { id: file.id } }),
    invalidates: ['file', 'history'],
    forgets: (_data, file) => [bytesQuery(file).queryKey],
  });
