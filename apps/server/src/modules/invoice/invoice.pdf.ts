import type { Charge, InvoiceDetails } from '@freightdesk/contracts';
import type { FileReply } from '../../platform/export/exportFile';
import { pdfColumns, pdfDate, pdfFile, pdfTable, plainQuantity as plain } from '../../platform/pdf/pdf';

const money = (s: string) => Number(s).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * An invoice as the client receives it (US Letter): who is billed and for what project, its
 * number, dates and reference, each charge (date, what it was for, quantity × rate, amount) and
 * the total.
 */
export function invoicePdf(i: InvoiceDetails, lines: Charge[]): Promise<FileReply> {
  return pdfFile(
    `invoice-${i.number}.pdf`,
    { size: 'LETTER', margin: 40, info: { Title: `Invoice ${i.number}` } },
    async (doc) => {
      const left = 40;
      const width = 532;
      doc
        .font('Helvetica-Bold')
        .fontSize(22)
        .text(i.status === 'Void' ? 'INVOICE (VOID)' : 'INVOICE', left, 40);
      doc.font('Helvetica').fontSize(10).text(`${i.projectNumber} ${i.projectName}`, left, 70, { width: 300 });
      const facts = [
        ['Invoice', i.number],
        ['Date', pdfDate(i.invoiceDate)],
        ['Due', pdfDate(i.dueDate)],
        ['Reference', i.reference || '—'],
        ...(i.billingPeriodStart
          ? [['Period', `${pdfDate(i.billingPeriodStart)} to ${pdfDate(i.billingPeriodEnd)}`]]
          : []),
        ...(i.containerNumber ? [['Shipment', i.containerNumber]] : []),
      ];
      facts.forEach(([k, v], n) => {
        doc.font('Helvetica-Bold').text(`${k}:`, left + 330, 40 + n * 14, { width: 70 });
        doc.font('Helvetica').text(v ?? '', left + 400, 40 + n * 14, { width: 132 });
      });

      doc.rect(left, 130, width / 2 - 6, 76).stroke('#888888');
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor('#555555')
        .text('BILL TO', left + 6, 136);
      doc.font('Helvetica').fontSize(10).fillColor('#000000');
      doc.text([i.billToName ?? '—', i.billToAddress].filter(Boolean).join('\n'), left + 6, 150, {
        width: width / 2 - 18,
        height: 52,
      });

      const columns = pdfColumns(left, [
        { title: 'Date', w: 70 },
        { title: 'Charge', w: 230 },
        { title: 'Qty', w: 80, right: true },
        { title: 'Rate', w: 70, right: true },
        { title: 'Amount', w: 82, right: true },
      ]);
      const table = pdfTable(doc, columns, { headingHeight: 24, top: 40 });
      let y = table.start(224);
      doc.fontSize(9);
      for (const c of lines) {
        if (y > 700) y = table.nextPage();
        const what = [c.type, c.description, c.containerNumber].filter(Boolean).join(' · ');
        const cells = [pdfDate(c.chargeDate), what, `${plain(c.quantity)} ${c.unit}`, money(c.rate), money(c.amount)];
        cells.forEach((text, n) => {
          const col = columns[n]!;
          doc.text(text, col.x + 4, y + 4, {
            width: col.w - 8,
            height: 24,
            ellipsis: true,
            align: col.right ? 'right' : 'left',
          });
        });
        y += 28;
        doc
          .moveTo(left, y - 2)
          .lineTo(left + width, y - 2)
          .stroke('#dddddd');
      }
      if (!lines.length) {
        doc.fillColor('#555555').text('No charges on this invoice yet.', left + 4, y + 4);
        y += 20;
      }
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#000000');
      doc.text(`Total  ${money(i.totals.amount)}`, left, y + 12, { width, align: 'right' });
      if (i.notes)
        doc
          .font('Helvetica')
          .fontSize(9)
          .text(i.notes, left, y + 40, { width });
    },
  );
}
