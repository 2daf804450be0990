export { createPoItemService, type PoItemService } from './poItem.service';
/**
 * What shipping and receiving ask of PO lines (what is left to ship or to receive of them) and do
 * to a set of them, in their transaction: ship, receive, expect.
 */
export { createPoLines, type PoLine, type PoLineMove, type PoLines } from './purchaseOrder.lines';
// For other modules' list and read declarations only (read, never written: the PO module writes them):
/** The PO list, which tells whether the caller sees a PO (visibleOr404 in platform/kit). */
export { purchaseOrderListQuery } from './purchaseOrder.list';
export { poOptions, projectsWithPos } from './purchaseOrder.pickers.read';
/** What writes that name a PO or a PO line declare (platform/references.ts). */
export { poLineOfProject, purchaseOrderOfProject } from './purchaseOrder.references';
export { purchaseOrderRoutes } from './purchaseOrder.routes';
export { createPurchaseOrderService, type PurchaseOrderService } from './purchaseOrder.service';
