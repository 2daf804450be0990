/**
 * Exact decimal arithmetic for money and quantities: a rational of two BigInts, never a float.
 * `exact('12.05')`, `add`, `sub`, `mul`, `div`, `compare`, `round(x, 2)` (half up, away from zero)
 * and `toFixed(x, 2)`.
 */
export interface Exact {
  readonly n: bigint;
  readonly d: bigint;
}

const abs = (x: bigint) => (x < 0n ? -x : x);
const gcd = (a: bigint, b: bigint): bigint => {
  let [x, y] = [abs(a), abs(b)];
  while (y) [x, y] = [y, x % y];
  return x || 1n;
};
function norm(n: bigint, d: bigint): Exact {
  if (d === 0n) throw new RangeError('Division by zero.');
  if (d < 0n) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

/** A decimal text ("-1,234.5" without the comma: "-1234.5"), an integer or a bigint as an exact value. */
export function exact(v: string | bigint | number | Exact): Exact {
  if (typeof v === 'object') return v;
  if (typeof v === 'bigint') return { n: v, d: 1n };
  if (typeof v === 'number') {
    if (!Number.isInteger(v)) throw new TypeError('Only integers are taken as numbers: give a decimal as text.');
    return { n: BigInt(v), d: 1n };
  }
  const m = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(v.trim());
  if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new TypeError(`Not a decimal: ${v}`);
  const frac = m[3] ?? '';
  const n = BigInt(`${m[2] || '0'}${frac}`) * (m[1] === '-' ? -1n : 1n);
  return norm(n, 10n ** BigInt(frac.length));
}

type In = string | bigint | number | Exact;
export const add = (a: In, b: In) => {
  const [x, y] = [exact(a), exact(b)];
  return norm(x.n * y.d + y.n * x.d, x.d * y.d);
};
export const sub = (a: In, b: In) => {
  const y = exact(b);
  return add(a, { n: -y.n, d: y.d });
};
export const mul = (a: In, b: In) => {
  const [x, y] = [exact(a), exact(b)];
  return norm(x.n * y.n, x.d * y.d);
};
export const div = (a: In, b: In) => {
  const [x, y] = [exact(a), exact(b)];
  return norm(x.n * y.d, x.d * y.n);
};
/** -1, 0 or 1 as a is less than, equal to or more than b. */
export const compare = (a: In, b: In): -1 | 0 | 1 => {
  const s = sub(a, b).n;
  return s < 0n ? -1 : s > 0n ? 1 : 0;
};
export const isZero = (a: In) => exact(a).n === 0n;

/** Rounded to `places` decimals, half away from zero (5.005 → 5.01, -5.005 → -5.01). */
export function round(a: In, places: number): Exact {
  const x = exact(a);
  const scale = 10n ** BigInt(places);
  const scaled = x.n * scale;
  const q = scaled / x.d;
  const r = abs(scaled % x.d);
  const up = r * 2n >= x.d ? (scaled < 0n ? -1n : 1n) : 0n;
  return norm(q + up, scale);
}

/** The value as decimal text with exactly `places` decimals (rounded half up). */
export function toFixed(a: In, places: number): string {
  const x = round(a, places);
  const scale = 10n ** BigInt(places);
  const scaled = (x.n * scale) / x.d;
  const sign = scaled < 0n ? '-' : '';
  const digits = abs(scaled)
    .toString()
    .padStart(places + 1, '0');
  return places ? `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}` : `${sign}${digits}`;
}
