import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

/*
 * Just enough of tar (POSIX ustar, with pax headers for long or non-ASCII names) to write a
 * backup and read it back; any tar tool reads what this writes (`tar -tzf backup.tar.gz`).
 */

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1; // what 11 octal digits hold: 8 GiB less a byte

function octal(value: number, width: number) {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function header(name: string, size: number, type: '0' | 'x', mtime: number): Buffer {
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'utf8');
  h.write(octal(0o644, 8), 100, 'ascii');
  h.write(octal(0, 8), 108, 'ascii');
  h.write(octal(0, 8), 116, 'ascii');
  h.write(octal(size, 12), 124, 'ascii');
  h.write(octal(mtime, 12), 136, 'ascii');
  h.write('        ', 148, 'ascii');
  h.write(type, 156, 'ascii');
  h.write('ustar\0', 257, 'ascii');
  h.write('00', 263, 'ascii');
  let sum = 0;
  for (const byte of h) sum += byte;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return h;
}

/** A pax record `"<len> path=<name>\n"`, its length counting itself. */
function paxRecord(key: string, value: string) {
  const body = ` ${key}=${value}\n`;
  let len = Buffer.byteLength(body) + 1;
  while (String(len).length + Buffer.byteLength(body) !== len) len++;
  return Buffer.from(`${len}${body}`);
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries one after the other to `out`, waiting for it to drain. */
export function tarWriter(out: Writable) {
  const mtime = Math.floor(Date.now() / 1000);
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  return {
    async add(name: string, data: Buffer) {
      if (data.length > MAX_SIZE) throw new Error(`${name} is too large for the backup (8 GiB at most).`);
      const plain = /^[\x20-\x7e]{1,100}$/.test(name);
      if (!plain) {
        const pax = paxRecord('path', name);
        await write(header('PaxHeader', pax.length, 'x', mtime));
        await write(Buffer.concat([pax, padding(pax.length)]));
      }
      await write(header(plain ? name : name.slice(0, 99).replace(/[^\x20-\x7e]/g, '_'), data.length, '0', mtime));
      await write(data);
      await write(padding(data.length));
    },
    async end() {
      await write(Buffer.alloc(BLOCK * 2));
      out.end();
      await once(out, 'finish');
    },
  };
}

/** The regular files of a tar stream, in order, each read whole. */
export async function* tarEntries(input: Readable): AsyncGenerator<{ name: string; data: Buffer }> {
  let buffered: Buffer = Buffer.alloc(0);
  const chunks = input[Symbol.asyncIterator]();
  /** Exactly `n` more bytes of the stream, or null at its end. */
  async function take(n: number): Promise<Buffer | null> {
    const parts: Buffer[] = [buffered];
    let have = buffered.length;
    while (have < n) {
      const next = await chunks.next();
      if (next.done) return null;
      parts.push(next.value as Buffer);
      have += (next.value as Buffer).length;
    }
    const all = Buffer.concat(parts);
    buffered = all.subarray(n);
    return all.subarray(0, n);
  }
  let paxPath: string | null = null;
  for (;;) {
    const h = await take(BLOCK);
    if (!h || h.every((b) => b === 0)) return;
    const size = Number.parseInt(h.toString('ascii', 124, 136).replace(/\0.*$/, '').trim() || '0', 8);
    const type = h.toString('ascii', 156, 157);
    const body = await take(size + padding(size).length);
    if (!body) throw new Error('This backup is cut short: it ends in the middle of a file.');
    const data = body.subarray(0, size);
    if (type === 'x') {
      const match = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(data.toString('utf8'));
      paxPath = match ? match[1]! : null;
      continue;
    }
    const prefix = h.toString('utf8', 345, 500).replace(/\0.*$/s, '');
    const short = h.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    const name = paxPath ?? (prefix ? `${prefix}/${short}` : short);
    paxPath = null;
    if (type === '0' || type === '\0') yield { name, data };
  }
}
