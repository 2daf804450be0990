import { lazyPanel } from '../../components/lazy';

/** The pick ticket screen's panels loaded on demand (lazyPanel); its route names the tabs among them. */
export const PickTicketLines = lazyPanel(() => import('./components/PickTicketLines'), 'PickTicketLines');
export const PickTab = lazyPanel(() => import('./components/PickTab'), 'PickTab');
export const DeliverTab = lazyPanel(() => import('./components/DeliverTab'), 'DeliverTab');
export const ReleaseItemsPicker = lazyPanel(() => import('./components/ReleaseItemsPicker'), 'ReleaseItemsPicker');
