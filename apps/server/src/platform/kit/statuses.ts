import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { pgEnum } from 'drizzle-orm/pg-core';

/**
 * The database's type of a record's statuses, from the same const array as the contract's
 * (`defineStatuses` in packages/contracts): a PostgreSQL enum, so a status outside the array cannot
 * be stored, and a status added to the array is a migration (`npm run db:generate`) away. Export
 * it from the module's `*.table.ts` so drizzle-kit sees it.
 *
 *   export const projectStatus = statusEnum('project_status', projectStatuses);
 *   status: projectStatus('status').notNull(),
 */
export const statusEnum = <const T extends readonly [string, ...string[]]>(name: string, statuses: { values: T }) =>
  pgEnum(name, statuses.values as unknown as [T[number], ...T[number][]]);

/**
 * A status column's id as the contract answers it (its place in the array, from 1), in SQL: the
 * enum's own order is the array's, so this reads no table.
 */
export const statusIdOf = (column: AnyColumn | SQL, type: { enumName: string }): SQL<number> =>
  sql<number>`array_position(enum_range(null::${sql.identifier(type.enumName)}), ${column})::int`;
