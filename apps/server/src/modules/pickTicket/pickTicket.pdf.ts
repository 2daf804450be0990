import type { PickTicketDetails, PickTicketItem } from '@freightdesk/contracts';
import type { FileReply } from '../../platform/export/exportFile';
import { pdfColumns, pdfDate, pdfFile, pdfTable } from '../../platform/pdf/pdf';
import { Quantity } from '../../platform/quantity';

/**
 * A pick ticket as the picker carries it (US Letter): its number as a Code 128 barcode, where the
 * goods go and when, and the lines in location order (the picker's walk), each with its location,
 * a barcode of its item number to scan, the quantity to pick and a box for what was picked.
 */
export function pickTicketPdf(p: PickTicketDetails, lines: PickTicketItem[]): Promise<FileReply> {
  return pdfFile(
    `pick-ticket-${p.number}.pdf`,
    { size: 'LETTER', margin: 40, info: { Title: `Pick ticket ${p.number}` } },
    async (doc, code) => {
      const left = 40;
      const width = 532;
      doc.font('Helvetica-Bold').fontSize(20).text('PICK TICKET', left, 40);
      doc.font('Helvetica').fontSize(10).text(`${p.projectNumber} ${p.projectName}`, left, 66, { width: 300 });
      doc.image(await code(p.number), left + width - 200, 36, { fit: [200, 60], align: 'right' });

      doc.rect(left, 110, width / 2 - 6, 86).stroke('#888888');
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor('#555555')
        .text('DELIVER TO', left + 6, 116);
      doc.font('Helvetica').fontSize(10).fillColor('#000000');
      doc.text(p.deliveryAddress || p.jobSiteName || '—', left + 6, 130, { width: width / 2 - 18, height: 60 });
      const right = left + width / 2 + 6;
      doc.rect(right, 110, width / 2 - 6, 86).stroke('#888888');
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor('#555555')
        .text('RELEASE', right + 6, 116);
      doc.font('Helvetica').fontSize(10).fillColor('#000000');
      [
        `Requested: ${pdfDate(p.requestedDate) || '—'}`,
        `Status: ${p.status}`,
        `Carrier: ${p.carrierName ?? '—'}`,
        `Driver: ${p.driver || '—'}`,
      ].forEach((l, i) => {
        doc.text(l, right + 6, 130 + i * 14, { width: width / 2 - 18, height: 12, ellipsis: true });
      });

      const columns = pdfColumns(left, [
        { title: 'Location', w: 80 },
        { title: 'Item', w: 150 },
        { title: 'Description', w: 170 },
        { title: 'Qty', w: 66, right: true },
        { title: 'Picked', w: 66, right: true },
      ]);
      const table = pdfTable(doc, columns, { headingHeight: 24, top: 40 });
      let y = table.start(214);
      for (const l of lines) {
        if (y > 700) {
          y = table.nextPage();
        }
        doc.font('Helvetica-Bold').text(l.location || '—', columns[0]!.x + 4, y + 4, { width: columns[0]!.w - 8 });
        doc.font('Helvetica');
        if (l.itemNumber)
          doc.image(await code(l.itemNumber, 8), columns[1]!.x + 4, y, { fit: [columns[1]!.w - 8, 34] });
        else doc.text(l.inventoryItemId === null ? 'not from inventory' : '—', columns[1]!.x + 4, y + 4);
        doc.text(l.description, columns[2]!.x + 4, y + 4, { width: columns[2]!.w - 8, height: 30, ellipsis: true });
        doc.text(`${Quantity.plain(l.quantity)} ${l.unitOfMeasure}`, columns[3]!.x + 4, y + 4, {
          width: columns[3]!.w - 8,
          align: 'right',
        });
        if (l.quantityPicked !== null) {
          doc.text(Quantity.plain(l.quantityPicked), columns[4]!.x + 4, y + 4, {
            width: columns[4]!.w - 8,
            align: 'right',
          });
        } else {
          doc.rect(columns[4]!.x + 26, y + 1, 34, 16).stroke('#888888');
        }
        if (l.shortReason)
          doc
            .fontSize(8)
            .fillColor('#555555')
            .text(`Short: ${l.shortReason}`, columns[2]!.x + 4, y + 24);
        doc.fontSize(9).fillColor('#000000');
        y += 40;
        doc
          .moveTo(left, y - 4)
          .lineTo(left + width, y - 4)
          .stroke('#dddddd');
      }
      if (!lines.length) {
        doc.fillColor('#555555').text('No lines on this pick ticket yet.', left + 4, y);
        y += 16;
      }
      doc.font('Helvetica-Bold').fillColor('#000000');
      doc.text(`${p.totals.lines} lines, ${Quantity.plain(p.totals.quantity)} to pick`, left + 4, y + 6);
      const sy = Math.min(Math.max(y + 40, 640), 700);
      doc.font('Helvetica').fontSize(9);
      for (const [k, who] of ['Picked by / date', 'Received at site by / date'].entries()) {
        const x = left + k * (width / 2);
        doc
          .moveTo(x + 4, sy + 30)
          .lineTo(x + width / 2 - 10, sy + 30)
          .stroke('#000000');
        doc.text(who, x + 4, sy + 34, { width: width / 2 - 14 });
      }
      if (p.notes) doc.text(`Notes: ${p.notes}`, left, sy + 52, { width });
    },
  );
}
