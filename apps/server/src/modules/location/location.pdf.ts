import type { Location } from '@freightdesk/contracts';
import type { FileReply } from '../../platform/export/exportFile';
import { pdfFile } from '../../platform/pdf/pdf';

const INCH = 72;

/**
 * Location labels for the racks: each code as a Code 128 barcode a scanner reads from a few feet,
 * and the code again in type large enough to read from the aisle. One 4 × 6 in label a page for a
 * label printer (page), or ten 4 × 2 in labels on US Letter (sheet, as the receiving labels).
 */
export function locationLabelsPdf(list: Location[], format: 'page' | 'sheet'): Promise<FileReply> {
  const sheet = format === 'sheet';
  return pdfFile(
    `location-labels-${list.length === 1 ? list[0]!.code : `${list.length}`}.pdf`,
    sheet
      ? { size: 'LETTER', margin: 0, info: { Title: 'Location labels' } }
      : { size: [4 * INCH, 6 * INCH], margin: 0, info: { Title: 'Location labels' } },
    async (doc, code) => {
      for (const [i, l] of list.entries()) {
        const slot = sheet ? i % 10 : 0;
        if (i > 0 && slot === 0) doc.addPage();
        const w = 4 * INCH;
        const h = sheet ? 2 * INCH : 6 * INCH;
        const x = sheet ? 0.16 * INCH + (slot % 2) * (w + 0.19 * INCH) : 0;
        const y = sheet ? 0.5 * INCH + Math.floor(slot / 2) * h : 0;
        const pad = sheet ? 10 : 18;
        const where = [
          l.zone && `Zone ${l.zone}`,
          l.aisle && `Aisle ${l.aisle}`,
          l.bay && `Bay ${l.bay}`,
          l.level && `Level ${l.level}`,
        ]
          .filter(Boolean)
          .join('  ·  ');
        // The code on one line, as large as fits the label's width (a long code gets smaller type).
        const largest = sheet ? 30 : 54;
        doc.font('Helvetica-Bold').fillColor('#000000');
        let size = largest;
        while (size > 10 && doc.fontSize(size).widthOfString(l.code) > w - 2 * pad) size -= 2;
        doc.text(l.code, x + pad, y + pad + (largest - size) / 2, {
          width: w - 2 * pad,
          align: 'center',
          lineBreak: false,
        });
        const barTop = y + pad + (sheet ? 36 : 72);
        const barHeight = sheet ? h - 2 * pad - 56 : 2.4 * INCH;
        doc.image(await code(l.code, sheet ? 10 : 20), x + pad, barTop, {
          fit: [w - 2 * pad, barHeight],
          align: 'center',
        });
        doc
          .font('Helvetica')
          .fontSize(sheet ? 9 : 14)
          .text(
            [where, l.description].filter(Boolean).join(sheet ? '  ·  ' : '\n'),
            x + pad,
            y + h - pad - (sheet ? 12 : 60),
            {
              width: w - 2 * pad,
              align: 'center',
              height: sheet ? 12 : 60,
              ellipsis: true,
            },
          );
      }
    },
  );
}
