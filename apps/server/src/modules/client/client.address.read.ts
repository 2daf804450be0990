import { type AnyColumn, and, eq } from 'drizzle-orm';
import { clientAddresses } from './client.table';

/**
 * A company's primary address as other modules' reads take it: the columns to select, the join
 * that finds it (left join: a company may have none), and its text as a document prints it.
 */
export const primaryAddress = {
  columns: {
    address1: clientAddresses.address1,
    address2: clientAddresses.address2,
    city: clientAddresses.city,
    postalCode: clientAddresses.postalCode,
  },
  table: clientAddresses,
  /** The primary address of the company `clientId` names. */
  of: (clientId: AnyColumn) => and(eq(clientAddresses.clientId, clientId), eq(clientAddresses.isPrimary, true)),
};

/** An address as two lines: street (and suite), then city and postal code; blank parts left out. */
export function addressText(a: {
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
}) {
  const street = [a.address1, a.address2].filter(Boolean).join(', ');
  const town = [a.city, a.postalCode].filter(Boolean).join(' ');
  return [street, town].filter(Boolean).join('\n');
}
