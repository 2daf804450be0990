import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { inventories, inventoryItems, itemLogs } from './inventory.table';

/** One move of an item's quantity, as its log wrote it: its business day, what moved it, before and after (exact text). */
export interface StoredMove {
  day: string;
  action: string;
  before: string;
  after: string;
}

/**
 * An item of a project's inventory as storage billing reads it: its weight (of the most it ever
 * held: the receipt it was weighed with), its pieces, its unit of measure, one unit's cube in
 * cubic inches (null when not recorded) and every move of its quantity up to a day, oldest first.
 * What it held on any day is its moves replayed up to that day. Quantities stay exact text.
 */
export interface StoredItem {
  id: number;
  itemNumber: string;
  description: string;
  unitOfMeasure: string;
  weight: string;
  pieces: number;
  peak: string;
  cubicInches: string | null;
  moves: StoredMove[];
}

/**
 * The items a project's inventory held up to `to` (inclusive, by business date), with their
 * moves: one statement over the item log. An item without a move up to then is left out.
 */
export async function storageLedger(ex: Executor, projectId: number, to: string): Promise<StoredItem[]> {
  const result = await ex.execute(sql`
    select i.id, i.item_number, i.description, i.unit_of_measure, i.weight::text as weight, i.pieces,
           (max(l.quantity_after) over (partition by i.id))::text as peak,
           (i.length_in * i.width_in * i.height_in)::text as cube,
           to_char(l.business_date, 'YYYY-MM-DD') as day,
           l.action, l.quantity_before::text as before, l.quantity_after::text as after
    from ${inventories} v
    join ${inventoryItems} i on i.inventory_id = v.id
    join ${itemLogs} l on l.inventory_item_id = i.id
    where v.project_id = ${projectId}
      and l.business_date <= ${to}::date
      and l.quantity_before <> l.quantity_after
    order by i.id, l.business_date, l.at, l.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const items: StoredItem[] = [];
  for (const r of rows) {
    let item = items.at(-1);
    if (item?.id !== r.id) {
      item = {
        id: r.id,
        itemNumber: r.item_number,
        description: r.description,
        unitOfMeasure: r.unit_of_measure,
        weight: r.weight,
        pieces: Number(r.pieces),
        peak: r.peak,
        cubicInches: r.cube,
        moves: [],
      };
      items.push(item);
    }
    item.moves.push({ day: r.day, action: r.action, before: r.before, after: r.after });
  }
  return items;
}

/**
 * Changes of a project's inventory entered after `since` that count on a business day up to
 * `to`, or that fixed what an item held then is measured by (its weight, pieces, unit or cube):
 * what moved a confirmed period's figures after they were confirmed (the 50 newest).
 */
export async function changesSince(ex: Executor, projectId: number, to: string, since: Date) {
  const result = await ex.execute(sql`
    select i.id as item_id, i.item_number, l.action, to_char(l.business_date, 'YYYY-MM-DD') as business_date,
           l.at, l.user_name, l.quantity_before::text as before, l.quantity_after::text as after,
           count(*) over () as total
    from ${inventoryItems} i
    join ${itemLogs} l on l.inventory_item_id = i.id
    where i.project_id = ${projectId} and l.at > ${since.toISOString()}::timestamptz
      and l.action not in ('held', 'released')
      and (l.business_date <= ${to}::date
        or (${measured}
          and exists (select 1 from ${itemLogs} f where f.inventory_item_id = i.id and f.business_date <= ${to}::date)))
    order by l.at desc, l.id desc
    limit 50`);
  const rows = (result as unknown as { rows: ChangeRow[] }).rows;
  return {
    count: Number(rows[0]?.total ?? 0),
    changes: rows.map((r) => ({
      itemId: r.item_id,
      itemNumber: r.item_number,
      action: r.action,
      businessDate: r.business_date,
      at: new Date(r.at).toISOString(),
      userName: r.user_name,
      before: r.before,
      after: r.after,
    })),
  };
}

/** A log row that changed what billing measures an item by. */
const measured = sql.raw(
  `(${['weight', 'pieces', 'unitOfMeasure', 'lengthIn', 'widthIn', 'heightIn']
    .map((f) => `l.changes @> '[{"field":"${f}"}]'::jsonb`)
    .join(' or ')})`,
);

interface Row {
  id: number;
  item_number: string;
  description: string;
  unit_of_measure: string;
  weight: string;
  pieces: number;
  peak: string;
  cube: string | null;
  day: string;
  action: string;
  before: string;
  after: string;
}

interface ChangeRow {
  item_id: number;
  item_number: string;
  action: string;
  business_date: string;
  at: string | Date;
  user_name: string | null;
  before: string;
  after: string;
  total: string | number;
}
