import { allows, type CommonOption } from '@freightdesk/contracts';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/scope';
import { clients } from '../client/tables';
import { PICKER_LIMIT, projectInScope, projectsHaving } from '../project';
import { purchaseOrders } from './purchaseOrder.table';

/** The purchase orders the caller sees ("PO-10001 · Vendor"), newest number first; none without PO:View. */
export async function poOptions(
  ex: Executor,
  actor: Actor,
  f: { projectId?: number; id?: number; ids?: number[] } = {},
): Promise<CommonOption[]> {
  if (!allows(actor.scope, 'PO:View') || f.ids?.length === 0) return [];
  return ex
    .select({
      id: purchaseOrders.id,
      number: purchaseOrders.number,
      label: sql<string>`${purchaseOrders.number} || ' · ' || ${clients.name}`,
      projectId: purchaseOrders.projectId,
    })
    .from(purchaseOrders)
    .innerJoin(clients, eq(clients.id, purchaseOrders.vendorId))
    .where(
      and(
        projectInScope(scopeOf(actor), purchaseOrders.projectId),
        f.projectId === undefined ? undefined : eq(purchaseOrders.projectId, f.projectId),
        f.id === undefined ? undefined : eq(purchaseOrders.id, f.id),
        f.ids === undefined ? undefined : inArray(purchaseOrders.id, f.ids),
      ),
    )
    .orderBy(desc(sql`lower(${purchaseOrders.number})`))
    .limit(PICKER_LIMIT);
}

/** The projects that have purchase orders the caller sees. */
export const projectsWithPos = (ex: Executor, actor: Actor) =>
  projectsHaving(ex, actor, 'PO:View', purchaseOrders, purchaseOrders.projectId);
