import type { RaDetails, RaItem } from '@freightdesk/contracts';
import { pdfDate, pdfFile, plainQuantity } from '../../platform/pdf/pdf';

/**
 * The receiving report: the alert's heading, then each line expected and received, its condition
 * and reason, where it was put away; exceptions stand out; totals and a signature line.
 */
export function receivingReportPdf(ra: RaDetails, items: RaItem[]) {
  return pdfFile(
    `receiving-report-${ra.number}.pdf`,
    { size: 'LETTER', layout: 'landscape', margin: 36, info: { Title: `Receiving report ${ra.number}` } },
    async (doc, barcode) => {
      const left = 36;
      const width = 720;
      doc.font('Helvetica-Bold').fontSize(18).text('RECEIVING REPORT', left, 36);
      doc.font('Helvetica').fontSize(10);
      doc.text(`Project ${ra.projectNumber} · ${ra.projectName} · ${ra.customerName}`, left, 60, {
        width: 480,
        height: 12,
        ellipsis: true,
      });
      doc.text(
        [
          ra.poNumber ? `PO ${ra.poNumber}` : '',
          ra.shipmentNumber ? `Shipment ${ra.shipmentNumber}` : '',
          ra.carrierName ? `Carrier ${ra.carrierName}` : '',
          `Status ${ra.status}`,
        ]
          .filter(Boolean)
          .join(' · '),
        left,
        74,
      );
      doc.text(
        `Expected ${pdfDate(ra.expectedDate) || '—'} · Received ${pdfDate(ra.receivedDate) || '—'}${ra.reference ? ` · Ref. ${ra.reference}` : ''}`,
        left,
        88,
      );
      doc.image(await barcode(ra.number), left + width - 190, 30, { fit: [190, 55] });

      const cols = [
        { t: 'Item #', w: 70 },
        { t: 'Description', w: 190 },
        { t: 'PO', w: 64 },
        { t: 'Expected', w: 62, r: true },
        { t: 'Received', w: 62, r: true },
        { t: 'Condition', w: 62 },
        { t: 'Reason / note', w: 130 },
        { t: 'Location', w: 80 },
      ];
      let y = 116;
      const header = () => {
        doc.rect(left, y, width, 18).fill('#1f3a4d');
        doc.font('Helvetica-Bold').fontSize(9).fillColor('#ffffff');
        let x = left;
        for (const c of cols) {
          doc.text(c.t, x + 4, y + 5, { width: c.w - 8, align: c.r ? 'right' : 'left' });
          x += c.w;
        }
        doc.font('Helvetica').fillColor('#000000');
        y += 22;
      };
      header();
      for (const i of items) {
        if (y > 540) {
          doc.addPage();
          y = 36;
          header();
        }
        const exception = i.condition && i.condition !== 'Good';
        if (exception) doc.rect(left, y - 3, width, 16).fill('#fdecea');
        doc.fillColor(exception ? '#9b1c1c' : '#000000');
        const cells = [
          i.itemNumber,
          i.description,
          i.poNumber ?? '',
          `${plainQuantity(i.quantityExpected)} ${i.unitOfMeasure}`,
          i.quantityReceived === null ? '—' : plainQuantity(i.quantityReceived),
          i.condition ?? 'Not received',
          [i.reason, i.note].filter(Boolean).join(' — '),
          i.location,
        ];
        let x = left;
        cols.forEach((c, k) => {
          doc.text(cells[k]!, x + 4, y, { width: c.w - 8, height: 11, align: c.r ? 'right' : 'left', ellipsis: true });
          x += c.w;
        });
        y += 16;
      }
      doc.fillColor('#000000').font('Helvetica-Bold');
      doc
        .moveTo(left, y + 2)
        .lineTo(left + width, y + 2)
        .stroke('#888888');
      const t = ra.totals;
      doc.text(
        `${t.items} lines · expected ${plainQuantity(t.quantityExpected)} · received ${plainQuantity(t.quantityReceived)} · damaged ${t.damaged} · short ${t.short} · over ${t.over}`,
        left + 4,
        y + 8,
      );
      doc.font('Helvetica').fontSize(9);
      const sy = Math.min(Math.max(y + 50, 520), 540);
      doc
        .moveTo(left + 4, sy + 20)
        .lineTo(left + 260, sy + 20)
        .stroke('#000000');
      doc.text('Received by / date', left + 4, sy + 24);
    },
  );
}

