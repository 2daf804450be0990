import { deflateSync } from 'node:zlib';

/** The demo documents' bytes, drawn here so the demo data needs no files on disk. */

/** A one-page PDF of text lines (Helvetica), with a correct cross-reference table. */
export function textPdf(title: string, lines: string[]): Buffer {
  const esc = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const body = [
    'BT /F1 20 Tf 56 770 Td',
    `(${esc(title)}) Tj`,
    '/F1 11 Tf 0 -34 Td',
    ...lines.flatMap((l) => [`(${esc(l)}) Tj`, '0 -17 Td']),
    'ET',
    '0.2 0.4 0.7 RG 2 w 56 758 m 556 758 l S',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(body)} >>\nstream\n${body}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
};

/** A PNG picture of stacked pallets on a dock floor, drawn pixel by pixel (RGB). */
export function palletPng(width = 480, height = 320): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const boxes = [
    [60, 170, 150, 110, [176, 132, 84]],
    [220, 150, 170, 130, [196, 152, 98]],
    [90, 90, 110, 80, [160, 120, 76]],
    [250, 70, 120, 80, [186, 142, 90]],
  ] as const;
  for (let y = 0; y < height; y++) {
    raw[y * (width * 3 + 1)] = 0;
    for (let x = 0; x < width; x++) {
      let rgb: readonly number[] = y > 250 ? [120, 124, 130] : [214, 222, 232];
      if (y > 280 && y < 292 && x > 40 && x < 420) rgb = [110, 80, 50];
      for (const [bx, by, bw, bh, color] of boxes) {
        if (x >= bx && x < bx + bw && y >= by && y < by + bh) {
          const edge = x - bx < 3 || bx + bw - x <= 3 || y - by < 3 || by + bh - y <= 3;
          const tape = Math.abs(x - (bx + bw / 2)) < 6;
          rgb = edge ? [90, 64, 40] : tape ? [230, 210, 150] : color;
        }
      }
      raw.set(rgb, y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
