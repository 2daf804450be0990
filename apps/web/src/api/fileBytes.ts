import { type FileRecord, fileEndpoints } from '@freightdesk/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { notify } from '../components/notify';
import { saveFile } from '../lib/saveFile';
import { type DownloadedFile, download } from './client';
import { endpointKey } from './hooks';

/** What a download names of a stored file (the files list's record, or the portal's). */
export type StoredFile = Pick<FileRecord, 'id' | 'blobName' | 'projectId' | 'transactionType' | 'fileName'> & {
  createdById?: number | null;
};

/** A stored file never changes (a new upload is a new blob), so its bytes are read once. */
export const bytesQuery = (file: StoredFile) => {
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
export function useFileBytes(file: StoredFile | null, enabled = true) {
  return useQuery({
    ...bytesQuery(file ?? { id: 0, blobName: '', projectId: 0, transactionType: 'Project', fileName: '' }),
    enabled: enabled && file !== null,
  });
}

/** The bytes of a file for Download, from the cache when a viewer or a thumbnail already read them. */
export function useFetchFileBytes() {
  const queryClient = useQueryClient();
  return useCallback((file: StoredFile) => queryClient.fetchQuery(bytesQuery(file)), [queryClient]);
}

/** Download: the bytes (from the cache when already read) saved under the name the server gives. */
export function useFileDownload() {
  const fetchBytes = useFetchFileBytes();
  const [downloading, setDownloading] = useState<number | null>(null);
  const save = useMemo(
    () => async (file: StoredFile) => {
      setDownloading(file.id);
      try {
        const { blob, filename } = await fetchBytes(file);
        saveFile(filename, blob);
      } catch (err) {
        console.error(`Download of ${file.fileName} failed`, err);
        notify.error(`Could not download ${file.fileName}. Try again.`);
      } finally {
        setDownloading(null);
      }
    },
    [fetchBytes],
  );
  return { download: save, downloading };
}
