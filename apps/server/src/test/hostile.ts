import fc from 'fast-check';

/**
 * The classes of bad input that have broken servers like this one, each a value a client can
 * send: what the bad-input walkers apply to every field of every route.
 */
export const hostile = {
  /** Dates the pattern of a date lets through but no record can hold, and texts that are no date. */
  dates: [
    '0000-01-01',
    '0000-02-29',
    '1899-12-31',
    '2201-01-01',
    '9999-12-31',
    '2023-02-30',
    '2024-13-01',
    '2024-1-1',
    '+002024-01-01',
    '2024-01-01T00:00:00Z',
    '0000-01-01T00:00:00Z',
  ],
  /** Text that cannot be stored (NUL, lone surrogates), is too long, or looks like SQL or markup. */
  texts: [
    '',
    ' ',
    'nul\u0000byte',
    'x\ud800',
    '\udc00',
    'a\ud83db',
    "%_\\' or 1=1 --",
    'x'.repeat(5000),
    '貨物 📦',
    '<script>alert(1)</script>',
    'NaN',
    '1e400',
    '-0',
  ],
  numbers: [-1, 0, 1.5, 99_999_999_999, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 5e-324],
  wrongTypes: [null, true, false, [], {}, [1], ['abc'], { a: 1 }, 'abc', 0],
  /** Path and query texts as they stand in a URL (already escaped where they need to be). */
  urlTexts: [
    'abc',
    '-1',
    '0',
    '1.5',
    '99999999999',
    '1e400',
    'NaN',
    'true',
    '%00',
    '%C3%28',
    '%ED%A0%80',
    "'%20or%201=1",
    '0000-01-01',
    '2023-02-30',
    'x'.repeat(300),
  ],
};

/** `levels` containers, one inside the other (arrays or objects), built without recursion. */
export function nested(levels: number, kind: 'array' | 'object' = 'array'): unknown {
  let value: unknown = kind === 'array' ? [] : {};
  for (let i = 1; i < levels; i++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

/** JSON of `levels` nested arrays or objects, for depths no serializer should be asked to write. */
export const nestedJson = (levels: number, kind: 'array' | 'object' = 'array') =>
  kind === 'array' ? `${'['.repeat(levels)}${']'.repeat(levels)}` : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

/** Any hostile value, of any type: what a field of any kind may be sent. */
export const anyHostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostile.wrongTypes),
  fc.constantFrom(...hostile.texts),
  fc.constantFrom(...hostile.dates),
  fc.constantFrom(...hostile.numbers),
  fc
    .tuple(fc.integer({ min: 60, max: 70 }), fc.constantFrom('array' as const, 'object' as const))
    .map(([n, k]) => nested(n, k)),
);

// ---------------------------------------------------------------------------------------------
// Arbitraries from a contract's zod schemas: values of the shape the schema describes, valid or
// nearly (the kind's own hostile values mixed in), so a route added later is walked too.
// ---------------------------------------------------------------------------------------------

