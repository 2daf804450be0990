/**
 * Money and quantities travel as decimal strings (docs/design.md section 4): they are formatted and
 * added here without passing through floating point.
 */

/** Decimal places carried when adding (the contracts accept up to six). */
const SCALE = 6;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

type Numeric = string | number;

function asDecimal(value: unknown): Numeric | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  return null;
}

/**
 * A decimal as en-US writes it: thousands grouped by commas (unless `group` is false), rounded half
 * away from zero to at most `max` places, at least `min` shown. What Intl.NumberFormat gives, by
 * hand: its first use costs a screen tens of milliseconds on a phone, loading the locale's data.
 */
export function formatDecimal(value: Numeric, min: number, max: number, group = true): string {
  const m = DECIMAL.exec(typeof value === 'number' ? plainDigits(value) : value);
  if (!m) return String(value);
  const [, sign, whole, fraction = ''] = m;
  let digits = BigInt(`${whole}${fraction.slice(0, max).padEnd(max, '0')}`);
  if ((fraction[max] ?? '0') >= '5') digits += 1n;
  const all = digits.toString().padStart(max + 1, '0');
  const shown = max ? all.slice(-max).replace(/0+$/, '').padEnd(min, '0') : '';
  const units = max ? all.slice(0, -max) : all;
  const grouped = group ? units.replace(/\B(?=(\d{3})+(?!\d))/g, ',') : units;
  return `${sign}${grouped}${shown ? `.${shown}` : ''}`;
}

/**
 * A number as it reads, in plain digits: 0.1 + 0.2 as 0.30000000000000004 (rounded as such), not its
 * binary expansion; -0 as 0; what String() writes with an exponent written out (2.5e+22 as 25 and 21
 * zeros, 1e-7 as 0.0000001), the shortest digits that read back as the number, as Intl.NumberFormat
 * takes them. NaN and the infinities stay as String() writes them.
 */
function plainDigits(value: number): string {
  if (Object.is(value, -0)) return '0';
  const text = String(value);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text);
  if (!m) return text;
  const [, sign, first, rest = '', exponent] = m;
  const digits = `${first}${rest}`;
  const point = 1 + Number(exponent);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  return `${sign}${digits.padEnd(point, '0').slice(0, point)}${digits.length > point ? `.${digits.slice(point)}` : ''}`;
}

/** How {@link formatMoney} writes an amount. */
export interface MoneyFormat {
  /**
   * The most decimals shown, rounded half away from zero past them, zeros past the cents dropped:
   * 2 (the cents) by default; 4 for a rate or a unit cost ("0.0525", "1.85").
   */
  decimals?: number;
  /**
   * For a text box: no thousands separators. Without `decimals`, the decimals given are kept as
   * they are ("12.500" stays), only padded to the cents ("12" → "12.00").
   */
  plain?: boolean;
}

/**
 * The one money formatter: an amount (or a rate) from its decimal text, never through a float.
 * "1234.5" → "1,234.50"; null → ""; anything else that is not a number shows as it is.
 */
export function formatMoney(value: unknown, { decimals, plain = false }: MoneyFormat = {}): string {
  const n = asDecimal(value);
  if (n === null) return String(value ?? '');
  if (plain && decimals === undefined) {
    const [whole, fraction = ''] = (typeof n === 'number' ? plainDigits(n) : n).split('.');
    return `${whole}.${fraction.padEnd(2, '0')}`;
  }
  return formatDecimal(n, 2, decimals ?? 2, !plain);
}

/** How {@link formatNumber} writes a quantity. */
export interface QuantityFormat {
  /**
   * As a person types it, for a text box or a plain sentence: no thousands separators and nothing
   * rounded, only the decimals' trailing zeros dropped ("1000000.500" → "1000000.5", "6.000" → "6").
   * Text that is not a decimal (spaces around it included) is kept as it is.
   */
  plain?: boolean;
}

/**
 * The one quantity formatter, for quantities, weights, hours and counts alike, from their decimal
 * text, never through a float: "1234.500" → "1,234.5" (at most 6 decimals, rounded); null → "";
 * anything else that is not a number shows as it is.
 */
