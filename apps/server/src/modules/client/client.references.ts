import { and, eq, inArray } from 'drizzle-orm';
import { type ReferenceCheck, referenceCheck } from '../../platform/references';
import { clients } from './client.table';

/**
 * A company of the address book of one type (a PO's vendor, a shipment's carrier), or of any type
 * when `typeId` is null: what a write that names a company declares (platform/references.ts).
 */
export const companyOfType = (typeId: number | null, message: string): ReferenceCheck =>
  referenceCheck(message, async (ex, ids) =>
    (
      await ex
        .select({ id: clients.id })
        .from(clients)
        .where(and(inArray(clients.id, ids), typeId === null ? undefined : eq(clients.typeId, typeId)))
    ).map((r) => r.id),
  );
