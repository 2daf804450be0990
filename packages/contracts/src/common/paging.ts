import { z } from 'zod';

export const MAX_PAGE_SIZE = 500;

export const pageQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(25),
});
export type PageQuery = z.infer<typeof pageQuery>;

export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    totalCount: z.number().int(),
    /** False when the total was counted only up to a threshold: there are at least totalCount rows. */
    totalExact: z.boolean(),
    pageIndex: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Paged<T> {
  items: T[];
  totalCount: number;
  totalExact: boolean;
  pageIndex: number;
  pageSize: number;
}

/**
 * The largest id a PostgreSQL integer column holds. Ids are bounded by it in every schema, so a
 * bigger number is a 400 naming the field, never a database error.
 */
export const MAX_ID = 2_147_483_647;
/** A record id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID);
/** A record id in a path or query string. */
export const idText = z.coerce.number().int().positive().max(MAX_ID);

export const idParam = z.object({ id: idText });

/** Audit fields carried by every record. */
export const audit = {
  createdAt: z.iso.datetime(),
  createdBy: z.string().nullable(),
  modifiedAt: z.iso.datetime(),
  modifiedBy: z.string().nullable(),
  version: z.number().int(),
};

export const lookupItem = z.object({ id: z.number().int(), name: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;
