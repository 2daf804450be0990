import { allows, type Scope } from '@freightdesk/contracts';
import type { DetailTab } from '../../components/detail';
import { lazyPanel } from '../../components/lazy';
import type { ChargesOf } from './chargeForm';

/** A record's Charges tab, its code (the grid, the dialog) loaded when the tab is opened or the record's screen is idle. */
export const RecordCharges = lazyPanel(() => import('./components/RecordCharges'), 'RecordCharges');

/**
 * The Charges tab of a record's screen, for who holds Invoice:View (none otherwise): a record's
 * `tabs` spread it in, `...chargesTab(scope, { module: 'PO', id, number, projectId })`.
 */
export function chargesTab(scope: Scope, of: Extract<ChargesOf, { id: number }>): DetailTab[] {
  if (!allows(scope, 'Invoice:View')) return [];
  return [{ path: 'charges', label: 'Charges', content: <RecordCharges of={of} /> }];
}
