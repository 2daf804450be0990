// The inventory module's tables that other modules' list and read declarations may join to, or a
// table may reference by foreign key. Only *.list.ts, *.read.ts and *.table.ts of another module
// import this file (scripts/check-boundaries.mjs); everything else asks the module's index.ts.
export { inventories, inventoryItems, itemLogs } from './inventory.table';