export function formatNumber(value: unknown, { plain = false }: QuantityFormat = {}): string {
  const n = plain && typeof value === 'string' ? value : asDecimal(value);
  if (n === null) return String(value ?? '');
  if (!plain) return formatDecimal(n, 0, SCALE);
  const m = DECIMAL.exec(typeof n === 'number' ? plainDigits(n) : n);
  if (!m) return String(n);
  return withoutTrailingZeros(m[1] ?? '', m[2] ?? '', m[3] ?? '');
}

/** A decimal's parts written out, the fraction's trailing zeros dropped (and its point, when none is left). */
function withoutTrailingZeros(sign: string, whole: string, fraction: string): string {
  const kept = fraction.replace(/0+$/, '');
  return `${sign}${whole}${kept ? `.${kept}` : ''}`;
}

/** A count as a list says it: "10,000", or "10,000+" when it is only a lower bound. */
export function formatCount(count: number, exact = true): string {
  return `${formatDecimal(count, 0, 0)}${exact ? '' : '+'}`;
}

function toScaled(value: unknown): bigint | null {
  const m = DECIMAL.exec(String(value ?? '').trim());
  if (!m) return null;
  const digits = BigInt(`${m[2]}${(m[3] ?? '').slice(0, SCALE).padEnd(SCALE, '0')}`);
  return m[1] ? -digits : digits;
}

function fromScaled(n: bigint): string {
  const negative = n < 0n;
  const text = (negative ? -n : n).toString().padStart(SCALE + 1, '0');
  return withoutTrailingZeros(negative ? '-' : '', text.slice(0, -SCALE), text.slice(-SCALE));
}

/** The exact sum of decimal strings or numbers, as a decimal string; empty and non-numeric values count as 0. */
export function sumDecimals(values: readonly unknown[]): string {
  let total = 0n;
  for (const v of values) total += toScaled(typeof v === 'number' ? v.toFixed(SCALE) : v) ?? 0n;
  return fromScaled(total);
}

/**
 * The exact product of two decimal strings, rounded half away from zero to `places` decimals (the
 * server's round(quantity × rate, 2)); null when either is not a decimal.
 */
export function multiplyDecimals(a: unknown, b: unknown, places = 2): string | null {
  const x = toScaled(a);
  const y = toScaled(b);
  if (x === null || y === null) return null;
  // x and y carry SCALE decimals each: the product carries 2 × SCALE.
  const product = x * y;
  const divisor = 10n ** BigInt(2 * SCALE - places);
  const negative = product < 0n;
  const abs = negative ? -product : product;
  const rounded = (abs + divisor / 2n) / divisor;
  const text = rounded.toString().padStart(places + 1, '0');
  const whole = places ? text.slice(0, -places) : text;
  const fraction = places ? `.${text.slice(-places)}` : '';
  return `${negative && rounded !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** a − b exactly, as a decimal string; null when either is not a decimal. */
export function subtractDecimals(a: unknown, b: unknown): string | null {
  const x = toScaled(a);
  const y = toScaled(b);
  return x === null || y === null ? null : fromScaled(x - y);
}

/**
 * total × part ÷ whole exactly, rounded half away from zero to `places` decimals: the share of a
 * line's weight (places 2) or pieces (places 0) that part of its quantity takes, as the server
 * works it out; null when any is not a decimal or whole is zero.
 */
export function shareOfDecimal(total: unknown, part: unknown, whole: unknown, places: number): string | null {
  const t = toScaled(total);
  const p = toScaled(part);
  const w = toScaled(whole);
  if (t === null || p === null || w === null || w === 0n) return null;
  // t, p and w carry SCALE decimals each: t × p × 10^places ÷ (w × 10^SCALE) is the share × 10^places.
  const num = t * p * 10n ** BigInt(places);
  const den = w * 10n ** BigInt(SCALE);
  const negative = num < 0n !== den < 0n;
  const a = num < 0n ? -num : num;
  const b = den < 0n ? -den : den;
  const q = (2n * a + b) / (2n * b);
  const text = q.toString().padStart(places + 1, '0');
  const units = places ? text.slice(0, -places) : text;
  return `${negative && q !== 0n ? '-' : ''}${units}${places ? `.${text.slice(-places)}` : ''}`;
}

/** -1, 0 or 1 as decimal a is less than, equal to or more than b, exactly; non-numbers count as 0. */
export function compareDecimals(a: unknown, b: unknown): -1 | 0 | 1 {
  const d = (toScaled(a) ?? 0n) - (toScaled(b) ?? 0n);
  return d < 0n ? -1 : d > 0n ? 1 : 0;
}
