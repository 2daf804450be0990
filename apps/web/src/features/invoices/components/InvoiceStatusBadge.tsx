import { statusBadgeOf } from '../../../components/StatusBadge';

/** Where an invoice stands, by colour: a draft grey, approved blue, sent violet, paid green, void red. */
export const InvoiceStatusBadge = statusBadgeOf({
  draft: 'gray',
  approved: 'freight',
  sent: 'violet',
  paid: 'green',
  void: 'red',
});
