import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { REQUIRED } from './common/errors';
import { idSchema, MAX_ID } from './common/paging';
import { inventoryItem } from './inventory';

const tag = 'Inventory moves';
const owner = 'project' as const;

/**
 * What a scanner reads off an item on the floor: its receiving label (`RAI-<raItemId>`), an
 * inventory label (`INV-<inventoryItemId>`) or an item number, as typed or scanned.
 */
export const scanQuery = z.object({ code: z.string().trim().min(1, 'Scan or type an item.').max(60) });

/** An item put in another location: the whole item, to an existing active location (its code as scanned). */
export const moveItemBody = z.object({
  inventoryItemId: idSchema,
  /** The item's version as the screen read it: a change since is a 409. Left out, the move is of the item as it is. */
  version: z.number().int().min(0).max(MAX_ID).optional(),
  location: z.string().trim().min(1, REQUIRED).max(60),
});
export type MoveItemBody = z.input<typeof moveItemBody>;

/** Finding and moving items on the floor by scanning: each move is a row of the item's log. */
export const inventoryMoveEndpoints = {
  scan: endpoint({
    method: 'GET',
    path: '/api/inventoryItems/scan',
    access: 'Inventory:View',
    owner,
    tag,
    summary:
      'The items a scan names, among the projects the caller sees: RAI-<id> (a receiving label: its good and damaged parts), INV-<id> (an item), or an exact item number (at most 20, those on hand first)',
    query: scanQuery,
    response: z.array(inventoryItem),
  }),
  move: endpoint({
    method: 'POST',
    path: '/api/inventoryItems/move',
    access: 'Inventory:Update',
    owner,
    tag,
    summary:
      "Move an item, whole, to an existing active location (its code, any case); logged as 'moved' with the location before and after. Client users do not move goods",
    body: moveItemBody,
    response: inventoryItem,
  }),
};
