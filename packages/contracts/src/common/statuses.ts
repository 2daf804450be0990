import { z } from 'zod';
import type { ColumnValue } from './list';
import { MAX_ID } from './paging';

/**
 * A record's statuses, declared once as a const array: the contract's zod enum, the list's filter
 * values, the lookup answer (`GET /api/projectStatus`: ids 1.. in the array's order) and, on the
 * server, the database's enum type (`statusEnum`, apps/server/src/platform/kit/statuses.ts) all come
 * from it. A status's id is its place in the array, so the array only grows at its end.
 *
 *   export const projectStatuses = defineStatuses(['Quoted', 'Active', 'On Hold', 'Completed', 'Cancelled']);
 *   projectStatuses.schema          // z.enum([...])
 *   projectStatuses.idOf('Active')  // 2
 */
export function defineStatuses<const T extends readonly [string, ...string[]]>(values: T) {
  type Status = T[number];
  const ids = new Map<string, number>(values.map((v, i) => [v, i + 1]));
  return {
    values,
    /** The contract's type of the status by name. */
    schema: z.enum(values),
    /** Each status with its id, as the lookup endpoints answer them. */
    lookup: values.map((name, i) => ({ id: i + 1, name })) as { id: number; name: Status }[],
    /** The values a list's status column filters by. */
    listValues: values.map((v) => ({ value: v, label: v })) as readonly ColumnValue[],
    idOf: (name: Status): number => ids.get(name)!,
    nameOf: (id: number): Status | undefined => values[id - 1],
    /** A status sent by its id (a form's select): a known one, else the field's 400 with `message`. */
    idSchema: (message: string, required = message) =>
      z
        .number({ error: required })
        .int()
        .positive()
        .max(MAX_ID)
        .refine((id) => id <= values.length, { message }),
  };
}
export type Statuses<T extends readonly [string, ...string[]] = readonly [string, ...string[]]> = ReturnType<
  typeof defineStatuses<T>
>;
export type StatusOf<S extends { values: readonly string[] }> = S['values'][number];
