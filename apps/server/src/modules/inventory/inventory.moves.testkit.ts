import { sql } from 'drizzle-orm';
import type { ModuleTestKit, TestApp } from '../../test/kit';
import { makeLocation } from '../location/location.testkit';
import { inventoryItems, itemLogs } from './inventory.table';
import { stocked } from './inventory.testkit';

/** Items whose quantity on hand is not what their log rows add up to: the ledger's invariant, checked after every flow. */
export async function ledgerBreaks(t: TestApp): Promise<number[]> {
  const logged = sql`coalesce((select sum(${itemLogs.quantityAfter} - ${itemLogs.quantityBefore}) from ${itemLogs}
    where ${itemLogs.inventoryItemId} = ${inventoryItems.id}), 0)`;
  const rows = await t.database.db
    .select({ id: inventoryItems.id })
    .from(inventoryItems)
    .where(sql`${inventoryItems.quantityOnHand} <> ${logged}`);
  return rows.map((r) => r.id);
}

/** Finding and moving items by scanning: their bodies and how a caller outside the project is kept out. */
export const testKit: ModuleTestKit = {
  samples: {
    'POST /api/inventoryItems/move': async (t) => {
      const s = await stocked(t);
      const to = await makeLocation(t);
      return { inventoryItemId: s.chair.id, version: s.chair.version, location: to.code };
    },
  },
  scoped: {
    'GET /api/inventoryItems/scan': {
      kind: 'list',
      async arrange(t, project, marker) {
        const s = await stocked(t, project.id, marker);
        return { method: 'GET', url: `/api/inventoryItems/scan?code=INV-${s.chair.id}`, id: s.chair.id };
      },
    },
    'POST /api/inventoryItems/move': {
      kind: 'write',
      async arrange(t, project, marker) {
        const s = await stocked(t, project.id, marker);
        const to = await makeLocation(t);
        return {
          method: 'POST',
          url: '/api/inventoryItems/move',
          payload: { inventoryItemId: s.chair.id, location: to.code },
          id: s.chair.id,
        };
      },
    },
  },
};
