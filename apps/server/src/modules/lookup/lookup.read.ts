import type { LookupItem } from '@freightdesk/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { itemCategories, projectTypes, shipmentMethods } from './lookup.table';

/**
 * The reference lists other modules pick from, asked of their owner: which ids of a list exist (a
 * write's check), and the list in its order (a form's choices, a column's filter values). They
 * hold no record of any project, so no scope narrows them: everyone signed in reads them.
 */
const lists = { itemCategories, projectTypes, shipmentMethods };
export type LookupList = keyof typeof lists;

/** The ids of `ids` that the list has. */
export async function lookupIdsIn(ex: Executor, list: LookupList, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const t = lists[list];
  return (await ex.select({ id: t.id }).from(t).where(inArray(t.id, ids))).map((r) => r.id);
}

/** The list's entries in their order. */
export function lookupItems(ex: Executor, list: LookupList): Promise<LookupItem[]> {
  const t = lists[list];
  return ex.select({ id: t.id, name: t.name }).from(t).orderBy(asc(t.sortOrder), asc(t.id));
}

/** The list's names as a column's filter values. */
export async function lookupValues(ex: Executor, list: LookupList) {
  return (await lookupItems(ex, list)).map((i) => ({ value: i.name, label: i.name }));
}
