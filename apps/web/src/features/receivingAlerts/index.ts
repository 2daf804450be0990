/**
 * Receiving alerts. The app takes receivingAlertsFeature (feature.ts), whose project-hub tab lists a
 * project's alerts; a PO drops in <PoReceivingAlerts po /> for its tab.
 */

import { lazyPanel } from '../../components/lazy';

export { PoReceivingExceptions } from './components/PoReceivingExceptions';

/** A PO's Receiving alerts tab, its code (the grid) loaded when the tab is opened or the PO's screen is idle. */
export const PoReceivingAlerts = lazyPanel(() => import('./components/PoReceivingAlerts'), 'PoReceivingAlerts');
