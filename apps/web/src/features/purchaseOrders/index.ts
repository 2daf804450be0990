/**
 * Purchase orders. The app takes purchaseOrdersFeature (feature.ts), whose project-hub tab lists a
 * project's POs (pages/ProjectPoTab); nothing else of it is used by other features.
 */
export { ProjectPurchaseOrders } from './components/ProjectPurchaseOrders';
