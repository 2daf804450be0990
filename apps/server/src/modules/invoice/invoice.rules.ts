import { billedStatuses, CLIENT_USER_TYPE_ID, type InvoiceStatus } from '@freightdesk/contracts';
import { inArray, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/auth/actor';
import { conflict, forbidden } from '../../platform/errors';
import type { DataScope } from '../../platform/scope';
import { invoices } from './invoice.table';

/** Billed: approved or later, not void (what is owed, exported and shown to a client user). */
export const billed = (status: InvoiceStatus) => (billedStatuses as readonly string[]).includes(status);

/** Billing is the provider's: a client user reads their projects' invoices and changes none. */
export function staffOnly(actor: Actor) {
  if (actor.userTypeId === CLIENT_USER_TYPE_ID) {
    throw forbidden('Client users do not make billing decisions: invoices, credit notes and payments are staff work.');
  }
}

/** A client user sees their projects' invoices from approval on: never a draft, never a void one. */
export const clientSees = (scope: DataScope): SQL | undefined =>
  !scope.all && scope.companyId !== null ? inArray(invoices.status, [...billedStatuses]) : undefined;

/** The accounting system has it: nothing of it changes any more but the payments recorded on it. */
export function notExported(i: { exported: boolean; number: string }, what: string) {
  if (i.exported) {
    throw conflict(
      `Invoice ${i.number} is exported to the accounting system: ${what} Correct it with a credit note; payments may still be recorded.`,
    );
  }
}

/**
 * Where payments and credits leave a billed invoice: Paid once nothing is left, Partly paid while
 * something is paid, otherwise Sent or Approved as it was.
 */
export function statusByMoney(i: { sent: boolean }, balance: string, paid: string): InvoiceStatus {
  if (/^-?0+(\.0+)?$/.test(balance)) return 'Paid';
  if (/[1-9]/.test(paid)) return 'Partly paid';
  return i.sent ? 'Sent' : 'Approved';
}
