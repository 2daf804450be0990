/**
 * What a file is, read from its first bytes, never from its name or the type the browser sent.
 * Only these kinds are accepted: documents, images and spreadsheets a logistics office exchanges.
 */
export interface FileKind {
  /** The type the file is stored and served with. */
  contentType: string;
  /** The extensions a name may carry for this kind. */
  extensions: readonly string[];
  label: string;
}

const kind = (contentType: string, label: string, ...extensions: string[]): FileKind => ({
  contentType,
  label,
  extensions,
});

const PDF = kind('application/pdf', 'a PDF', 'pdf');
const PNG = kind('image/png', 'a PNG image', 'png');
const JPEG = kind('image/jpeg', 'a JPEG image', 'jpg', 'jpeg', 'jfif');
const GIF = kind('image/gif', 'a GIF image', 'gif');
const WEBP = kind('image/webp', 'a WebP image', 'webp');
const TIFF = kind('image/tiff', 'a TIFF image', 'tif', 'tiff');
const HEIC = kind('image/heic', 'a HEIC photo', 'heic', 'heif');
const OOXML = kind('application/zip', 'an Office document', 'xlsx', 'docx', 'pptx', 'zip');
const OLE = kind('application/x-ole-storage', 'an Office 97 document', 'xls', 'doc', 'ppt', 'msg');
const TEXT = kind('text/plain; charset=utf-8', 'a text file', 'txt', 'csv', 'tsv', 'log', 'edi');

/** Types by extension for the Office formats, which share the ZIP and OLE containers. */
const officeTypes: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  doc: 'application/msword',
  ppt: 'application/vnd.ms-powerpoint',
  msg: 'application/vnd.ms-outlook',
  csv: 'text/csv; charset=utf-8',
};

const startsWith = (bytes: Buffer, signature: number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);
const ascii = (bytes: Buffer, from: number, to: number) => bytes.subarray(from, to).toString('latin1');

/** Plain text: valid UTF-8 without NUL or other control bytes (tab, CR, LF and form feed aside). */
function isText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  // A multi-byte character may be cut at the end of the sample: decode what is whole.
  const sample = bytes.subarray(0, 64 * 1024);
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
  } catch {
    return false;
  }
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0c && c !== 0x0d) || c === 0x7f) return false;
  }
  return true;
}

/** The kind of the bytes, or null when they are none of the accepted kinds (an executable, HTML, SVG…). */
export function sniff(bytes: Buffer): FileKind | null {
  if (ascii(bytes, 0, 5) === '%PDF-') return PDF;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return PNG;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return GIF;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return WEBP;
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) return TIFF;
  if (ascii(bytes, 4, 8) === 'ftyp' && /^(heic|heix|hevc|mif1|msf1|heif)$/.test(ascii(bytes, 8, 12))) return HEIC;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return OOXML;
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return OLE;
  // Markup is text, but a browser would run it: HTML and SVG are refused.
  if (isText(bytes) && !/^\s*<(!doctype|html|svg|\?xml|script)/i.test(ascii(bytes, 0, 512))) return TEXT;
  return null;
}

export const extensionOf = (name: string) => /\.([A-Za-z0-9]{1,8})$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The stored type of a file named `name` holding `bytes`: its kind must be an accepted one and
 * its name's extension one of that kind's. Returns why not otherwise.
 */
export function typeOf(name: string, bytes: Buffer): { contentType: string } | { refused: string } {
  const found = sniff(bytes);
  const ext = extensionOf(name);
  if (!found) {
    return {
      refused: `${name} is not a file type FreightDesk accepts (PDF, images, Office documents, CSV or text).`,
    };
  }
  if (!found.extensions.includes(ext)) {
    return { refused: `${name} does not hold what its name says: its content is ${found.label}.` };
  }
  return { contentType: officeTypes[ext] ?? found.contentType };
}
