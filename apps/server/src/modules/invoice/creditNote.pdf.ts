import type { CreditNoteDetails } from '@freightdesk/contracts';
import type { FileReply } from '../../platform/export/exportFile';
import { pdfDate, pdfFile } from '../../platform/pdf/pdf';
import { printMoney as money } from './invoice.print';

/** A credit note as the client receives it: CREDIT NOTE, its number, the invoice it credits, why, each line and the total. */
export function creditNotePdf(n: CreditNoteDetails, remit: { name: string; address: string }): Promise<FileReply> {
  return pdfFile(
    `credit-note-${n.number}.pdf`,
    { size: 'LETTER', margin: 40, info: { Title: `Credit note ${n.number}` } },
    (doc) => {
      const left = 40;
      doc.font('Helvetica-Bold').fontSize(22).text('CREDIT NOTE', left, 40);
      doc.font('Helvetica-Bold').fontSize(10).text(remit.name, left, 70, { width: 300 });
      doc.font('Helvetica').fontSize(9).text(remit.address.replace(/\n/g, ', '), left, 84, { width: 300 });
      const facts = [
        ['Credit note', n.number],
        ['Date', pdfDate(n.creditDate)],
        ['Credits invoice', n.invoiceNumber],
        ['Project', n.projectNumber],
      ];
      doc.fontSize(10);
      facts.forEach(([k, v], i) => {
        doc.font('Helvetica-Bold').text(`${k}:`, left + 300, 40 + i * 14, { width: 100 });
        doc.font('Helvetica').text(v ?? '', left + 400, 40 + i * 14, { width: 132 });
      });
      doc.font('Helvetica-Bold').fontSize(8).fillColor('#555555').text('BILL TO', left, 120);
      doc.font('Helvetica').fontSize(10).fillColor('#000000');
      doc.text([n.billToName ?? '—', n.billToAddress].filter(Boolean).join('\n'), left, 132, { width: 260 });
      doc.font('Helvetica-Bold').text('Reason', left, 200);
      doc.font('Helvetica').text(n.reason, left, 214, { width: 532 });
      let y = doc.y + 20;
      doc.font('Helvetica-Bold').text('Charge credited', left, y);
      doc.text('Amount', left + 430, y, { width: 102, align: 'right' });
      y += 18;
      doc.font('Helvetica').fontSize(9);
      for (const l of n.lines) {
        if (y > 700) {
          doc.addPage();
          y = 40;
        }
        doc.text(`${l.category} · ${l.description} (charge ${l.chargeId})`, left, y, { width: 420, ellipsis: true });
        doc.text(money(l.amount), left + 430, y, { width: 102, align: 'right' });
        y += 16;
      }
      doc
        .font('Helvetica-Bold')
        .fontSize(12)
        .text(`Total credit  ${money(n.amount)}`, left, y + 14, {
          width: 532,
          align: 'right',
        });
    },
  );
}
