import type { RaDetails, RaItem } from '@freightdesk/contracts';
import { pdfColumns, pdfDate, pdfFile, pdfTable } from '../../platform/pdf/pdf';
import { Quantity } from '../../platform/quantity';

/** A line's reasons and note as the report prints them: the damage's, the short or over quantity's, then the note. */
const reasonsOf = (i: RaItem) => {
  const off =
    Quantity.thousandths(i.quantityReceived ?? '0') > Quantity.thousandths(i.quantityExpected) ? 'Over' : 'Short';
  return [i.damageReason && `Damaged: ${i.damageReason}`, i.reason && `${off}: ${i.reason}`, i.note]
    .filter(Boolean)
    .join(' — ');
};

/**
 * The receiving report: the alert's heading, then each line expected and received, how much of
 * it arrived damaged, its condition and reasons, the weight and pieces that arrived, where it was
 * put away; exceptions stand out; totals and a signature line.
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

      const cols = pdfColumns(left, [
        { title: 'Item #', w: 58 },
        { title: 'Description', w: 140 },
        { title: 'PO', w: 54 },
        { title: 'Expected', w: 56, right: true },
        { title: 'Received', w: 52, right: true },
        { title: 'Damaged', w: 50, right: true },
        { title: 'Condition', w: 56 },
        { title: 'Reason / note', w: 110 },
        { title: 'Lbs', w: 50, right: true },
        { title: 'Pcs', w: 34, right: true },
        { title: 'Location', w: 60 },
      ]);
      const table = pdfTable(doc, cols, { headingHeight: 22, top: 36 });
      let y = table.start(116);
      for (const i of items) {
        const received = i.quantityReceived !== null;
        const exception =
          received &&
          (Quantity.thousandths(i.quantityDamaged ?? '0') > 0 ||
            Quantity.thousandths(i.quantityReceived ?? '0') !== Quantity.thousandths(i.quantityExpected));
        const cells = [
          i.itemNumber,
          i.description,
          i.poNumber ?? '',
          `${Quantity.plain(i.quantityExpected)} ${i.unitOfMeasure}`,
          received ? Quantity.plain(i.quantityReceived!) : '—',
          received ? Quantity.plain(i.quantityDamaged ?? '0') : '—',
          i.condition ?? 'Not received',
          reasonsOf(i),
          received ? (i.weightReceived ?? '') : '—',
          received ? String(i.piecesReceived ?? '') : '—',
          i.location,
        ];
        // A row as tall as its longest cell (reasons wrap), up to three lines.
        doc.font('Helvetica').fontSize(9);
        const tall = Math.max(...cells.map((c, k) => doc.heightOfString(c || ' ', { width: cols[k]!.w - 8 })));
        const height = Math.min(Math.max(tall, 11), 33);
        if (y + height > 556) {
          y = table.nextPage();
        }
        if (exception) doc.rect(left, y - 3, width, height + 5).fill('#fdecea');
        doc.fillColor(exception ? '#9b1c1c' : '#000000');
        cols.forEach((c, k) => {
          doc.text(cells[k]!, c.x + 4, y, {
            width: c.w - 8,
            height,
            align: c.right ? 'right' : 'left',
            ellipsis: true,
          });
        });
        y += height + 5;
      }
      doc.fillColor('#000000').font('Helvetica-Bold');
      doc
        .moveTo(left, y + 2)
        .lineTo(left + width, y + 2)
        .stroke('#888888');
      const t = ra.totals;
      doc.text(
        `${t.items} lines · expected ${Quantity.plain(t.quantityExpected)} · received ${Quantity.plain(t.quantityReceived)}, of which ${Quantity.plain(t.quantityDamaged)} damaged · lines damaged ${t.damaged} · short ${t.short} · over ${t.over}`,
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
        const qty = Quantity.plain(i.quantityReceived ?? i.quantityExpected);
        const damaged =
          Quantity.thousandths(i.quantityDamaged ?? '0') > 0 ? ` · ${Quantity.plain(i.quantityDamaged!)} DAMAGED` : '';
        const short = i.condition === 'Short' || i.condition === 'Over' ? ` · ${i.condition.toUpperCase()}` : '';
        doc.text(
          `${qty} ${i.unitOfMeasure} · ${i.piecesReceived ?? i.pieces} pcs · ${i.weightReceived ?? i.weight} lbs${damaged}${short}`,
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
