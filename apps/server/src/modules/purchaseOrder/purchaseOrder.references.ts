import { and, eq, inArray } from 'drizzle-orm';
import type { ReferenceCheck } from '../../platform/references';
import { referenceCheck } from '../../platform/references';
import type { DataScope } from '../../platform/scope';
import { projectInScope } from '../project';
import { poItems, purchaseOrders } from './purchaseOrder.table';

/** A PO of the record's project, which the caller sees: what an alert names (platform/references.ts). */
export const purchaseOrderOfProject = (scope: DataScope, projectId: number): ReferenceCheck =>
  referenceCheck('Pick a PO of this project.', async (ex, ids) =>
    (
      await ex
        .select({ id: purchaseOrders.id })
        .from(purchaseOrders)
        .where(
          and(
            inArray(purchaseOrders.id, ids),
            eq(purchaseOrders.projectId, projectId),
            projectInScope(scope, purchaseOrders.projectId),
          ),
        )
    ).map((r) => r.id),
  );

/**
 * A line of a PO of the record's project, which the caller sees: what a shipment or an alert line
 * names. A record that names its PO (a vendor bill) takes lines of that PO only.
 */
export const poLineOfProject = (scope: DataScope, projectId: number, purchaseOrderId?: number | null): ReferenceCheck =>
  referenceCheck(purchaseOrderId ? 'Pick a line of this PO.' : 'Pick a PO line of this project.', async (ex, ids) =>
    (
      await ex
        .select({ id: poItems.id })
        .from(poItems)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, poItems.purchaseOrderId))
        .where(
          and(
            inArray(poItems.id, ids),
            eq(purchaseOrders.projectId, projectId),
            purchaseOrderId ? eq(poItems.purchaseOrderId, purchaseOrderId) : undefined,
            projectInScope(scope, purchaseOrders.projectId),
          ),
        )
    ).map((r) => r.id),
  );
