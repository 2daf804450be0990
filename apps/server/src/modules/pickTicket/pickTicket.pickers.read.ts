import { allows, type CommonOption } from '@freightdesk/contracts';
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/scope';
import { inventoryItems } from '../inventory/tables';
import { PICKER_LIMIT, projectInScope, projectsHaving } from '../project';
import { poItems } from '../purchaseOrder/tables';
import { pickTicketItems, pickTickets } from './pickTicket.table';

/** The pick tickets that take goods of a PO: lines of inventory items received from its lines. */
const takingGoodsOfPo = (ex: Executor, purchaseOrderId: number) =>
  exists(
    ex
      .select({ one: sql`1` })
      .from(pickTicketItems)
      .innerJoin(inventoryItems, eq(inventoryItems.id, pickTicketItems.inventoryItemId))
      .innerJoin(poItems, eq(poItems.id, inventoryItems.poItemId))
      .where(and(eq(pickTicketItems.pickTicketId, pickTickets.id), eq(poItems.purchaseOrderId, purchaseOrderId))),
  );

/** The pick tickets the caller sees ("PT-… · Status · Requested"), newest number first; none without PickTicket:View. */
export async function pickTicketOptions(
  ex: Executor,
  actor: Actor,
  f: { projectId?: number; purchaseOrderId?: number } = {},
): Promise<CommonOption[]> {
  if (!allows(actor.scope, 'PickTicket:View')) return [];
  return ex
    .select({
      id: pickTickets.id,
      number: pickTickets.number,
      label: sql<string>`${pickTickets.number} || ' · ' || ${pickTickets.status}::text || coalesce(' · ' || ${pickTickets.requestedDate}::text, '')`,
      projectId: pickTickets.projectId,
    })
    .from(pickTickets)
    .where(
      and(
        projectInScope(scopeOf(actor), pickTickets.projectId),
        f.projectId === undefined ? undefined : eq(pickTickets.projectId, f.projectId),
        f.purchaseOrderId === undefined ? undefined : takingGoodsOfPo(ex, f.purchaseOrderId),
      ),
    )
    .orderBy(desc(sql`lower(${pickTickets.number})`))
    .limit(PICKER_LIMIT);
}

/** The projects that have pick tickets the caller sees. */
export const projectsWithPickTickets = (ex: Executor, actor: Actor) =>
  projectsHaving(ex, actor, 'PickTicket:View', pickTickets, pickTickets.projectId);
