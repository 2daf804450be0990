import { statusBadgeOf } from '../../../components/StatusBadge';

/** Where a proposal stands: draft grey, sent blue, accepted green, declined red, expired orange. */
export const ProposalStatusBadge = statusBadgeOf({
  draft: 'gray',
  sent: 'freight',
  accepted: 'green',
  declined: 'red',
  expired: 'orange',
});
