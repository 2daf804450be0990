// Writes Brotli and gzip copies of the built text assets beside them, so the server sends them
// precompressed (@fastify/static preCompressed) and never compresses on the request path.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// `node scripts/compress.mjs [folder]`: the web build's dist, or another build's folder.
const dist = process.argv[2] ?? new URL('../dist', import.meta.url).pathname;
const compressible = /\.(js|css|html|svg|json|map|txt)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name) && !name.endsWith('.map')) compress(path);
  }
}

function compress(path) {
  const raw = readFileSync(path);
  if (raw.length < 512) return;
  const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${path}.br`, br);
  writeFileSync(`${path}.gz`, gzipSync(raw, { level: 9 }));
  files += 1;
  before += raw.length;
  after += br.length;
}

walk(dist);
console.log(`compressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`);
