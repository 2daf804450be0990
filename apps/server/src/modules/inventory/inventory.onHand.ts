import type { OnHandHistory } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { DataScope } from '../../platform/scope';
import { inventoryOf } from './inventory.read';
import { inventoryItems, itemLogs } from './inventory.table';

interface DayRow {
  date: string;
  items: number | string;
  quantity: string;
  weight: string;
}

/**
 * What an inventory held at the end of each UTC day from `from` to `to`, read from the item log:
 * every log row moves its item from its quantity before to its quantity after, so the sum of those
 * moves up to a day is what was on hand that day (the ledger the tests keep true). One statement:
 * the rows before `from` fold into its opening, the days' moves are summed, and a running sum over
 * the calendar answers every day, those without a move too. An item is on hand while its quantity
 * is above zero; its weight counts in proportion to the most it ever held (the receipt it was
 * weighed with), a window over its rows, less what was split off it into other items (which took
 * their share of the weight along: inventory.split.ts). The rows are read from their index alone (migration 0028).
 */
export async function onHandHistory(
  ex: Executor,
  scope: DataScope,
  inventoryId: number,
  range: { from: string; to: string },
): Promise<OnHandHistory> {
  const inventory = await inventoryOf(ex, scope, inventoryId);
  const result = await ex.execute(sql`
    with moves as (
      select (l.at at time zone 'utc')::date as day,
             l.quantity_after - l.quantity_before as quantity,
             (l.quantity_after > 0)::int - (l.quantity_before > 0)::int as items,
             (l.quantity_after - l.quantity_before) * i.weight
               / nullif(greatest(max(l.quantity_after) over (partition by l.inventory_item_id)
                 - i.quantity_split_off, 0), 0) as weight
      from ${itemLogs} l
      join ${inventoryItems} i on i.id = l.inventory_item_id
      where i.inventory_id = ${inventoryId}
        and l.at < (${range.to}::date + 1)::timestamp at time zone 'utc'
    ),
    daily as (
      select greatest(day, ${range.from}::date) as day,
             sum(quantity) as quantity, sum(items) as items, sum(weight) as weight
      from moves
      group by 1
    )
    select to_char(c.day, 'YYYY-MM-DD') as date,
           coalesce(sum(d.items) over w, 0)::int as items,
           coalesce(sum(d.quantity) over w, 0)::numeric(14,3)::text as quantity,
           round(coalesce(sum(d.weight) over w, 0), 2)::numeric(14,2)::text as weight
    from (select g::date as day from generate_series(${range.from}::date, ${range.to}::date, interval '1 day') g) c
    left join daily d on d.day = c.day
    window w as (order by c.day)
    order by c.day`);
  const rows = (result as unknown as { rows: DayRow[] }).rows;
  return {
    inventoryId,
    projectId: inventory.projectId,
    from: range.from,
    to: range.to,
    days: rows.map((r) => ({ date: r.date, items: Number(r.items), quantityOnHand: r.quantity, weight: r.weight })),
  };
}
