import { defineList, type ShippableItem } from '@freightdesk/contracts';
import { asc, eq, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { listQuery } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { poHeaderOf } from './purchaseOrder.read';
import { finishedPoStatuses } from './purchaseOrder.status';
import { poItems, purchaseOrders } from './purchaseOrder.table';

/** What is left to ship of a PO line. */
const remaining = sql<string>`(${poItems.quantity} - ${poItems.quantityShipped})::text`;

/** A project's PO lines with something left to ship, by PO number then entry order (a server list: no grid shows it). */
const toShipList = defineList({
  name: 'PO lines to ship',
  columns: { poNumber: { label: 'PO #', type: 'text' } },
  defaultSort: { column: 'poNumber' },
});

const toShipQuery = listQuery({
  spec: toShipList,
  from: poItems,
  id: poItems.id,
  joins: {
    po: { table: purchaseOrders, on: eq(purchaseOrders.id, poItems.purchaseOrderId) },
    vendor: { table: clients, on: eq(clients.id, purchaseOrders.vendorId) },
  },
  columns: { poNumber: { expr: purchaseOrders.number, sort: sql`lower(${purchaseOrders.number})`, joins: ['po'] } },
  select: {
    poItemId: poItems.id,
    purchaseOrderId: purchaseOrders.id,
    poNumber: purchaseOrders.number,
    vendorName: clients.name,
    itemNumber: poItems.itemNumber,
    description: poItems.description,
    unitOfMeasure: poItems.unitOfMeasure,
    quantity: poItems.quantity,
    quantityShipped: poItems.quantityShipped,
    remaining,
    weight: poItems.weight,
    pieces: poItems.pieces,
  },
  selectJoins: ['po', 'vendor'],
  parents: {
    // The project's lines of POs still open, not yet shipped in full.
    project: (id) =>
      sql`${poItems.purchaseOrderId} in (select ${purchaseOrders.id} from ${purchaseOrders}
        where ${purchaseOrders.projectId} = ${id} and ${notInArray(purchaseOrders.status, finishedPoStatuses)})
        and ${poItems.quantityShipped} < ${poItems.quantity}`,
  },
  scope: (scope) =>
    projectInScope(
      scope,
      sql`(select ${purchaseOrders.projectId} from ${purchaseOrders} where ${purchaseOrders.id} = ${poItems.purchaseOrderId})`,
    ),
});

/** What is left to ship of a project's PO lines, and to receive of a PO's: what shipping and receiving ask the PO module. */
export function createPoLeft({ db }: { db: Executor }) {
  return {
    /** A PO's heading (its number, project and status) as the caller sees it; outside the scope it is not found. */
    heading: (actor: Actor, purchaseOrderId: number, tx?: Executor) =>
      poHeaderOf(tx ?? db, scopeOf(actor), purchaseOrderId),

    /** A page of a project's PO lines with something left to ship (the caller's scope; none outside it). */
    async leftToShip(
      actor: Actor,
      input: { projectId: number; pageIndex: number; pageSize: number },
      tx?: Executor,
    ): Promise<{
      items: ShippableItem[];
      totalCount: number;
      totalExact: boolean;
      pageIndex: number;
      pageSize: number;
    }> {
      return toShipQuery.page(tx ?? db, scopeOf(actor), {
        searchFields: {},
        reverse: false,
        paged: true,
        pageIndex: input.pageIndex,
        pageSize: input.pageSize,
        parent: { project: input.projectId },
      });
    },

    /**
     * A PO's lines with what is left to receive of each (ordered, less received; never below
     * zero), in entry order. A PO outside the caller's scope is not found.
     */
    async leftToReceive(
      actor: Actor,
      purchaseOrderId: number,
      tx?: Executor,
    ): Promise<{ poItemId: number; quantityLeft: string }[]> {
      const ex = tx ?? db;
      await poHeaderOf(ex, scopeOf(actor), purchaseOrderId);
      return ex
        .select({
          poItemId: poItems.id,
          quantityLeft: sql<string>`greatest(${poItems.quantity} - ${poItems.quantityReceived}, 0)::text`,
        })
        .from(poItems)
        .where(eq(poItems.purchaseOrderId, purchaseOrderId))
        .orderBy(asc(poItems.id));
    },
  };
}
export type PoLeft = ReturnType<typeof createPoLeft>;
