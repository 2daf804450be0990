/**
 * Shipments. The app takes shipmentsFeature (feature.ts), whose project-hub tab lists a project's
 * shipments; a PO drops in <PoShipments po /> for its tab.
 */
import { lazyPanel } from '../../components/lazy';

/** A PO's Shipments tab, its code (the grid) loaded when the tab is opened or the PO's screen is idle. */
export const PoShipments = lazyPanel(() => import('./components/ProjectShipments'), 'PoShipments');
