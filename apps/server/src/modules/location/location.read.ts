import type { Location } from '@freightdesk/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { notFound } from '../../platform/errors';
import { locationFields } from './location.list';
import { locations } from './location.table';

type Row = typeof locations.$inferSelect;
const out = (r: Omit<Row, never>): Location => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  modifiedAt: r.modifiedAt.toISOString(),
});

/** One location by id (404 when there is none). */
export async function locationOf(ex: Executor, id: number): Promise<Location> {
  const [row] = await ex.select(locationFields).from(locations).where(eq(locations.id, id));
  if (!row) throw notFound('Location');
  return out(row);
}

/** The location of a code in any case, or null. */
export async function locationByCode(ex: Executor, code: string): Promise<Location | null> {
  const [row] = await ex
    .select(locationFields)
    .from(locations)
    .where(sql`lower(${locations.code}) = lower(${code.trim()})`);
  return row ? out(row) : null;
}

/** Locations by id, in code order: those that exist. */
export async function locationsByIds(ex: Executor, ids: number[]): Promise<Location[]> {
  if (!ids.length) return [];
  const rows = await ex
    .select(locationFields)
    .from(locations)
    .where(inArray(locations.id, ids))
    .orderBy(sql`lower(${locations.code})`);
  return rows.map(out);
}
