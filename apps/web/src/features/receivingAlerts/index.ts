/**
 * Receiving alerts. The app takes receivingAlertsFeature (feature.ts); a project's hub drops in
 * <ProjectReceivingAlerts projectId /> for its tab.
 */
export { ProjectReceivingAlerts } from './components/ProjectReceivingAlerts';
