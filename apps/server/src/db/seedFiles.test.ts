import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sniff } from '../platform/files/fileTypes';
import { localStorage } from '../platform/files/storage';
import { freshDatabase } from '../test/database';
import { startWithDemoData } from '../test/demoData';
import type { Database } from './client';
import { ensureReferenceData } from './reference';
import * as t from './schema';

let database: Database;
let dir: string;
beforeAll(async () => {
  database = await freshDatabase({ pgliteTemplate: inject('pgliteTemplate') });
  await ensureReferenceData(database.db, 'Admin@123');
  dir = await mkdtemp(join(tmpdir(), 'freightdesk-seed-files-'));
});
afterAll(async () => {
  await database.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the demo files', () => {
  // The whole demo data goes through the modules' services: a few seconds, more on a busy machine.
  it('puts real documents on the first projects once, each of the type its name says', async () => {
    const storage = localStorage(dir);
    expect((await startWithDemoData(database, storage)).seeded).toBe(true);
    expect((await startWithDemoData(database, storage)).seeded).toBe(false);
    const files = await database.db.select().from(t.files);
    expect(files).toHaveLength(9);
    for (const f of files) {
      const chunks: Buffer[] = [];
      for await (const c of await storage.get(f.blobName)) chunks.push(c as Buffer);
      const bytes = Buffer.concat(chunks);
      expect(bytes.length).toBe(f.size);
      expect(sniff(bytes)?.contentType.split(';')[0], f.fileName).toBe(
        f.fileName.endsWith('.csv') ? 'text/plain' : f.contentType,
      );
    }
    expect(files.map((f) => f.fileName)).toEqual(expect.arrayContaining(['Dock photo.png', 'Packing list.csv']));
    // A receiving line that arrived short has the dock's photo, in the line's folder.
    const photo = files.find((f) => f.fileName === 'Dock count.png');
    expect(photo).toMatchObject({ transactionType: 'ReceivingAlert', contentType: 'image/png' });
    expect(photo!.folderName).toMatch(/^\d+-\d+$/);
  }, 120_000);
});
