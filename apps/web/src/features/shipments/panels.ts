import { lazyPanel } from '../../components/lazy';

/**
 * The shipment screen's parts loaded on demand: it draws its Details tab without them. The tabs are also
 * named by their address in the feature's route (`panels`), so an address that opens on one fetches
 * its code with the screen's.
 */
export const ShipmentItemsTab = lazyPanel(() => import('./components/ShipmentItemsTab'), 'ShipmentItemsTab');
export const ShipmentAlertsTab = lazyPanel(() => import('./components/ShipmentAlertsTab'), 'ShipmentAlertsTab');
