import type { CycleCountDetails } from '@freightdesk/contracts';
import { audited } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { countOf } from './cycleCount.read';

/** What a count's history keeps (its lines' changes are in each item's log). */
const trail = (c: CycleCountDetails) => ({
  number: c.number,
  status: c.status,
  location: c.location,
  notes: c.notes,
  lines: c.totals.lines,
  differences: c.totals.differences,
});

export const countHistory = audited({
  entity: 'cycleCount',
  read: (tx, actor, id) => countOf(tx, scopeOf(actor), id),
  trail,
});
