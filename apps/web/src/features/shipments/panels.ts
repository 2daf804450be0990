import { lazyPanel } from '../../components/lazy';

/** The shipment screen's panels loaded on demand (lazyPanel); its route names the tabs among them. */
export const ShipmentItemsTab = lazyPanel(() => import('./components/ShipmentItemsTab'), 'ShipmentItemsTab');
export const ShipmentAlertsTab = lazyPanel(() => import('./components/ShipmentAlertsTab'), 'ShipmentAlertsTab');
