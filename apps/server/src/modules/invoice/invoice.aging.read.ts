import { type AgingReport, billedStatuses } from '@freightdesk/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { scopeOf } from '../../platform/scope';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { balanceNumeric } from './invoice.list';
import { clientSees } from './invoice.rules';
import { invoices } from './invoice.table';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Aging: what each bill-to owes on billed invoices the caller sees (their projects'), by days past
 * due on `asOf`: current (not yet due), 1-30, 31-60, 61-90 and over 90, each row's total and a
 * grand total; every figure is summed by the database as numeric, so the buckets add up to the
 * open balance to the cent.
 */
export async function agingOf(ex: Executor, actor: Actor, q: { asOf?: string }): Promise<AgingReport> {
  const asOf = q.asOf ?? today();
  const open = ex
    .select({
      billToId: invoices.billToId,
      billToName: sql<string | null>`coalesce(${invoices.billToName}, ${clients.name})`.as('bill_to_name'),
      late: sql<number>`(${asOf}::date - ${invoices.dueDate})`.as('late'),
      balance: sql<string>`${balanceNumeric}`.as('balance'),
    })
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.billToId))
    .where(
      and(
        inArray(invoices.status, [...billedStatuses]),
        projectInScope(scopeOf(actor), invoices.projectId),
        clientSees(scopeOf(actor)),
      ),
    )
    .as('open');
  const bucket = (when: ReturnType<typeof sql>) =>
    sql<string>`coalesce(sum(${open.balance}) filter (where ${when}), 0)::numeric(20, 2)::text`;
  const sums = {
    current: bucket(sql`${open.late} <= 0`),
    days1to30: bucket(sql`${open.late} between 1 and 30`),
    days31to60: bucket(sql`${open.late} between 31 and 60`),
    days61to90: bucket(sql`${open.late} between 61 and 90`),
    over90: bucket(sql`${open.late} > 90`),
    total: sql<string>`coalesce(sum(${open.balance}), 0)::numeric(20, 2)::text`,
  };
  const owing = sql`${open.balance} <> 0`;
  const rows = await ex
    .select({
      billToId: open.billToId,
      billToName: sql<string | null>`max(${open.billToName})`,
      invoices: sql<number>`count(*)::int`,
      ...sums,
    })
    .from(open)
    .where(owing)
    .groupBy(open.billToId)
    .orderBy(asc(sql`lower(max(${open.billToName}))`), asc(open.billToId));
  const [totals] = await ex.select(sums).from(open).where(owing);
  return { asOf, rows, totals: totals! };
}
