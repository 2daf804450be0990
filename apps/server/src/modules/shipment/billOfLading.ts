import type { ShipmentDetails, ShipmentItem } from '@freightdesk/contracts';
import type { FileReply } from '../../platform/export/exportFile';
import { pdfDate as dateText, pdfColumns, pdfFile, pdfTable } from '../../platform/pdf/pdf';
import { Quantity } from '../../platform/quantity';

/**
 * The bill of lading of a shipment as a one-or-more-page PDF (US Letter): its number as a Code 128
 * barcode, shipper, consignee and carrier, the dates and tracking number, and the lines with their
 * pieces and weight, totalled. pdfkit and bwip-js load on the first print, not at server start.
 */
export function billOfLadingPdf(s: ShipmentDetails, items: ShipmentItem[]): Promise<FileReply> {
  return pdfFile(
    `bill-of-lading-${s.number}.pdf`,
    { size: 'LETTER', margin: 40, info: { Title: `Bill of lading ${s.number}` } },
    async (doc, code) => draw(doc, s, items, await code(s.number)),
  );
}

function draw(doc: PDFKit.PDFDocument, s: ShipmentDetails, items: ShipmentItem[], barcode: Buffer) {
  const left = 40;
  const width = 532;
  doc.font('Helvetica-Bold').fontSize(20).text('BILL OF LADING', left, 40);
  doc.font('Helvetica').fontSize(10).text('Straight bill of lading — not negotiable', left, 66);
  doc.image(barcode, left + width - 200, 36, { fit: [200, 60], align: 'right' });

  const box = (title: string, lines: string[], x: number, y: number, w: number) => {
    doc.rect(x, y, w, 70).stroke('#888888');
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .fillColor('#555555')
      .text(title.toUpperCase(), x + 6, y + 6);
    doc.font('Helvetica').fontSize(10).fillColor('#000000');
    lines.forEach((l, i) => {
      doc.text(l, x + 6, y + 20 + i * 13, { width: w - 12, height: 12, ellipsis: true });
    });
  };
  const third = width / 3;
  box('Shipper', [s.shipperName ?? '—'], left, 110, third);
  box('Consignee', [s.consigneeName ?? '—'], left + third, 110, third);
  box('Carrier', [s.carrierName ?? '—', s.method ? `Method: ${s.method}` : ''], left + 2 * third, 110, third);
  box(
    'Shipment',
    [`Number: ${s.number}`, `Project: ${s.projectNumber} ${s.projectName}`, `Status: ${s.status}`],
    left,
    190,
    width / 2,
  );
  box(
    'Dates and reference',
    [
      `Ship date: ${dateText(s.shipDate) || '—'}   Expected: ${dateText(s.expectedDate) || '—'}`,
      `Delivered: ${dateText(s.deliveredDate) || '—'}`,
      `Tracking / PRO: ${s.trackingNumber || '—'}`,
    ],
    left + width / 2,
    190,
    width / 2,
  );

  // The lines: PO, item, description, quantity and unit, pieces, weight.
  const columns = pdfColumns(left, [
    { title: 'PO', w: 70 },
    { title: 'Item #', w: 70 },
    { title: 'Description', w: 200 },
    { title: 'Qty', w: 80, right: true },
    { title: 'Pieces', w: 50, right: true },
    { title: 'Weight (lbs)', w: 62, right: true },
  ]);
  const table = pdfTable(doc, columns, { headingHeight: 22, top: 40 });
  let y = table.start(280);
  for (const [n, i] of items.entries()) {
    if (y > 700) {
      y = table.nextPage();
    }
    if (n % 2 === 1)
      doc
        .rect(left, y - 3, width, 16)
        .fill('#f1f4f6')
        .fillColor('#000000');
    const cells = [
      i.poNumber ?? '',
      i.itemNumber,
      i.description,
      `${Quantity.plain(i.quantity)} ${i.unitOfMeasure}`,
      String(i.pieces),
      i.weight,
    ];
    columns.forEach((c, k) => {
      doc.text(cells[k]!, c.x + 4, y, {
        width: c.w - 8,
        align: c.right ? 'right' : 'left',
        height: 11,
        ellipsis: true,
      });
    });
    y += 16;
  }
  if (!items.length) {
    doc.fillColor('#555555').text('No lines on this shipment yet.', left + 4, y);
    y += 16;
  }
  doc
    .moveTo(left, y + 2)
    .lineTo(left + width, y + 2)
    .stroke('#888888');
  doc.font('Helvetica-Bold').fillColor('#000000');
  doc.text(`Totals: ${s.totals.items} lines`, left + 4, y + 8);
  doc.text(String(s.totals.pieces), columns[4]!.x + 4, y + 8, { width: columns[4]!.w - 8, align: 'right' });
  doc.text(s.totals.weight, columns[5]!.x + 4, y + 8, { width: columns[5]!.w - 8, align: 'right' });

  // Signatures.
  const sy = Math.max(y + 50, 640);
  if (sy > 700) doc.addPage();
  const sigY = sy > 700 ? 60 : sy;
  doc.font('Helvetica').fontSize(9);
  for (const [k, who] of [
    'Shipper signature / date',
    'Carrier signature / pickup date',
    'Consignee signature / date',
  ].entries()) {
    const x = left + k * third;
    doc
      .moveTo(x + 4, sigY + 30)
      .lineTo(x + third - 10, sigY + 30)
      .stroke('#000000');
    doc.text(who, x + 4, sigY + 34, { width: third - 14 });
  }
  if (s.notes) doc.text(`Notes: ${s.notes}`, left, sigY + 56, { width });
}
