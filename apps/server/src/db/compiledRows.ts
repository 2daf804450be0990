import { Column, is, noopDecoder, SQL } from 'drizzle-orm';

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type Field = { path: string[]; field: unknown };
/** A Drizzle prepared query, as far as its row mapping goes (drizzle-orm 0.45, node-postgres and PGlite). */
interface MappedQuery {
  fields?: Field[];
  customResultMapper?: (rows: unknown[][]) => unknown[];
}

/** Decoders that hand the driver's value back as it is: no call needed. */
const IDENTITY = new Set<unknown>([noopDecoder.mapFromDriverValue, Column.prototype.mapFromDriverValue]);

/** An SQL field's decoder: its `mapWith`, kept on a field that Drizzle's types leave internal. */
const sqlDecoder = (s: SQL) => (s as unknown as { decoder: Decoder }).decoder;

function decoderOf(field: unknown): Decoder | undefined {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return sqlDecoder(field);
  if (is(field, SQL.Aliased)) return sqlDecoder(field.sql);
  return undefined;
}

/**
 * Maps a prepared flat select's rows with a function compiled once for its fields: an object
 * literal of one shape, each value read by position and decoded only where its column decodes
 * (a timestamp, a numeric). Drizzle's own mapping walks every field's path and checks its class
 * on every row, the largest part of the product's own work on a cheap list page after the
 * compile that preparing removed. A select with nested fields keeps Drizzle's mapping.
 */
export function withCompiledRows<T>(prepared: T): T {
  const query = prepared as MappedQuery;
  const fields = query.fields;
  if (!fields || query.customResultMapper) return prepared;
  const decoders = fields.map((f) => (f.path.length === 1 ? decoderOf(f.field) : undefined));
  if (decoders.some((d) => !d)) return prepared;
  const props = fields.map(({ path }, i) => {
    const value = `r[${i}]`;
    const decoded = IDENTITY.has(decoders[i]!.mapFromDriverValue)
      ? value
      : `${value} === null ? null : d[${i}].mapFromDriverValue(${value})`;
    return `${JSON.stringify(path[0])}: ${decoded}`;
  });
  // The keys are the select's own field names, quoted; no request text reaches this source.
  const row = new Function('d', `return (r) => ({ ${props.join(', ')} });`)(decoders) as (r: unknown[]) => unknown;
  query.customResultMapper = (rows) => rows.map(row);
  return prepared;
}
