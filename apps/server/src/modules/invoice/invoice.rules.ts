import { CLIENT_USER_TYPE_ID, type InvoiceStatus } from '@freightdesk/contracts';
import type { Actor } from '../../platform/auth/actor';
import { forbidden } from '../../platform/errors';

/** Billed: approved, sent or paid. */
export const billed = (status: InvoiceStatus) => status === 'Approved' || status === 'Sent' || status === 'Paid';

/** Billing is the provider's: a client user reads their projects' invoices and changes none. */
export function staffOnly(actor: Actor) {
  if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden('Client users do not change invoices.');
}
