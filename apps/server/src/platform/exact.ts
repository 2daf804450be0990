/**
 * Exact decimal arithmetic for money and quantities: a rational of two BigInts, never a float.
 * Decimal text in ("12.345", "-0.5"), decimal text out (rounded half up, away from zero, to n
 * decimals). Small on purpose: add, sub, mul, div, compare, round and print.
 */
export class Exact {
  private constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {}

  static of(v: string | number | bigint | Exact): Exact {
    if (v instanceof Exact) return v;
    if (typeof v === 'bigint') return new Exact(v, 1n);
    if (typeof v === 'number') {
      if (!Number.isInteger(v)) throw new Error(`Exact.of takes integers or decimal text, not ${v}`);
      return new Exact(BigInt(v), 1n);
    }
    const m = /^\s*([+-])?(\d*)(?:\.(\d*))?\s*$/.exec(v);
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new Error(`Not a decimal: "${v}"`);
    const frac = m[3] ?? '';
    const n = BigInt((m[2] || '0') + frac) * (m[1] === '-' ? -1n : 1n);
    return Exact.make(n, 10n ** BigInt(frac.length));
  }

  private static make(n: bigint, d: bigint): Exact {
    if (d === 0n) throw new Error('Division by zero');
    if (d < 0n) {
      n = -n;
      d = -d;
    }
    const g = gcd(n < 0n ? -n : n, d);
    return new Exact(n / g, d / g);
  }

  add(o: Exact | string | number): Exact {
    const b = Exact.of(o);
    return Exact.make(this.n * b.d + b.n * this.d, this.d * b.d);
  }
  sub(o: Exact | string | number): Exact {
    const b = Exact.of(o);
    return Exact.make(this.n * b.d - b.n * this.d, this.d * b.d);
  }
  mul(o: Exact | string | number): Exact {
    const b = Exact.of(o);
    return Exact.make(this.n * b.n, this.d * b.d);
  }
  div(o: Exact | string | number): Exact {
    const b = Exact.of(o);
    return Exact.make(this.n * b.d, this.d * b.n);
  }
  /** -1, 0 or 1. */
  compare(o: Exact | string | number): number {
    const b = Exact.of(o);
    const l = this.n * b.d;
    const r = b.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  isZero() {
    return this.n === 0n;
  }
  sign() {
    return this.n < 0n ? -1 : this.n > 0n ? 1 : 0;
  }
  neg(): Exact {
    return new Exact(-this.n, this.d);
  }
  /** The smallest whole number not below it. */
  ceil(): Exact {
    const q = this.n / this.d;
    const up = this.n > 0n && q * this.d !== this.n ? q + 1n : q;
    return new Exact(up, 1n);
  }
  /** Rounded half up (away from zero) to `places` decimals. */
  round(places: number): Exact {
    const scale = 10n ** BigInt(places);
    const abs = this.n < 0n ? -this.n : this.n;
    const q = (abs * scale * 2n + this.d) / (this.d * 2n);
    return Exact.make(this.n < 0n ? -q : q, scale);
  }
  /** Decimal text with exactly `places` decimals, rounded half up. */
  toFixed(places: number): string {
    const r = this.round(places);
    const scale = 10n ** BigInt(places);
    const scaled = (r.n * scale) / r.d;
    const neg = scaled < 0n;
    const digits = (neg ? -scaled : scaled).toString().padStart(places + 1, '0');
    const int = digits.slice(0, digits.length - places);
    const frac = places ? `.${digits.slice(-places)}` : '';
    return `${neg ? '-' : ''}${int}${frac}`;
  }
  /** The shortest decimal text of at most `maxPlaces` decimals (rounded half up): 0.0525, 185, 1.5. */
  toPlain(maxPlaces = 6): string {
    const t = this.toFixed(maxPlaces);
    return t.includes('.') ? t.replace(/\.?0+$/, '') : t;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b) [a, b] = [b, a % b];
  return a || 1n;
}

export const exact = Exact.of;
/** The sum of several exact values. */
export const sumExact = (xs: Exact[]) => xs.reduce((s, x) => s.add(x), Exact.of(0));
