import { z } from 'zod';
import { REQUIRED } from './common/errors';
import { booleanValues, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idSchema, MAX_ID } from './common/paging';

const version = z.number().int().min(0).max(MAX_ID);

/** One part of a bin code: letters and digits, upper-cased (a scanner reads what the label prints). */
const part = (label: string) =>
  z
    .string()
    .trim()
    .max(8, `${label}: at most 8 letters or digits.`)
    .regex(/^[A-Za-z0-9]*$/, `${label}: letters and digits only.`)
    .transform((v) => v.toUpperCase());

/**
 * A bin's code from its parts: `ZONE-AISLE-BAY-LEVEL`, the parts given joined by '-'. A zone alone
 * is a place of its own (DOCK, CAGE); a bay needs its aisle and a level its bay.
 */
export const locationCodeOf = (p: { zone: string; aisle: string; bay: string; level: string }) =>
  [p.zone, p.aisle, p.bay, p.level]
    .map((s) => s.trim().toUpperCase())
    .filter(Boolean)
    .join('-');

const locationBase = z.object({
  zone: part('Zone').pipe(z.string().min(1, REQUIRED)),
  aisle: part('Aisle').default(''),
  bay: part('Bay').default(''),
  level: part('Level').default(''),
  description: z.string().trim().max(200).default(''),
  active: z.boolean().default(true),
});
const inOrder = (v: { aisle: string; bay: string; level: string }, ctx: z.RefinementCtx) => {
  if (v.bay && !v.aisle) ctx.addIssue({ code: 'custom', path: ['aisle'], message: 'A bay needs its aisle.' });
  if (v.level && !v.bay) ctx.addIssue({ code: 'custom', path: ['bay'], message: 'A level needs its bay.' });
};
export const createLocationBody = locationBase.superRefine(inOrder);
export type CreateLocationBody = z.input<typeof createLocationBody>;
export const updateLocationBody = locationBase.extend({ id: idSchema, version }).superRefine(inOrder);
export type UpdateLocationBody = z.input<typeof updateLocationBody>;

/** A place in the warehouse goods sit: a bin (zone, aisle, bay, level) and its code, printed on its label. */
export const location = z
  .object({
    id: z.number().int(),
    code: z.string(),
    zone: z.string(),
    aisle: z.string(),
    bay: z.string(),
    level: z.string(),
    description: z.string(),
    active: z.boolean(),
    ...audit,
  })
  .meta({ id: 'Location' });
export type Location = z.infer<typeof location>;

export const locationList = defineList({
  name: 'locations',
  columns: {
    code: { label: 'Code', type: 'text', inSearchTerm: true },
    zone: { label: 'Zone', type: 'text' },
    aisle: { label: 'Aisle', type: 'text' },
    bay: { label: 'Bay', type: 'text' },
    level: { label: 'Level', type: 'text' },
    description: { label: 'Description', type: 'text', inSearchTerm: true },
    active: { label: 'Active', type: 'boolean', values: booleanValues('Active', 'Inactive') },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'code' },
  maxUnpaged: 1000,
});
export type LocationListColumn = ListKey<typeof locationList>;
export const locationSearchBody = listSearchBody(locationList);

/** The locations whose labels to print, as "1,2,3" (at most 500). */
export const locationLabelsQuery = z.object({
  ids: z
    .string()
    .trim()
    .regex(/^\d{1,10}(,\d{1,10}){0,499}$/, 'Name the locations by id, separated by commas (at most 500).')
    .transform((s) => [...new Set(s.split(',').map(Number))])
    .pipe(z.array(idSchema)),
  format: z.enum(['page', 'sheet']).default('page'),
});
