/** What receiving does to inventory, in its transaction; the warehouse issue builds the rest of the module. */
export { inventoryCountOf, putAway, type ReceivedLine } from './inventory.putAway';
/** Tables other modules read (an RA line's inventory item). */
export { inventoryItems, itemLogs } from './inventory.table';
