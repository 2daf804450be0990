import { type Charge, chargeCategories } from '@freightdesk/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { notFound } from '../../platform/errors';
import type { DataScope } from '../../platform/scope';
import { projects } from '../project/tables';
import { chargeFields, chargeScope } from './charge.list';
import { charges } from './charge.table';

type ChargeRow = {
  [K in keyof typeof chargeFields]: unknown;
} & { createdAt: Date; modifiedAt: Date; category: Charge['category'] };

/** A charge row as the contract answers it. */
export const chargeOfRow = (r: ChargeRow): Charge =>
  ({
    ...r,
    categoryId: chargeCategories.idOf(r.category),
    createdAt: r.createdAt.toISOString(),
    modifiedAt: r.modifiedAt.toISOString(),
  }) as Charge;

/** One charge the caller sees (404 otherwise: another project's, or a cost to a client user). */
export async function chargeOf(ex: Executor, scope: DataScope, id: number, lock = false): Promise<Charge> {
  const q = ex
    .select(chargeFields)
    .from(charges)
    .innerJoin(projects, eq(projects.id, charges.projectId))
    .where(and(eq(charges.id, id), chargeScope(scope)));
  const [row] = lock ? await q.for('update', { of: charges }) : await q;
  if (!row) throw notFound('Charge');
  return chargeOfRow(row);
}

/** Charges the caller sees, in the order of `ids`, in one statement (404 when one is not seen). */
export async function chargesOf(ex: Executor, scope: DataScope, ids: readonly number[]): Promise<Charge[]> {
  const rows = await ex
    .select(chargeFields)
    .from(charges)
    .innerJoin(projects, eq(projects.id, charges.projectId))
    .where(and(inArray(charges.id, [...ids]), chargeScope(scope)));
  const byId = new Map(rows.map((r) => [r.id as number, chargeOfRow(r)]));
  return ids.map((id) => {
    const c = byId.get(id);
    if (!c) throw notFound('Charge');
    return c;
  });
}

/** A billing period's charges the caller sees (its warehouse charges: drafts, confirmed, adjustments), by id. */
export async function periodChargesOf(
  ex: Executor,
  scope: DataScope,
  period: { id: number; projectId: number },
): Promise<Charge[]> {
  const rows = await ex
    .select(chargeFields)
    .from(charges)
    .innerJoin(projects, eq(projects.id, charges.projectId))
    .where(and(eq(charges.billingPeriodId, period.id), eq(charges.projectId, period.projectId), chargeScope(scope)))
    .orderBy(asc(charges.id));
  return rows.map(chargeOfRow);
}
