/**
 * Receiving alerts. The app takes receivingAlertsFeature (feature.ts); a project's hub drops in
 * <ProjectReceivingAlerts projectId /> for its tab, a PO <PoReceivingAlerts po /> for its.
 */

export { PoReceivingAlerts } from './components/PoReceivingAlerts';
export { PoReceivingExceptions } from './components/PoReceivingExceptions';
export { ProjectReceivingAlerts } from './components/ProjectReceivingAlerts';