interface Check {
  _zod: { def: { check: string; value?: number; inclusive?: boolean } };
}
interface Def {
  type: string;
  format?: string;
  innerType?: Schema;
  shape?: Record<string, Schema>;
  element?: Schema;
  options?: Schema[];
  in?: Schema;
  entries?: Record<string, string | number>;
  values?: unknown[];
  getter?: () => Schema;
  valueType?: Schema;
  left?: Schema;
  checks?: Check[];
}
/** A zod schema as the walker reads it: its definition. */
export interface Schema {
  _zod: { def: Def };
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional']);

/** The schema that judges a value: wrappers, pipes (their input side) and lazies unwrapped. */
export function core(schema: Schema): Schema {
  let s = schema;
  for (let i = 0; i < 20; i++) {
    const d = s._zod.def;
    if (WRAPPERS.has(d.type) && d.innerType) s = d.innerType;
    else if (d.type === 'pipe' && d.in) s = d.in;
    else if (d.type === 'lazy' && d.getter) s = d.getter();
    else return s;
  }
  return s;
}

/** The bounds a number schema declares, if any. */
function boundsOf(d: Def) {
  let min = -1000;
  let max = 1000;
  let int = false;
  for (const c of d.checks ?? []) {
    const { check, value, inclusive } = c._zod.def;
    if (check === 'number_format') int = true;
    if (check === 'greater_than' && value !== undefined) min = Math.max(min, inclusive ? value : value + 1);
    if (check === 'less_than' && value !== undefined) max = Math.min(max, inclusive ? value : value - 1);
  }
  return { min, max, int };
}

/**
 * The smallest id the walkers send: user 1 is the reference admin that the test kits act as, and a
 * walk that deactivated it would walk nothing after.
 */
export const FIRST_ID = 2;

const dayIn = (min: string, max: string) =>
  fc.date({ min: new Date(min), max: new Date(max), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));

/** A valid or nearly valid value of the schema's kind, the kind's hostile values mixed in. */
export function validish(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return anyHostile;
  const s = core(schema);
  const outer = schema._zod.def;
  const d = s._zod.def;
  const mixed = (valid: fc.Arbitrary<unknown>, ...own: unknown[]) =>
    fc.oneof(
      { arbitrary: valid, weight: 4 },
      ...(own.length ? [{ arbitrary: fc.constantFrom(...own), weight: 2 }] : []),
      { arbitrary: anyHostile, weight: 1 },
    );
  let arb: fc.Arbitrary<unknown>;
  switch (d.type) {
    case 'string':
      if (d.format === 'date') arb = mixed(dayIn('1900-01-01', '2200-12-31'), ...hostile.dates);
      else if (d.format === 'datetime') {
        arb = mixed(
          fc
            .date({ min: new Date('1900-01-01'), max: new Date('2200-12-31'), noInvalidDate: true })
            .map((x) => x.toISOString()),
          ...hostile.dates,
        );
      } else
        arb = mixed(
          fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 6 })),
          ...hostile.texts,
        );
      break;
    case 'number': {
      const { min, max, int } = boundsOf(d);
      const lo = Math.max(min, int && min >= 0 ? FIRST_ID : min);
      const valid = int
        ? fc.integer({ min: lo, max: Math.max(lo, Math.min(max, lo + 60)) })
        : fc.double({ min: lo, max: Math.max(lo, Math.min(max, 1e6)), noNaN: true });
      arb = mixed(valid, ...hostile.numbers);
      break;
    }
    case 'boolean':
      arb = mixed(fc.boolean(), 'true', 1);
      break;
    case 'enum':
      arb = mixed(fc.constantFrom(...Object.values(d.entries ?? { x: 'x' })), 'nope');
      break;
    case 'literal':
      arb = mixed(fc.constantFrom(...(d.values ?? [null])));
      break;
    case 'array':
      arb = mixed(fc.array(validish(d.element!, depth + 1), { maxLength: 3 }));
      break;
    case 'object': {
      const shape = Object.fromEntries(Object.entries(d.shape ?? {}).map(([k, v]) => [k, validish(v, depth + 1)]));
      arb = mixed(fc.record(shape));
      break;
    }
    case 'union':
      arb = fc.oneof(...(d.options ?? []).map((o) => validish(o, depth + 1)));
      break;
    case 'record':
      arb = mixed(fc.dictionary(fc.string({ maxLength: 6 }), validish(d.valueType!, depth + 1), { maxKeys: 3 }));
      break;
    case 'intersection':
      arb = validish(d.left!, depth + 1);
      break;
    default:
      arb = anyHostile;
  }
  if (outer.type === 'optional' || outer.type === 'default') return fc.oneof(arb, fc.constant(undefined));
  if (outer.type === 'nullable') return fc.oneof(arb, fc.constant(null));
  return arb;
}

/** A place in a value: the keys and indexes that lead to it, and the schema of what stands there. */
export interface Place {
  path: (string | number)[];
  schema: Schema;
}

/** Every place of a schema's shape (objects' keys, arrays' first items, unions' options), to a bounded depth. */
export function placesOf(schema: Schema, depth = 0, prefix: (string | number)[] = []): Place[] {
  if (depth > 4) return [];
  const d = core(schema)._zod.def;
  const out: Place[] = [];
  const add = (path: (string | number)[], child: Schema) => {
    out.push({ path, schema: child });
    out.push(...placesOf(child, depth + 1, path));
  };
  if (d.type === 'object') for (const [k, v] of Object.entries(d.shape ?? {})) add([...prefix, k], v);
  if (d.type === 'array' && d.element) add([...prefix, 0], d.element);
  if (d.type === 'union') for (const o of d.options ?? []) out.push(...placesOf(o, depth + 1, prefix));
  const seen = new Set<string>();
  return out.filter((p) => {
    const key = p.path.join('.');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A copy of `value` with `v` put at `path`, the objects and arrays on the way made where missing. */
export function putAt(value: unknown, path: (string | number)[], v: unknown): unknown {
  if (!path.length) return v;
  const [key, ...rest] = path;
  const base = (value && typeof value === 'object' ? value : typeof key === 'number' ? [] : {}) as Record<
    string | number,
    unknown
  >;
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[key!] = putAt(base[key!], rest, v);
  return copy;
}

/** One to three places of a schema, each given a value of its kind or a hostile one. */
export function changesOf(schema: Schema): fc.Arbitrary<{ path: (string | number)[]; value: unknown }[]> {
  const places = placesOf(schema);
  if (!places.length) return fc.constant([]);
  const change = fc
    .constantFrom(...places)
    .chain((p) => fc.oneof(validish(p.schema), anyHostile).map((value) => ({ path: p.path, value })));
  return fc.array(change, { minLength: 1, maxLength: 3 });
}
