import { allows } from '@freightdesk/contracts';
import type { SharedTab } from '../../components/detail';
import { lazyPanel } from '../../components/lazy';
import type { ChargesOf } from './chargeForm';

/** A record's Charges tab, its code (the grid, the dialog) loaded when the tab is opened or the record's screen is idle. */
export const RecordCharges = lazyPanel(() => import('./components/RecordCharges'), 'RecordCharges');

type ChargedRecord = Omit<Extract<ChargesOf, { id: number }>, 'module'>;

/**
 * The Charges tab of a record's screen, for who holds Invoice:View (none otherwise): a record
 * declares it among its shared tabs, `tabs: { charges: chargesTab('PO'), … }` (defineRecord).
 */
export function chargesTab(module: Extract<ChargesOf, { id: number }>['module']): SharedTab<ChargedRecord> {
  return ({ id, number, projectId }, { scope }) =>
    allows(scope, 'Invoice:View')
      ? { path: 'charges', label: 'Charges', content: <RecordCharges of={{ module, id, number, projectId }} /> }
      : null;
}
