import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { REQUIRED } from './common/errors';
import { idSchema, MAX_ID } from './common/paging';
import { inventoryItem } from './inventory';
import { quantityText } from './purchaseOrder';

const tag = 'Inventory moves';
const owner = 'project' as const;

/**
 * What a scanner reads off an item on the floor: its receiving label (`RAI-<raItemId>`), an
 * inventory label (`INV-<inventoryItemId>`) or an item number, as typed or scanned.
 */
export const scanQuery = z.object({ code: z.string().trim().min(1, 'Scan or type an item.').max(60) });

/**
 * An item put in another location (an existing active one, its code as scanned): the whole item,
 * or part of its quantity, which then becomes an item of its own there (a split).
 */
export const moveItemBody = z.object({
  inventoryItemId: idSchema,
  /** The item's version as the screen read it: a change since is a 409. Left out, the move is of the item as it is. */
  version: z.number().int().min(0).max(MAX_ID).optional(),
  location: z.string().trim().min(1, REQUIRED).max(60),
  /**
   * How much to move. Left out, or all that is on hand: the whole item moves. Less: that much is
   * split off as a new item at the location, never more than is available (on hand, less what
   * pick tickets hold).
   */
  quantity: quantityText.refine((q) => Number(q) > 0, 'Move more than zero.').optional(),
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
      "Move an item to an existing active location (its code, any case): whole, logged as 'moved' with the location before and after; or part of it (quantity less than on hand, at most what is available), split off as a new item there that continues the original's storage, logged as 'split' on both. Answers the item at the location (the part moved). Client users do not move goods",
    body: moveItemBody,
    response: inventoryItem,
  }),
};
