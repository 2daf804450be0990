import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { exact } from '../../platform/exact';
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
 *
 * An item split into parts (part of it moved elsewhere as an item of its own) is read as the one
 * item received: the first item's number and cube, the weight and pieces of all its parts (which
 * add up to what it had), the moves of all of them as one running quantity, and the splits
 * themselves left out (they move nothing in or out). So its free days and anniversary cycles run
 * from the first receipt, per-item rounding rounds what was received, and a split changes no bill.
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
 * moves: one statement over the item log, an item and its parts together (see StoredItem). An
 * item without a move up to then is left out.
 */
export async function storageLedger(ex: Executor, projectId: number, to: string): Promise<StoredItem[]> {
  const result = await ex.execute(sql`
    with family as (
      select coalesce(f.split_from_id, f.id) as root, sum(f.weight)::text as weight,
             sum(f.pieces)::int as pieces, count(*)::int as parts
      from ${inventoryItems} f
      where f.project_id = ${projectId}
      group by 1
    )
    select r.id, r.item_number, r.description, r.unit_of_measure, fam.weight, fam.pieces, fam.parts,
           (r.length_in * r.width_in * r.height_in)::text as cube,
           to_char(l.business_date, 'YYYY-MM-DD') as day,
           l.action, l.quantity_before::text as before, l.quantity_after::text as after
    from ${inventories} v
    join ${inventoryItems} i on i.inventory_id = v.id
    join ${inventoryItems} r on r.id = coalesce(i.split_from_id, i.id)
    join family fam on fam.root = r.id
    join ${itemLogs} l on l.inventory_item_id = i.id
    where v.project_id = ${projectId}
      and l.business_date <= ${to}::date
      and l.quantity_before <> l.quantity_after
      and l.action <> 'split'
    order by r.id, l.business_date, l.at, l.id`);
  const rows = (result as unknown as { rows: Row[] }).rows;
  const items: StoredItem[] = [];
  let running = exact(0);
  let peak = exact(0);
  for (const r of rows) {
    let item = items.at(-1);
    if (item?.id !== r.id) {
      if (item) item.peak = peak.toPlain(3);
      item = {
        id: r.id,
        itemNumber: r.item_number,
        description: r.description,
        unitOfMeasure: r.unit_of_measure,
        weight: r.weight,
        pieces: Number(r.pieces),
        peak: '0',
        cubicInches: r.cube,
        moves: [],
      };
      items.push(item);
      running = exact(0);
      peak = exact(0);
    }
    // One item: its own quantities. Parts of one: the quantity of them all, each move's change added.
    const before = Number(r.parts) > 1 ? running : exact(r.before);
    const after = Number(r.parts) > 1 ? running.add(exact(r.after).sub(r.before)) : exact(r.after);
    running = after;
    if (after.compare(peak) > 0) peak = after;
    item.moves.push({ day: r.day, action: r.action, before: before.toPlain(3), after: after.toPlain(3) });
  }
  const last = items.at(-1);
  if (last) last.peak = peak.toPlain(3);
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
      and l.action not in ('held', 'released', 'split')
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
  parts: number;
  item_number: string;
  description: string;
  unit_of_measure: string;
  weight: string;
  pieces: number;
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
