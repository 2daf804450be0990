import type { Charge } from '@freightdesk/contracts';
import { audited } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { chargeOf, chargesOf } from './charge.read';

/** What a charge's history keeps: what it was for and what it came to, as they read at the time. */
const trail = (c: Charge) => ({
  for: c.containerNumber ? `${c.containerModule} ${c.containerNumber}` : 'Project',
  type: c.type,
  description: c.description,
  chargeDate: c.chargeDate,
  quantity: c.quantity,
  unit: c.unit,
  rate: c.rate,
  amount: c.amount,
  status: c.status,
});

export const chargeHistory = audited({
  entity: 'charge',
  read: (tx, actor, id) => chargeOf(tx, scopeOf(actor), id),
  readMany: (tx, actor, ids) => chargesOf(tx, scopeOf(actor), ids),
  trail,
});