/**
 * Item labels, one per received line (expected lines before receiving), with the line's barcode
 * (RAI-…), what it is, its project and where it goes. `sheet`: ten 4 × 2 in labels on a Letter
 * page for office printers; `4x6`: one label a page for thermal label printers.
 */
export function raLabelsPdf(ra: RaDetails, items: RaItem[], format: 'sheet' | '4x6') {
  const lines = items.some((i) => i.quantityReceived !== null)
    ? items.filter((i) => i.quantityReceived !== null)
    : items;
  const thermal = format === '4x6';
  return pdfFile(
    `labels-${ra.number}-${format}.pdf`,
    thermal
      ? { size: [288, 432], margin: 0, autoFirstPage: false }
      : { size: 'LETTER', margin: 0, autoFirstPage: false },
    async (doc, barcode) => {
      const label = async (i: RaItem, x: number, y: number, w: number, h: number) => {
        const pad = thermal ? 18 : 12;
        doc
          .rect(x + 2, y + 2, w - 4, h - 4)
          .lineWidth(0.5)
          .stroke('#bbbbbb');
        doc
          .font('Helvetica-Bold')
          .fontSize(thermal ? 16 : 11)
          .fillColor('#000000');
        doc.text(i.itemNumber || i.description, x + pad, y + pad, {
          width: w - 2 * pad,
          height: thermal ? 20 : 14,
          ellipsis: true,
        });
        doc.font('Helvetica').fontSize(thermal ? 11 : 8);
        doc.text(i.description, x + pad, y + pad + (thermal ? 22 : 15), {
          width: w - 2 * pad,
          height: thermal ? 28 : 20,
          ellipsis: true,
        });
        const qty = plainQuantity(i.quantityReceived ?? i.quantityExpected);
        doc.text(
          `${qty} ${i.unitOfMeasure} · ${i.pieces} pcs · ${i.weight} lbs${i.condition && i.condition !== 'Good' ? ` · ${i.condition.toUpperCase()}` : ''}`,
          x + pad,
          y + pad + (thermal ? 54 : 36),
          { width: w - 2 * pad, height: thermal ? 14 : 10, ellipsis: true },
        );
        doc.text(
          `${ra.projectNumber} · ${ra.number}${i.location ? ` · ${i.location}` : ''}`,
          x + pad,
          y + pad + (thermal ? 72 : 48),
          {
            width: w - 2 * pad,
            height: thermal ? 14 : 10,
            ellipsis: true,
          },
        );
        const code = await barcode(i.barcode, thermal ? 20 : 9);
        doc.image(code, x + pad, y + h - pad - (thermal ? 130 : 62), {
          fit: [w - 2 * pad, thermal ? 120 : 58],
          align: 'center',
        });
      };
      if (thermal) {
        for (const i of lines) {
          doc.addPage();
          await label(i, 0, 0, 288, 432);
        }
        if (!lines.length) doc.addPage().text('No lines to label.', 20, 20);
        return;
      }
      // Letter: two columns of five 4 × 2 in labels, 0.5 in top margin, 0.16 in side margins.
      const w = 288;
      const h = 144;
      for (const [n, i] of lines.entries()) {
        if (n % 10 === 0) doc.addPage();
        const k = n % 10;
        await label(i, 12 + (k % 2) * (w + 12), 36 + Math.floor(k / 2) * h, w, h);
      }
      if (!lines.length) doc.addPage().text('No lines to label.', 36, 36);
    },
  );
}
