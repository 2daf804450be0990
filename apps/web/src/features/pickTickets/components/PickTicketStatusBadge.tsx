import { statusBadgeOf } from '../../../components/StatusBadge';

/** Where a ticket stands, by colour: open blue, being picked yellow, picked cyan, on the road violet, delivered green. */
export const PickTicketStatusBadge = statusBadgeOf({
  open: 'freight',
  picking: 'yellow',
  picked: 'cyan',
  'out for delivery': 'violet',
  delivered: 'green',
  cancelled: 'red',
});
