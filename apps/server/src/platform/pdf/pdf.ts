import { Readable } from 'node:stream';
import { exact } from '../exact';
import type { FileReply } from '../export/exportFile';

type Doc = PDFKit.PDFDocument;

/**
 * A PDF built by `draw` on a pdfkit document, answered as a download. pdfkit and bwip-js load on
 * the first print, not at server start; `barcode` makes a Code 128 PNG of a text for `doc.image`.
 */
export async function pdfFile(
  filename: string,
  options: PDFKit.PDFDocumentOptions,
  draw: (doc: Doc, barcode: (text: string, height?: number) => Promise<Buffer>) => Promise<void> | void,
): Promise<FileReply> {
  const [{ default: PDFDocument }, { default: bwipjs }] = await Promise.all([import('pdfkit'), import('bwip-js/node')]);
  const barcode = (text: string, height = 12) =>
    bwipjs.toBuffer({ bcid: 'code128', text, scale: 2, height, includetext: true, textxalign: 'center' });
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  await draw(doc, barcode);
  doc.end();
  return { filename, contentType: 'application/pdf', stream: Readable.from([await done]) };
}

/** Money as printed: thousands separated, two decimals, a minus sign before (from text, never a float). */
export function printMoney(amount: string): string {
  const fixed = exact(amount).toFixed(2);
  const negative = fixed.startsWith('-');
  const [whole = '0', cents = '00'] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${cents}`;
}

/** MM-DD-YYYY, as the screens show dates (docs/requirements.md section 9). */
export const pdfDate = (iso: string | null) => (iso ? `${iso.slice(5, 7)}-${iso.slice(8, 10)}-${iso.slice(0, 4)}` : '');

/** A column of a printed table: its heading, where it starts, how wide it is, whether it aligns right. */
export interface PdfColumn {
  title: string;
  x: number;
  w: number;
  right?: boolean;
}

/** Columns side by side from `left`, each as wide as given. */
export function pdfColumns(left: number, columns: readonly Omit<PdfColumn, 'x'>[]): PdfColumn[] {
  let x = left;
  return columns.map((c) => {
    const column = { ...c, x };
    x += c.w;
    return column;
  });
}

/**
 * A table's heading band at `y` across its columns: white bold titles on the papers' dark blue,
 * then the body's font (Helvetica 9, black) for the rows that follow.
 */
export function pdfTableHeader(doc: Doc, columns: readonly PdfColumn[], y: number): number {
  const first = columns[0];
  const last = columns.at(-1);
  doc.font('Helvetica-Bold');
  // A heading wraps to its column's width; one whose longest word is wider than the column is set
  // smaller, so no word is broken ("Receipts", not "Receipt" over "s").
  const sized = columns.map((c) => {
    const room = c.w - 8;
    const widest = Math.max(...c.title.split(/\s+/).map((word) => doc.fontSize(9).widthOfString(word)));
    const size = widest <= room ? 9 : Math.max(6.5, (9 * room) / widest);
    return { c, size, height: doc.fontSize(size).heightOfString(c.title, { width: room }) };
  });
  const band = Math.max(18, ...sized.map((s) => s.height + 10));
  if (first && last) doc.rect(first.x, y, last.x + last.w - first.x, band).fill('#1f3a4d');
  doc.fillColor('#ffffff');
  for (const { c, size } of sized) {
    doc.fontSize(size).text(c.title, c.x + 4, y + 5, { width: c.w - 8, align: c.right ? 'right' : 'left' });
  }
  doc.fillColor('#000000').font('Helvetica').fontSize(9);
  return band;
}

/**
 * A printed table that runs over pages: `start(y)` draws its heading at `y` and answers where the
 * first row goes; `nextPage()` starts a page with the heading again at `top` and answers the same.
 */
export function pdfTable(doc: Doc, columns: readonly PdfColumn[], layout: { headingHeight: number; top: number }) {
  const start = (y: number) => y + Math.max(layout.headingHeight, pdfTableHeader(doc, columns, y) + 4);
  return {
    start,
    nextPage: () => {
      doc.addPage();
      return start(layout.top);
    },
  };
}
