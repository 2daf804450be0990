import { type FileRecord, fileEndpoints, type TransactionType } from '@freightdesk/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type DownloadedFile, download } from '../../api/client';
import { endpointKey, useEndpointMutation, useEndpointQuery, useInvalidate } from '../../api/hooks';

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

/** A stored file never changes (a new upload is a new blob), so its bytes are read once. */
const bytesQuery = (file: FileRecord) => {
  // docs/requirements.md section 7: a download names the blob, its uploader, the project and the transaction type.
  const args = {
    query: {
      blobName: file.blobName,
      createdById: file.createdById ?? undefined,
      projectId: file.projectId,
      transactionType: file.transactionType,
    },
  };
  return {
    queryKey: endpointKey(fileEndpoints.download, args),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<DownloadedFile> =>
      download(fileEndpoints.download, { ...args, signal }),
    staleTime: Number.POSITIVE_INFINITY,
    // Bytes can be large: dropped a minute after nothing shows them.
    gcTime: 60_000,
    retry: false,
  };
};

/** A file's bytes and saved name, fetched with the token (images and PDFs are shown from them). */
export function useFileBytes(file: FileRecord | null, enabled = true) {
  return useQuery({
    ...bytesQuery(file ?? ({ blobName: '', projectId: 0, transactionType: 'Project' } as FileRecord)),
    enabled: enabled && file !== null,
  });
}

/** The bytes of a file for Download, from the cache when the viewer or a thumbnail already read them. */
export function useFetchFileBytes() {
  const queryClient = useQueryClient();
  return useCallback((file: FileRecord) => queryClient.fetchQuery(bytesQuery(file)), [queryClient]);
}

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
