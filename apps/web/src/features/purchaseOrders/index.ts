/**
 * Purchase orders. The app takes purchaseOrdersFeature (feature.ts); a project's hub drops in
 * <ProjectPurchaseOrders projectId /> for its POs tab.
 */
export { ProjectPurchaseOrders } from './components/ProjectPurchaseOrders';
