import { statusBadgeOf } from '../../../components/StatusBadge';

/** Where a PO stands, by colour: waiting work blue, goods moving cyan and yellow, done green or grey. */
export const PoStatusBadge = statusBadgeOf({
  open: 'gray',
  ordered: 'freight',
  shipped: 'cyan',
  'partially received': 'yellow',
  received: 'green',
  closed: 'dark',
  cancelled: 'red',
});
