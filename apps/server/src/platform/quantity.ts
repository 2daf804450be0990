import { exact } from './exact';

/**
 * Quantities: decimal text of at most three decimals (the database's numeric(14, 3)). Code that adds
 * or compares them holds whole thousandths, exact integers read from the text and never through a
 * float; text goes back out as the database keeps it (`fixed`) or as a person reads it (`plain`).
 */
export const Quantity = {
  /** "12.5" → 12500, "-0.25" → -250, "4" → 4000 (rounded half up past the third decimal). */
  thousandths(text: string): number {
    return Number(exact(text).mul(1000).round(0).toFixed(0));
  },

  /** 12500 → "12.500", -250 → "-0.250": the text the database keeps. */
  fixed(thousandths: number): string {
    const abs = Math.abs(thousandths);
    const part = abs % 1000;
    const whole = (abs - part) / 1000;
    return `${thousandths < 0 ? '-' : ''}${whole}.${String(part).padStart(3, '0')}`;
  },

  /** "12.500" → "12.5", "4.000" → "4", 4000 → "4": a quantity as people read it. */
  plain(q: string | number): string {
    const text = typeof q === 'number' ? Quantity.fixed(q) : q;
    return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
  },

  /**
   * A line's weight (to the hundredth) and pieces (whole), rounded half up, for `quantity` of its
   * quantity: the share a shipment or an alert takes of a PO line.
   */
  share(line: { quantity: string; weight: string; pieces: number }, quantity: string) {
    if (exact(line.quantity).isZero()) return { weight: exact(line.weight).toFixed(2), pieces: line.pieces };
    const part = exact(quantity).div(line.quantity);
    return {
      weight: exact(line.weight).mul(part).toFixed(2),
      pieces: Number(exact(line.pieces).mul(part).round(0).toFixed(0)),
    };
  },
};
