export { createPoItemService, type PoItemService } from './poItem.service';
/** What shipping does to a PO line, in its transaction. */
export { type LockedPoLine, lockPoLines, moveReceived, moveShipped, type PoLine } from './purchaseOrder.lines';
/** What writes that name a PO or a PO line declare (platform/references.ts). */
export { poLineOfProject, purchaseOrderOfProject } from './purchaseOrder.references';
export { purchaseOrderRoutes } from './purchaseOrder.routes';
export { createPurchaseOrderService, type PurchaseOrderService } from './purchaseOrder.service';
/** What shipping and receiving call after moving quantities on a PO's lines, in their transaction. */
export { followItems } from './purchaseOrder.status';
/** Tables the shipping and receiving modules reference and move quantities on. */
export { poItems, purchaseOrders } from './purchaseOrder.table';
