import { statusBadgeOf } from '../../../components/StatusBadge';

/** Where a count stands: open blue, submitted yellow, applied green, cancelled red. */
export const CycleCountStatusBadge = statusBadgeOf({
  open: 'freight',
  submitted: 'yellow',
  applied: 'green',
  cancelled: 'red',
});
