import type { ReportColumn, ReportRow, ReportSpec } from '@freightdesk/contracts';
import type { FileReply } from '../../platform/export/exportFile';
import { pdfColumns, pdfDate, pdfFile, pdfTable, printMoney } from '../../platform/pdf/pdf';

/** The most rows a printed report holds: past it, the last line says how many more the Excel file has. */
export const PDF_ROW_LIMIT = 2_000;

const widths: Record<ReportColumn['type'], number> = { text: 110, count: 48, quantity: 66, money: 72, date: 58 };
const counted = (n: number) => n.toLocaleString('en-US');

/** A cell as printed: money and counts grouped by thousands, dates as the screens show them. */
function printed(value: ReportRow[string], type: ReportColumn['type']): string {
  if (value === null || value === undefined) return '';
  if (type === 'money') return printMoney(String(value));
  if (type === 'date') return pdfDate(String(value));
  if (type === 'count') return counted(Number(value));
  if (type === 'quantity') {
    const [whole = '0', frac] = String(value).split('.');
    return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${frac ? `.${frac}` : ''}`;
  }
  return String(value);
}

/**
 * A report on US Letter turned sideways: its title, what it was filtered on and when it was made,
 * then its rows under a heading repeated on each page, and its totals in bold.
 */
export function reportPdf(
  key: string,
  spec: ReportSpec,
  facts: string,
  rows: ReportRow[],
  total: number,
  totals: Record<string, string>,
): Promise<FileReply> {
  const entries = Object.entries(spec.columns);
  const natural = entries.reduce((sum, [, c]) => sum + widths[c.type], 0);
  // The page's width shared out in proportion: a narrow report's text (a KPI's formula) gets the room.
  const scale = 720 / natural;
  const columns = pdfColumns(
    36,
    entries.map(([, c]) => ({
      title: c.label,
      w: widths[c.type] * scale,
      right: c.type !== 'text' && c.type !== 'date',
    })),
  );
  const today = new Date().toISOString().slice(0, 10);
  return pdfFile(
    `${key}-${today}.pdf`,
    { size: 'LETTER', layout: 'landscape', margin: 36, info: { Title: spec.title } },
    (doc) => {
      doc.font('Helvetica-Bold').fontSize(16).text(spec.title, 36, 36);
      doc.font('Helvetica').fontSize(9).fillColor('#444444').text(facts, 36, 58, { width: 720 });
      if (spec.note) doc.text(spec.note, 36, 72, { width: 720 });
      doc.fillColor('#000000');
      const table = pdfTable(doc, columns, { headingHeight: 22, top: 36 });
      let y = table.start(100);
      const line = (cells: (string | number | null)[], bold = false) => {
        if (y > 550) y = table.nextPage();
        doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
        cells.forEach((text, n) => {
          const col = columns[n]!;
          doc.text(String(text ?? ''), col.x + 3, y + 4, {
            width: col.w - 6,
            height: 12,
            ellipsis: true,
            align: col.right ? 'right' : 'left',
          });
        });
        y += 16;
      };
      for (const row of rows) line(entries.map(([k, c]) => printed(row[k] ?? null, c.type)));
      if (total > rows.length) {
        line([`… and ${counted(total - rows.length)} more rows: export to Excel for every row.`]);
      }
      const sums = entries.map(([k, c], n) =>
        k in totals ? printed(totals[k] ?? null, c.type) : n === 0 ? 'Total' : '',
      );
      if (Object.keys(totals).length) line(sums, true);
    },
  );
}
