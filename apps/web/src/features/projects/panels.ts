import { lazyPanel } from '../../components/lazy';

/** The project screen's panels loaded on demand (lazyPanel); its route names the tabs among them. */
export const RatesTab = lazyPanel(() => import('./components/rates/RatesTab'), 'RatesTab');
export const BillingPeriodsTab = lazyPanel(() => import('./components/BillingPeriodsTab'), 'BillingPeriodsTab');
