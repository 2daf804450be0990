import type { VendorBillStatus } from '@freightdesk/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor';
import { providerOnly } from '../../platform/auth/actor';
import { conflict } from '../../platform/errors';
import type { DataScope } from '../../platform/scope';

/** A client user sees no vendor bill: what the provider pays its vendors and carriers is its own. */
export const clientSeesNone = (scope: DataScope): SQL | undefined =>
  !scope.all && scope.companyId !== null ? sql`false` : undefined;

/** Paying vendors is the provider's work (after the record's own 404). */
export const staffOnly = (actor: Actor) =>
  providerOnly(actor, 'Client users do not see vendor bills: paying vendors and carriers is staff work.');

/** A bill changes while it waits in the queue (Pending) or was sent back (Rejected); after that it is the books'. */
export function changeable(b: { status: VendorBillStatus; number: string }, what: string) {
  if (b.status === 'Approved' || b.status === 'Exported') {
    throw conflict(`Vendor bill ${b.number} is ${b.status.toLowerCase()}: it cannot be ${what}.`);
  }
}
