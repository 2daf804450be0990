import type { PickTicketDetails, PickTicketItem } from '@freightdesk/contracts';
import type { FileReply } from '../../platform/export/exportFile';
import { pdfColumns, pdfDate, pdfFile, pdfTable } from '../../platform/pdf/pdf';
import { Quantity } from '../../platform/quantity';

/** 2026-11-26 14:05 UTC, as a receipt states the time. */
const when = (iso: string) => `${pdfDate(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;

/**
 * The delivery receipt (US Letter): the ticket's number as a barcode, the delivery address, the
 * lines with what was picked and delivered and any damage or shortage with its reason, then the
 * receiver's name, the time and their signature (the image drawn at the site, or their typed name).
 */
export function deliveryReceiptPdf(
  p: PickTicketDetails,
  lines: PickTicketItem[],
  signature: Buffer | null,
): Promise<FileReply> {
  const d = p.delivery!;
  return pdfFile(
    `delivery-receipt-${p.number}.pdf`,
    { size: 'LETTER', margin: 40, info: { Title: `Delivery receipt ${p.number}` } },
    async (doc, code) => {
      const left = 40;
      const width = 532;
      doc.font('Helvetica-Bold').fontSize(20).text('DELIVERY RECEIPT', left, 40);
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(`${p.number} · ${p.projectNumber} ${p.projectName}`, left, 66, { width: 300 });
      doc.image(await code(p.number), left + width - 200, 36, { fit: [200, 60], align: 'right' });

      const box = (x: number, title: string, body: string[]) => {
        doc.rect(x, 110, width / 2 - 6, 86).stroke('#888888');
        doc
          .font('Helvetica-Bold')
          .fontSize(8)
          .fillColor('#555555')
          .text(title, x + 6, 116);
        doc.font('Helvetica').fontSize(10).fillColor('#000000');
        doc.text(body.join('\n'), x + 6, 130, { width: width / 2 - 18, height: 62, ellipsis: true });
      };
      box(left, 'DELIVERED TO', [p.deliveryAddress || p.jobSiteName || '—']);
      box(left + width / 2 + 6, 'DELIVERY', [
        `Received by: ${d.receiverName}`,
        `Time: ${when(d.receivedAt)}`,
        `Carrier: ${p.carrierName ?? '—'}  Driver: ${p.driver || '—'}`,
        `Recorded by: ${d.recordedBy}`,
      ]);

      const columns = pdfColumns(left, [
        { title: 'Item', w: 100 },
        { title: 'Description', w: 200 },
        { title: 'Picked', w: 60, right: true },
        { title: 'Delivered', w: 64, right: true },
        { title: 'Exceptions', w: 108 },
      ]);
      const table = pdfTable(doc, columns, { headingHeight: 24, top: 40 });
      let y = table.start(214);
      for (const l of lines) {
        if (y > 620) {
          y = table.nextPage();
        }
        const picked = l.quantityPicked ?? l.quantity;
        const delivered = l.quantityDelivered ?? picked;
        const short = Number(delivered) < Number(picked);
        const notes = [
          Quantity.thousandths(l.quantityDamaged) > 0
            ? `${Quantity.plain(l.quantityDamaged)} damaged: ${l.damageReason}`
            : '',
          short
            ? `${Quantity.plain(Quantity.thousandths(picked) - Quantity.thousandths(delivered))} short: ${l.deliveryReason}`
            : '',
        ].filter(Boolean);
        doc.text(l.itemNumber || '—', columns[0]!.x + 4, y, { width: columns[0]!.w - 8 });
        doc.text(l.description, columns[1]!.x + 4, y, { width: columns[1]!.w - 8, height: 24, ellipsis: true });
        doc.text(`${Quantity.plain(picked)} ${l.unitOfMeasure}`, columns[2]!.x + 4, y, {
          width: columns[2]!.w - 8,
          align: 'right',
        });
        doc
          .font('Helvetica-Bold')
          .text(Quantity.plain(delivered), columns[3]!.x + 4, y, { width: columns[3]!.w - 8, align: 'right' });
        doc.font('Helvetica').fillColor(notes.length ? '#a61e1e' : '#000000');
        doc.text(notes.join('\n') || 'None', columns[4]!.x + 4, y, { width: columns[4]!.w - 8, height: 28 });
        doc.fillColor('#000000');
        y += 32;
        doc
          .moveTo(left, y - 4)
          .lineTo(left + width, y - 4)
          .stroke('#dddddd');
      }
      if (!lines.length) {
        doc.fillColor('#555555').text('No lines on this ticket.', left + 4, y);
        y += 16;
      }
      const sy = Math.max(y + 16, 560);
      doc.font('Helvetica-Bold').fontSize(9).fillColor('#555555').text('RECEIVER’S SIGNATURE', left, sy);
      doc.rect(left, sy + 14, 300, 100).stroke('#888888');
      doc.fillColor('#000000');
      if (signature) doc.image(signature, left + 6, sy + 18, { fit: [288, 92], align: 'center', valign: 'center' });
      else
        doc
          .font('Helvetica-Oblique')
          .fontSize(22)
          .text(d.receiverName, left + 10, sy + 46, { width: 280 })
          .font('Helvetica')
          .fontSize(8)
          .text('(name typed as signature)', left + 10, sy + 96);
      doc.font('Helvetica').fontSize(10);
      doc.text(`${d.receiverName}`, left + 316, sy + 40, { width: 216 });
      doc.text(when(d.receivedAt), left + 316, sy + 56, { width: 216 });
      if (d.notes)
        doc.fontSize(9).text(`Notes: ${d.notes}`, left + 316, sy + 76, { width: 216, height: 40, ellipsis: true });
    },
  );
}
