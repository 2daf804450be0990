import { statusBadgeOf } from '../../../components/StatusBadge';

/** Where a bill stands in the queue: waiting grey, approved blue, rejected red, exported green. */
export const VendorBillStatusBadge = statusBadgeOf({
  pending: 'gray',
  approved: 'freight',
  rejected: 'red',
  exported: 'green',
});

/** How a bill compares with its PO and what was received: Match green, Exception orange, Not matched grey. */
export const MatchBadge = statusBadgeOf({
  match: 'green',
  exception: 'orange',
  'not matched': 'gray',
});
