import { statusBadgeOf } from '../../../components/StatusBadge';

/** Where an invoice stands, by colour: a draft grey, approved blue, sent violet, partly paid teal, paid green, void red. */
export const InvoiceStatusBadge = statusBadgeOf({
  draft: 'gray',
  approved: 'freight',
  sent: 'violet',
  paid: 'green',
  'partly paid': 'teal',
  void: 'red',
});
