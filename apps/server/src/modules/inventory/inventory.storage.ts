import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { inventories, inventoryItems, itemLogs } from './inventory.table';

/** One move of an item's quantity, as its log wrote it: the UTC day, what moved it, before and after. */
export interface StoredMove {
  day: string;
  action: string;
  before: number;
  after: number;
}

/**
 * An item of a project's inventory as storage billing reads it: its weight (of the most it ever
 * held: the receipt it was weighed with), its pieces and every move of its quantity up to a day,
 * oldest first. What it held on any day is its moves replayed up to that day.
 */
export interface StoredItem {
  id: number;
  weight: number;
  pieces: number;
  peak: number;
  moves: StoredMove[];
}

/**
 * The items a project's inventory held up to `to` (inclusive), with their moves: one statement
 * over the item log's index (item, at). An item without a move up to then is left out.
 */
export async function storageLedger(ex: Executor, projectId: number, to: string): Promise<StoredItem[]> {
  const result = await ex.execute(sql`
    select i.id, i.weight::float8 as weight, i.pieces,
           max(l.quantity_after) over (partition by i.id)::float8 as peak,
           to_char((l.at at time zone 'utc')::date, 'YYYY-MM-DD') as day,
           l.action, l.quantity_before::float8 as before, l.quantity_after::float8 as after
    from ${inventories} v
    join ${inventoryItems} i on i.inventory_id = v.id
    join ${itemLogs} l on l.inventory_item_id = i.id
    where v.project_id = ${projectId}
      and l.at < (${to}::date + 1)::timestamp at time zone 'utc'
    order by i.id, l.at, l.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const items: StoredItem[] = [];
  for (const r of rows) {
    let item = items.at(-1);
    if (item?.id !== r.id) {
      item = { id: r.id, weight: Number(r.weight), pieces: Number(r.pieces), peak: Number(r.peak), moves: [] };
      items.push(item);
    }
    item.moves.push({ day: r.day, action: r.action, before: Number(r.before), after: Number(r.after) });
  }
  return items;
}

interface Row {
  id: number;
  weight: number;
  pieces: number;
  peak: number;
  day: string;
  action: string;
  before: number;
  after: number;
}
