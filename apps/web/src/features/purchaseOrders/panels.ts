import { lazyPanel } from '../../components/lazy';

/**
 * The purchase order screen's parts loaded on demand: it draws its Details tab without them. The tabs are also
 * named by their address in the feature's route (`panels`), so an address that opens on one fetches
 * its code with the screen's.
 */
export const PoItemsTab = lazyPanel(() => import('./components/PoItemsTab'), 'PoItemsTab');
export const PoItemsDraft = lazyPanel(() => import('./components/PoItemsDraft'), 'PoItemsDraft');
