import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { DEFAULT_FILE_SIZE_LIMIT_MB } from '@freightdesk/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openPglite } from '../../db/client';
import { makePo, poItemsOf } from '../../modules/purchaseOrder/purchaseOrder.testkit';
import { multipart, sampleFiles } from '../../test/multipart';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/testApp';
import { createTokenIssuer } from '../auth/tokens';
import { localStorage } from '../files/storage';
import { restoreBackup } from './restore';

let t: TestApp;
const dirs: string[] = [];
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'fd-restore-'));
  dirs.push(d);
  return d;
};

/** A server on a restored DATA_DIR, as main.ts starts one, and a call to it as the admin who signs in. */
async function serverOn(dataDir: string) {
  const database = await openPglite(dataDir);
  await database.migrate();
  const app: FastifyInstance = await buildApp({
    database,
    tokens: createTokenIssuer('a-secret-of-the-restored-server-long-enough-for-hs256'),
    publicUrl: 'http://localhost:3000',
    mailTransport: null,
    mailFrom: 'FreightDesk <no-reply@freightdesk.test>',
    logLevel: 'silent',
    files: {
      storage: localStorage(join(dataDir, 'files')),
      sizeLimit: DEFAULT_FILE_SIZE_LIMIT_MB * 1024 * 1024,
    },
  });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/account/token',
    payload: { userName: 'admin', password: ADMIN_PASSWORD },
  });
  const headers = { authorization: `Bearer ${signIn.json().token}` };
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

describe('GET /api/system/backup', () => {
  it('backs up the running server, writes going on; restored into a new DATA_DIR, a server on it answers the same records and files', async () => {
    const po = await makePo(t);
    const pdf = sampleFiles.pdf('Packing list 5521');
    const uploaded = await t.call({
      method: 'POST',
      url: '/api/file/uploadFiles',
      ...multipart({ projectId: po.projectId, transactionType: 'Project' }, [{ name: 'Packing list.pdf', data: pdf }]),
      as: t.admin,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [file] = uploaded.json() as { id: number; blobName: string }[];

    // The backup is taken while POs are being created.
    const [backup, ...created] = await Promise.all([
      t.call({ method: 'GET', url: '/api/system/backup', as: t.admin }),
      ...[1, 2, 3].map(() => makePo(t, { projectId: po.projectId })),
    ]);
    if (t.database.kind === 'postgres') {
      // PostgreSQL is backed up with its own tools.
      expect(backup.statusCode).toBe(409);
      expect(backup.json().message).toMatch(/PostgreSQL: back it up with pg_dump/);
      return;
    }
    expect(backup.statusCode, backup.body).toBe(200);
    expect(backup.headers['content-type']).toBe('application/gzip');
    expect(backup.headers['content-disposition']).toMatch(
      /^attachment; filename="freightdesk-backup-\d{8}-\d{6}\.tar\.gz"/,
    );
    expect(created).toHaveLength(3);

    const dataDir = join(tempDir(), 'data');
    const manifest = await restoreBackup(Readable.from(backup.rawPayload), dataDir);
    expect(manifest).toMatchObject({ database: 'pglite', fileStorage: 'local', files: 1, missingFiles: [] });

    const restored = await serverOn(dataDir);
    try {
      const again = await restored.get(`/api/purchaseOrder/${po.id}`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ number: po.number, projectId: po.projectId, version: po.version });
      expect((await restored.get(`/api/poItemsByPoId/${po.id}`)).json()).toEqual(await poItemsOf(t, po.id));
      // Each PO made during the backup is in it whole, with both its lines, or not at all.
      for (const p of created) {
        const there = await restored.get(`/api/poItemsByPoId/${p.id}`);
        if (there.statusCode === 200) expect(there.json()).toHaveLength(2);
        else expect(there.statusCode).toBe(404);
      }
      const download = await restored.get(
        `/api/file/downloadFiles?blobName=${encodeURIComponent(file!.blobName)}&projectId=${po.projectId}&transactionType=Project`,
      );
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await restored.close();
    }

    // Restored only into an empty folder: the restored one is left as it is.
    const before = readdirSync(dataDir).sort();
    await expect(restoreBackup(Readable.from(backup.rawPayload), dataDir)).rejects.toThrow(
      /is not empty: restore into a new, empty DATA_DIR/,
    );
    expect(readdirSync(dataDir).sort()).toEqual(before);

    // A backup cut short is refused, and leaves the new folder empty.
    const elsewhere = join(tempDir(), 'data');
    for (const length of [4000, Math.floor(backup.rawPayload.length / 2), backup.rawPayload.length - 100]) {
      await expect(restoreBackup(Readable.from(backup.rawPayload.subarray(0, length)), elsewhere)).rejects.toThrow(
        /cut short/,
      );
      expect(readdirSync(elsewhere)).toEqual([]);
    }
    await expect(restoreBackup(Readable.from(Buffer.from('not a backup')), elsewhere)).rejects.toThrow(
      'This is not a FreightDesk backup: it is not a .tar.gz file.',
    );
  });

  it('is for admins only', async () => {
    const manager = await t.make.user({ claims: ['Project:View', 'Project:Update', 'User:View'] });
    expect((await t.call({ method: 'GET', url: '/api/system/backup', as: manager })).statusCode).toBe(403);
  });
});
