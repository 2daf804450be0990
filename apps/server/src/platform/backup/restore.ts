import { existsSync, readdirSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pgliteOptions } from '../../db/client';
import { localStorage } from '../files/storage';
import { BACKUP_DB, BACKUP_FILES, BACKUP_MANIFEST, type BackupManifest } from './backup';
import { tarEntries } from './tar';

const CUT_SHORT = 'This backup is cut short (or not a FreightDesk backup): it ends before its database and manifest.';

/**
 * Restores a backup (backupArchive's .tar.gz) into a new DATA_DIR: the embedded database into
 * DATA_DIR/db and the files into DATA_DIR/files, ready for a server to start on. A folder that
 * holds anything is refused, so nothing is ever overwritten; an archive that is not a whole
 * backup (cut short, or another file) leaves the folder as empty as it was.
 */
export async function restoreBackup(archive: Readable, dataDir: string): Promise<BackupManifest> {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    throw new Error(
      `${dataDir} is not empty: restore into a new, empty DATA_DIR, so that nothing in it is overwritten.`,
    );
  }
  await mkdir(dataDir, { recursive: true });
  try {
    const files = localStorage(join(dataDir, 'files'));
    let db: Buffer | null = null;
    let manifest: BackupManifest | null = null;
    const unzipped = createGunzip();
    pipeline(archive, unzipped, () => {});
    for await (const entry of tarEntries(unzipped)) {
      if (entry.name === BACKUP_DB) db = entry.data;
      else if (entry.name.startsWith(BACKUP_FILES))
        await files.put(entry.name.slice(BACKUP_FILES.length), entry.data, '');
      else if (entry.name === BACKUP_MANIFEST) manifest = JSON.parse(entry.data.toString('utf8')) as BackupManifest;
    }
    if (manifest?.format !== 'freightdesk-backup' || !db) {
      throw new Error(CUT_SHORT);
    }
    // PGlite unpacks the dump into the folder on its first start there, and runs from it after.
    const restored = await PGlite.create(join(dataDir, 'db'), { ...pgliteOptions, loadDataDir: new Blob([db]) });
    await restored.query('select 1');
    await restored.close();
    return manifest;
  } catch (err) {
    for (const entry of readdirSync(dataDir)) await rm(join(dataDir, entry), { recursive: true, force: true });
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'Z_DATA_ERROR') throw new Error('This is not a FreightDesk backup: it is not a .tar.gz file.');
    if (code === 'Z_BUF_ERROR') throw new Error(CUT_SHORT);
    throw err;
  }
}
