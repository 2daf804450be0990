import { api, type FileRecord, type TransactionType } from '@freightdesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { call, type DownloadedFile, download } from '../../api/client';
import { historyKeys } from '../../components/detail';
import { projectKeys } from '../projects/api';

/** Where a set of files lives: a project, one kind of its records, and optionally one record's folder. */
export interface FileTarget {
  projectId: number;
  transactionType: TransactionType;
  folderName?: string;
}

/** Every query key of the Files feature. */
export const fileKeys = {
  all: ['files'] as const,
  /** Every list of one project's files, whatever record they belong to. */
  lists: (projectId: number) => [...fileKeys.all, 'list', projectId] as const,
  list: (t: FileTarget) => [...fileKeys.lists(t.projectId), t.transactionType, t.folderName ?? null] as const,
  /** A file's bytes, shared by its thumbnail, the viewer and Download. */
  bytes: (blobName: string) => [...fileKeys.all, 'bytes', blobName] as const,
};

export function useFiles(target: FileTarget) {
  return useQuery({
    queryKey: fileKeys.list(target),
    queryFn: ({ signal }) =>
      call(api.file.list, {
        query: {
          projectId: target.projectId,
          transactionType: target.transactionType,
          folderName: target.folderName,
        },
        signal,
      }),
  });
}

/** A stored file never changes (a new upload is a new blob), so its bytes are read once. */
const bytesQuery = (file: FileRecord) => ({
  queryKey: fileKeys.bytes(file.blobName),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<DownloadedFile> =>
    download(api.file.download, {
      // SPEC.md section 7: a download names the blob, its uploader, the project and the transaction type.
      query: {
        blobName: file.blobName,
        createdById: file.createdById ?? undefined,
        projectId: file.projectId,
        transactionType: file.transactionType,
      },
      signal,
    }),
  staleTime: Number.POSITIVE_INFINITY,
  // Bytes can be large: dropped a minute after nothing shows them.
  gcTime: 60_000,
  retry: false,
});

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

/** After files were added or removed: the lists, the hub's Files count and the project's history. */
export function useFilesChanged() {
  const queryClient = useQueryClient();
  return (projectId: number) => {
    void queryClient.invalidateQueries({ queryKey: fileKeys.lists(projectId) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.counts(projectId) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('project', projectId) });
  };
}

export function useRemoveFile() {
  const changed = useFilesChanged();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: FileRecord) => call(api.file.remove, { params: { id: file.id } }),
    onSuccess: (_data, file) => {
      queryClient.removeQueries({ queryKey: fileKeys.bytes(file.blobName) });
      changed(file.projectId);
    },
  });
}
