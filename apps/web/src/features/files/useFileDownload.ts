import type { FileRecord } from '@freightdesk/contracts';
import { useMemo, useState } from 'react';
import { notify } from '../../components/notify';
import { saveFile } from '../../lib/saveFile';
import { useFetchFileBytes } from './api';

/** Download: the bytes (from the cache when already read) saved under the name the server gives. */
export function useFileDownload() {
  const fetchBytes = useFetchFileBytes();
  const [downloading, setDownloading] = useState<number | null>(null);
  const download = useMemo(
    () => async (file: FileRecord) => {
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
  return { download, downloading };
}
