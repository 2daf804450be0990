import { allows, type CommonOption } from '@freightdesk/contracts';
import { and, desc, eq, exists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/scope';
import { charges } from '../charge/tables';
import { PICKER_LIMIT, projectInScope, projectsHaving } from '../project';
import { invoiceNumber } from './invoice.list';
import { clientSees } from './invoice.rules';
import { invoices } from './invoice.table';

/** The invoices that bill charges of a PO. */
const billingPo = (ex: Executor, purchaseOrderId: number) =>
  exists(
    ex
      .select({ one: sql`1` })
      .from(charges)
      .where(
        and(
          eq(charges.invoiceId, invoices.id),
          eq(charges.containerModule, 'PO'),
          eq(charges.containerId, purchaseOrderId),
        ),
      ),
  );

/** The invoices the caller sees ("INV-… · Status · Date", a draft as "Draft"); none without Invoice:View. */
export async function invoiceOptions(
  ex: Executor,
  actor: Actor,
  f: { projectId?: number; purchaseOrderId?: number } = {},
): Promise<CommonOption[]> {
  if (!allows(actor.scope, 'Invoice:View')) return [];
  return ex
    .select({
      id: invoices.id,
      number: invoiceNumber,
      label: sql<string>`coalesce(${invoices.number}, 'Draft') || ' · ' || ${invoices.status}::text || ' · ' || ${invoices.invoiceDate}::text`,
      projectId: invoices.projectId,
    })
    .from(invoices)
    .where(
      and(
        projectInScope(scopeOf(actor), invoices.projectId),
        clientSees(scopeOf(actor)),
        f.projectId === undefined ? undefined : eq(invoices.projectId, f.projectId),
        f.purchaseOrderId === undefined ? undefined : billingPo(ex, f.purchaseOrderId),
      ),
    )
    .orderBy(desc(sql`lower(${invoices.number})`))
    .limit(PICKER_LIMIT);
}

/** The projects that have invoices the caller sees. */
export const projectsWithInvoices = (ex: Executor, actor: Actor) =>
  projectsHaving(ex, actor, 'Invoice:View', invoices, invoices.projectId);
