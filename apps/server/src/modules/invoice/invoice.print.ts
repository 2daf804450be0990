export { printMoney } from '../../platform/pdf/pdf';

/** A rate at its own precision: at least two decimals, more when it has them (0.0525, 85.50). */
export function printRate(rate: string): string {
  const [whole = '0', frac = ''] = rate.split('.');
  const kept = frac.replace(/0+$/, '');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${kept.length >= 2 ? kept : kept.padEnd(2, '0')}`;
}

/** A large diagonal mark across the page (DRAFT, VOID), drawn under what follows. */
export function diagonalMark(doc: PDFKit.PDFDocument, text: string) {
  doc.save();
  doc.rotate(-35, { origin: [306, 396] });
  doc.font('Helvetica-Bold').fontSize(130).fillColor('#d33', 0.18);
  doc.text(text, 0, 330, { width: 612, align: 'center', lineBreak: false });
  doc.restore();
  doc.fillColor('#000000', 1);
}
