import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

/**
 * Where files live (docs/design.md section 2): the server keeps no files of its own, only keys. Keys
 * are made by the server (names.ts); a client's text never becomes a path.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes as a stream; rejects when it is missing. */
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
}

/** A key is relative, of safe segments, with no "." or ".." among them. */
function checkKey(key: string) {
  const segments = key.split('/');
  if (segments.some((s) => s === '' || s === '.' || s === '..' || s.includes('\\') || s.includes('\0'))) {
    throw new Error(`Refusing the storage key ${JSON.stringify(key)}`);
  }
}

/** Local disk under `root` (DATA_DIR/files by default). */
export function localStorage(root: string): FileStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    checkKey(key);
    const path = resolve(base, ...key.split('/'));
    if (!path.startsWith(base + sep)) throw new Error(`Refusing the storage key ${JSON.stringify(key)}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written aside and renamed: a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async get(key) {
      const stream = createReadStream(pathOf(key));
      // Surface a missing file here, not halfway through the response.
      await new Promise<void>((ok, fail) => {
        stream.once('open', () => ok());
        stream.once('error', fail);
      });
      return stream;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  forcePathStyle: boolean;
}

/** S3-compatible object storage (AWS S3, MinIO, s3rver…), when S3_BUCKET is set. */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: S3-compatible servers differ in the newer trailers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      checkKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      checkKey(key);
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      return answer.Body as Readable;
    },
    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

/** The storage the configuration names: S3 when a bucket is set, else DATA_DIR/files. */
export function storageFor(config: { dataDir: string; s3: S3Settings | undefined }): FileStorage {
  return config.s3 ? s3Storage(config.s3) : localStorage(join(config.dataDir, 'files'));
}
