/**
 * Money and quantities travel as decimal strings (DESIGN.md section 4): they are formatted and
 * added here without passing through floating point.
 */

/** Decimal places carried when adding (the contracts accept up to six). */
const SCALE = 6;
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: SCALE });

type Numeric = string | number | bigint;

function asDecimal(value: unknown): Numeric | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && DECIMAL.test(value.trim())) return value.trim();
  return null;
}

/** 1234.5 → "1,234.50". Anything that is not a number shows as it is. */
export function formatMoney(value: unknown): string {
  const n = asDecimal(value);
  // Intl formats a decimal string exactly, without converting it to a float first.
  return n === null ? String(value ?? '') : money.format(n as Intl.StringNumericLiteral);
}

/** 1234.5 → "1,234.5". */
export function formatNumber(value: unknown): string {
  const n = asDecimal(value);
  return n === null ? String(value ?? '') : plain.format(n as Intl.StringNumericLiteral);
}

/** A count as a list says it: "10,000", or "10,000+" when it is only a lower bound. */
export function formatCount(count: number, exact = true): string {
  return `${plain.format(count)}${exact ? '' : '+'}`;
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
  const whole = text.slice(0, -SCALE);
  const fraction = text.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
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
