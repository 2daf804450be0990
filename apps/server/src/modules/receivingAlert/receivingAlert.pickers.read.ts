import { allows, type CommonOption } from '@freightdesk/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/scope';
import { PICKER_LIMIT, projectInScope, projectsHaving } from '../project';
import { alertsOf } from './receivingAlert.list';
import { receivingAlerts } from './receivingAlert.table';

/** The receiving alerts the caller sees ("RA-… · Status"), newest number first; none without RA:View. */
export async function raOptions(
  ex: Executor,
  actor: Actor,
  f: { projectId?: number; purchaseOrderId?: number; received?: boolean } = {},
): Promise<CommonOption[]> {
  if (!allows(actor.scope, 'RA:View')) return [];
  return ex
    .select({
      id: receivingAlerts.id,
      number: receivingAlerts.number,
      label: sql<string>`${receivingAlerts.number} || ' · ' || ${receivingAlerts.status}`,
      projectId: receivingAlerts.projectId,
    })
    .from(receivingAlerts)
    .where(
      and(
        projectInScope(scopeOf(actor), receivingAlerts.projectId),
        f.projectId === undefined ? undefined : alertsOf.project(f.projectId),
        f.purchaseOrderId === undefined ? undefined : alertsOf.purchaseOrder(f.purchaseOrderId),
        f.received ? eq(receivingAlerts.status, 'Received') : undefined,
      ),
    )
    .orderBy(desc(sql`lower(${receivingAlerts.number})`))
    .limit(PICKER_LIMIT);
}

/** The projects that have receiving alerts the caller sees. */
export const projectsWithRas = (ex: Executor, actor: Actor) =>
  projectsHaving(ex, actor, 'RA:View', receivingAlerts, receivingAlerts.projectId);
