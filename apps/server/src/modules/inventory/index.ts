/**
 * The inventory's services: what receiving puts away and what later work holds and releases, in
 * the caller's transaction; the warehouse issue builds the rest of the module.
 */
export type { CountedLine } from './inventory.counts';
export type { Availability, HoldLine } from './inventory.holds';
/** Every project's inventory with its totals, scoped: what the home page's queue counts of it. */
export { inventoryListQuery } from './inventory.list';
export type { CountableItem } from './inventory.moves';
export type { PickedLine } from './inventory.pick';
export type { ReceivedLine, ShelvedLine } from './inventory.putAway';
export { createInventoryService, type InventoryService } from './inventory.service';
export type { StoredItem, StoredMove } from './inventory.storage';
