import { lazyPanel } from '../../components/lazy';

/**
 * The pick ticket screen's parts loaded on demand: it draws its Details tab without them. The tabs are also
 * named by their address in the feature's route (`panels`), so an address that opens on one fetches
 * its code with the screen's.
 */
export const PickTicketLines = lazyPanel(() => import('./components/PickTicketLines'), 'PickTicketLines');
export const PickTab = lazyPanel(() => import('./components/PickTab'), 'PickTab');
export const DeliverTab = lazyPanel(() => import('./components/DeliverTab'), 'DeliverTab');
export const ReleaseItemsPicker = lazyPanel(() => import('./components/ReleaseItemsPicker'), 'ReleaseItemsPicker');
