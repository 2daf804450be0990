/**
 * Receiving alerts. The app takes receivingAlertsFeature (feature.ts), whose project-hub tab lists a
 * project's alerts; a PO drops in <PoReceivingAlerts po /> for its tab.
 */

export { PoReceivingAlerts } from './components/PoReceivingAlerts';
export { PoReceivingExceptions } from './components/PoReceivingExceptions';
export { ProjectReceivingAlerts } from './components/ProjectReceivingAlerts';
