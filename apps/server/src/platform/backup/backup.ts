import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline, type Readable } from 'node:stream';
import { createGzip } from 'node:zlib';
import type { Database } from '../../db/client';
import { conflict } from '../errors';
import type { FileReply } from '../export/exportFile';
import type { FileStorage } from '../files/storage';
import { tarWriter } from './tar';

/** The archive's entries: the database, each stored file under files/ by its key, and last the manifest. */
export const BACKUP_DB = 'db.tar';
export const BACKUP_FILES = 'files/';
export const BACKUP_MANIFEST = 'freightdesk-backup.json';

export interface BackupManifest {
  format: 'freightdesk-backup';
  version: 1;
  createdAt: string;
  database: 'pglite';
  /** Where the files were kept: 'local' ones are in the archive, those in an S3 bucket are not. */
  fileStorage: 'local' | 's3';
  files: number;
  /** Records whose bytes were already missing from storage when the backup was taken. */
  missingFiles: string[];
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/**
 * A consistent backup of the embedded database and the files on local disk, as one .tar.gz. The
 * database is dumped and the files of its records copied while no transaction can commit (files
 * are written before their record and removed after it, so every record's bytes are there); reads
 * go on meanwhile, and writes wait only for the copy to a temporary file, not for the download.
 * On PostgreSQL the database's own tools back it up (README, "Backup and restore"): a 409.
 */
export async function backupArchive(database: Database, storage: FileStorage): Promise<FileReply> {
  const snapshot = database.snapshot?.bind(database);
  if (!snapshot) {
    throw conflict(
      'The database is PostgreSQL: back it up with pg_dump, and the files where they are kept (see the README, Backup and restore).',
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'freightdesk-backup-'));
  const path = join(dir, 'backup.tar');
  try {
    const out = createWriteStream(path);
    const tar = tarWriter(out);
    await snapshot(async ({ dump, query }) => {
      const keys =
        storage.kind === 'local'
          ? (await query<{ blob_name: string }>('select blob_name from files order by id')).map((r) => r.blob_name)
          : [];
      await tar.add(BACKUP_DB, Buffer.from(await (await dump()).arrayBuffer()));
      const missingFiles: string[] = [];
      for (const key of keys) {
        const stream = await storage.get(key).catch(() => null);
        if (stream) await tar.add(`${BACKUP_FILES}${key}`, await bytesOf(stream));
        else missingFiles.push(key);
      }
      const manifest: BackupManifest = {
        format: 'freightdesk-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        database: 'pglite',
        fileStorage: storage.kind,
        files: keys.length - missingFiles.length,
        missingFiles,
      };
      await tar.add(BACKUP_MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
      await tar.end();
    });
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }
  // Compressed on the way out; the temporary copy goes once the download ends, or is cut short.
  const stream = createGzip();
  pipeline(createReadStream(path), stream, () => void rm(dir, { recursive: true, force: true }));
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');
  return { filename: `freightdesk-backup-${stamp}.tar.gz`, contentType: 'application/gzip', stream };
}
