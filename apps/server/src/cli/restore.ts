/**
 * npm run restore -w apps/server -- --from FILE --data-dir DIR
 *
 * Restores a backup (npm run backup) into a new, empty DATA_DIR; start the server on it after.
 */
import { createReadStream, existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../platform/backup/restore';

const USAGE = 'Usage: npm run restore -w apps/server -- --from FILE --data-dir DIR   (DIR new or empty)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const { values } = parseArgs({ options: { from: { type: 'string' }, 'data-dir': { type: 'string' } } });
const dataDir = values['data-dir'] ?? process.env.DATA_DIR;
if (!values.from || !dataDir) fail(USAGE);
if (!existsSync(values.from)) fail(`There is no backup at ${values.from}.`);
try {
  const manifest = await restoreBackup(createReadStream(values.from), resolve(dataDir));
  const files =
    manifest.fileStorage === 's3'
      ? 'the files stay in the S3 bucket'
      : `${manifest.files} file${manifest.files === 1 ? '' : 's'}`;
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${dataDir}: the database and ${files}. Start the server with DATA_DIR=${dataDir}.`,
  );
  if (manifest.missingFiles.length) {
    console.log(`Missing from storage when the backup was taken: ${manifest.missingFiles.join(', ')}`);
  }
} catch (err) {
  fail((err as Error).message);
}
