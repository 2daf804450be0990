import { and, eq, inArray } from 'drizzle-orm';
import { type ReferenceCheck, referenceCheck } from '../../platform/references';
import { clients } from './client.table';

const ofTypes = (typeId: number | readonly number[]) =>
  typeof typeId === 'number' ? eq(clients.typeId, typeId) : inArray(clients.typeId, [...typeId]);

/**
 * A company of the address book of one type (a PO's vendor, a shipment's carrier), of one of
 * several (a vendor bill's vendor or carrier), or of any type when `typeId` is null: what a write
 * that names a company declares (platform/references.ts).
 */
export const companyOfType = (typeId: number | readonly number[] | null, message: string): ReferenceCheck =>
  referenceCheck(message, async (ex, ids) =>
    (
      await ex
        .select({ id: clients.id })
        .from(clients)
        .where(and(inArray(clients.id, ids), typeId === null ? undefined : ofTypes(typeId)))
    ).map((r) => r.id),
  );
