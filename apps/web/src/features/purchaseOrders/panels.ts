import { lazyPanel } from '../../components/lazy';

/** The purchase order screen's panels loaded on demand (lazyPanel); its route names the tabs among them. */
export const PoItemsTab = lazyPanel(() => import('./components/PoItemsTab'), 'PoItemsTab');
export const PoItemsDraft = lazyPanel(() => import('./components/PoItemsDraft'), 'PoItemsDraft');
