import { lazyPanel } from '../../components/lazy';

/**
 * The receiving alert screen's parts loaded on demand: it draws its Details tab without them. The tabs are also
 * named by their address in the feature's route (`panels`), so an address that opens on one fetches
 * its code with the screen's.
 */
export const ReceiveTab = lazyPanel(() => import('./components/ReceiveTab'), 'ReceiveTab');
export const RaLinesDraft = lazyPanel(() => import('./components/RaLinesDraft'), 'RaLinesDraft');
