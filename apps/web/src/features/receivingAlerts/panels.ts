import { lazyPanel } from '../../components/lazy';

/** The receiving alert screen's panels loaded on demand (lazyPanel); its route names the tabs among them. */
export const ReceiveTab = lazyPanel(() => import('./components/ReceiveTab'), 'ReceiveTab');
export const RaLinesDraft = lazyPanel(() => import('./components/RaLinesDraft'), 'RaLinesDraft');
