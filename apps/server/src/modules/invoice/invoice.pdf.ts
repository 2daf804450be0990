import type { Charge, InvoiceDetails } from '@freightdesk/contracts';
import { exact } from '../../platform/exact';
import type { FileReply } from '../../platform/export/exportFile';
import { pdfColumns, pdfDate, pdfFile, pdfTable } from '../../platform/pdf/pdf';
import { Quantity } from '../../platform/quantity';
import { diagonalMark, printMoney as money, printRate } from './invoice.print';

/** The provider's name and remit-to address (its primary one). */
export interface RemitTo {
  name: string;
  address: string;
}

/**
 * An invoice as the client receives it (US Letter): the provider and where to remit, who is billed
 * (as frozen at approval), its number, dates and terms, its charges grouped by category with
 * subtotals (rates at their own precision), then the total, credits, payments and the balance due.
 * A draft says DRAFT across the page and has no number; a void one says VOID.
 */
export function invoicePdf(i: InvoiceDetails, lines: Charge[], remit: RemitTo): Promise<FileReply> {
  const draft = i.status === 'Draft';
  const shown = draft ? 'Draft' : i.number;
  return pdfFile(
    `invoice-${draft ? `draft-${i.id}` : i.number}.pdf`,
    { size: 'LETTER', margin: 40, info: { Title: `Invoice ${shown}` } },
    async (doc) => {
      const left = 40;
      const width = 532;
      if (draft) diagonalMark(doc, 'DRAFT');
      if (i.status === 'Void') diagonalMark(doc, 'VOID');
      doc
        .font('Helvetica-Bold')
        .fontSize(22)
        .text(draft ? 'DRAFT INVOICE' : i.status === 'Void' ? 'INVOICE (VOID)' : 'INVOICE', left, 40);
      doc.font('Helvetica-Bold').fontSize(10).text(remit.name, left, 70, { width: 300 });
      doc
        .font('Helvetica')
        .fontSize(9)
        .text(`Remit to: ${remit.address.replace(/\n/g, ', ')}`, left, 84, {
          width: 300,
        });
      doc.text(`${i.projectNumber} ${i.projectName}`, left, 110, { width: 300 });
      const facts = [
        ['Invoice', shown],
        ['Date', pdfDate(i.invoiceDate)],
        ['Terms', `Net ${i.termsDays}`],
        ['Due', pdfDate(i.dueDate)],
        ['Reference', i.reference || '—'],
        ...(i.billingPeriodStart
          ? [['Period', `${pdfDate(i.billingPeriodStart)} to ${pdfDate(i.billingPeriodEnd)}`]]
          : []),
        ...(i.containerNumber ? [['Shipment', i.containerNumber]] : []),
      ];
      doc.fontSize(10);
      facts.forEach(([k, v], n) => {
        doc.font('Helvetica-Bold').text(`${k}:`, left + 330, 40 + n * 14, { width: 70 });
        doc.font('Helvetica').text(v ?? '', left + 400, 40 + n * 14, { width: 132 });
      });

      doc.rect(left, 140, width / 2 - 6, 76).stroke('#888888');
      doc
        .font('Helvetica-Bold')
        .fontSize(8)
        .fillColor('#555555')
        .text('BILL TO', left + 6, 146);
      doc.font('Helvetica').fontSize(10).fillColor('#000000');
      doc.text([i.billToName ?? '—', i.billToAddress].filter(Boolean).join('\n'), left + 6, 160, {
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
      let y = table.start(234);
      const row = (cells: string[], bold = false) => {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
        cells.forEach((text, n) => {
          const col = columns[n]!;
          doc.text(text, col.x + 4, y + 4, {
            width: col.w - 8,
            height: 24,
            ellipsis: true,
            align: col.right ? 'right' : 'left',
          });
        });
      };
      const categories = [...new Set(lines.map((c) => c.category))];
      for (const category of categories) {
        if (y > 680) y = table.nextPage();
        doc
          .font('Helvetica-Bold')
          .fontSize(10)
          .fillColor('#333333')
          .text(category, left + 4, y + 6);
        doc.fillColor('#000000');
        y += 22;
        let subtotal = '0';
        for (const c of lines.filter((l) => l.category === category)) {
          if (y > 700) y = table.nextPage();
          const what = [c.type, c.description, c.containerNumber].filter(Boolean).join(' · ');
          row([
            pdfDate(c.chargeDate),
            what,
            `${Quantity.plain(c.quantity)} ${c.unit}`,
            printRate(c.rate),
            money(c.amount),
          ]);
          subtotal = exact(subtotal).add(c.amount).toFixed(2);
          y += 26;
          doc
            .moveTo(left, y - 2)
            .lineTo(left + width, y - 2)
            .stroke('#dddddd');
        }
        row(['', `${category} subtotal`, '', '', money(subtotal)], true);
        y += 26;
      }
      if (!lines.length) {
        doc.fillColor('#555555').text('No charges on this invoice yet.', left + 4, y + 4);
        doc.fillColor('#000000');
        y += 20;
      }
      if (y > 640) y = table.nextPage();
      const sums: [string, string, boolean][] = [
        ['Total', money(i.totals.amount), true],
        ['Credits', money(`-${i.totals.credited}`), false],
        ['Payments', money(`-${i.totals.paid}`), false],
        ['Balance due', money(i.totals.balance), true],
      ];
      y += 10;
      for (const [label, value, bold] of sums) {
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
        doc.text(label, left + 300, y, { width: 120, align: 'right' });
        doc.text(value, left + 430, y, { width: 102, align: 'right' });
        y += bold ? 18 : 15;
      }
      if (i.notes)
        doc
          .font('Helvetica')
          .fontSize(9)
          .text(i.notes, left, y + 16, { width });
    },
  );
}
