import type {
  FieldChange,
  StandardRate,
  standardRateFields,
  WarehouseRate,
  warehouseRateFields,
} from '@freightdesk/contracts';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { conflict, notFound } from '../../platform/errors';
import type { ListRequest } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import {
  standardRateColumns,
  standardRateListQuery,
  warehouseRateColumns,
  warehouseRateListQuery,
} from './project.rates.list';
import { projectInScope } from './project.scope';
import { projects } from './project.table';
import { standardRates, warehouseRates } from './rate.table';

type StandardInput = z.output<typeof standardRateFields>;
type WarehouseInput = z.output<typeof warehouseRateFields>;
type Kind = 'standard' | 'warehouse';

/**
 * The two kinds of rate live in two tables of the same shape where it matters here (id, project,
 * version): the functions below touch only those columns and select each kind's own.
 */
type RateTable = typeof standardRates;
const tables: Record<Kind, RateTable> = { standard: standardRates, warehouse: warehouseRates as unknown as RateTable };
const columns: Record<Kind, typeof standardRateColumns> = {
  standard: standardRateColumns,
  warehouse: warehouseRateColumns as unknown as typeof standardRateColumns,
};
const orderOf = {
  standard: [asc(standardRates.category), asc(sql`lower(${standardRates.name})`), asc(standardRates.id)],
  warehouse: [asc(warehouseRates.chargeType), asc(warehouseRates.basis), asc(warehouseRates.id)],
};

/** How a rate reads in the project's history ("Storage, Per hundredweight, 1.8500 …"). */
const describe = (kind: Kind, r: StandardRate | WarehouseRate | null) => {
  if (!r) return null;
  if (kind === 'standard') {
    const s = r as StandardRate;
    return `${s.category}: ${s.name}, ${s.rate} ${s.unit}`;
  }
  const w = r as WarehouseRate;
  const storage = w.period ? `, per ${w.period.toLowerCase()} (${w.proration})` : '';
  return `${w.chargeType}: ${w.basis}, ${w.rate}${storage}, ${w.freeDays} free days, minimum ${w.minimumCharge}`;
};

/**
 * A project's standard and warehouse rates (DESIGN.md section 6), copied from the master lists
 * and edited per project. Every change is audited in the project's history and runs in one
 * transaction; money stays exact decimal text end to end.
 */
export function createRateService({ db }: { db: Executor }) {
  /** The project, when the actor sees it; 404 otherwise. */
  async function visibleProject(ex: Executor, actor: Actor, projectId: number) {
    const [row] = await ex
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, projectId), projectInScope(scopeOf(actor), projects.id)));
    if (!row) throw notFound('Project');
    return row.id;
  }

  async function ratesOf<K extends Kind>(ex: Executor, kind: K, projectId: number | null) {
    const t: RateTable = tables[kind];
    return (await ex
      .select(columns[kind] as typeof standardRateColumns)
      .from(t)
      .where(projectId === null ? isNull(t.projectId) : eq(t.projectId, projectId))
      .orderBy(...orderOf[kind])) as unknown as K extends 'standard' ? StandardRate[] : WarehouseRate[];
  }

  /** One rate of a project the actor sees. */
  async function rateOf(ex: Executor, actor: Actor, kind: Kind, id: number) {
    const t: RateTable = tables[kind];
    const [row] = await ex
      .select(columns[kind])
      .from(t)
      .where(and(eq(t.id, id), projectInScope(scopeOf(actor), t.projectId), sql`${t.projectId} is not null`));
    if (!row) throw notFound('Rate');
    return row as unknown as StandardRate | WarehouseRate;
  }

  /** Rate changes are changes of the project: they read in its history. */
  async function audit(tx: Executor, actor: Actor, projectId: number, changes: FieldChange[]) {
    await recordAudit(tx, actor, 'project', projectId, 'update', changes);
  }
  const change = (
    kind: Kind,
    before: StandardRate | WarehouseRate | null,
    after: StandardRate | WarehouseRate | null,
  ) => ({
    field: `${kind === 'standard' ? 'Standard' : 'Warehouse'} rate`,
    before: describe(kind, before),
    after: describe(kind, after),
  });

  async function insert(
    tx: Executor,
    actor: Actor,
    kind: Kind,
    projectId: number,
    input: StandardInput | WarehouseInput,
  ) {
    const t: RateTable = tables[kind];
    const [row] = await tx
      .insert(t)
      .values({
        ...(input as typeof standardRates.$inferInsert),
        projectId,
        createdBy: actor.userName,
        modifiedBy: actor.userName,
      })
      .returning(columns[kind]);
    return row as unknown as StandardRate | WarehouseRate;
  }

  async function updateOne(
    tx: Executor,
    actor: Actor,
    kind: Kind,
    input: (StandardInput | WarehouseInput) & { id: number; version: number },
  ) {
    const before = await rateOf(tx, actor, kind, input.id);
    const t: RateTable = tables[kind];
    const { id, version, ...fields } = input;
    const [after] = await tx
      .update(t)
      .set({
        ...(fields as object),
        version: sql`${t.version} + 1`,
        modifiedAt: new Date(),
        modifiedBy: actor.userName,
      })
      .where(and(eq(t.id, id), eq(t.version, version)))
      .returning(columns[kind]);
    if (!after) throw conflict('This rate was changed by someone else since you opened it. Reload to see the changes.');
    return { before, after: after as unknown as StandardRate | WarehouseRate };
  }

  async function updateMany(
    actor: Actor,
    kind: Kind,
    projectId: number,
    rates: ((StandardInput | WarehouseInput) & { id: number; version: number })[],
  ) {
    return inTransaction(db, undefined, async (tx) => {
      await visibleProject(tx, actor, projectId);
      const changes: FieldChange[] = [];
      for (const r of rates) {
        const { before, after } = await updateOne(tx, actor, kind, r);
        if (before.projectId !== projectId) throw notFound('Rate');
        changes.push(change(kind, before, after));
      }
      await audit(tx, actor, projectId, changes);
      return ratesOf(tx, kind, projectId);
    });
  }

  async function remove(actor: Actor, kind: Kind, projectId: number, ids: number[]) {
    return inTransaction(db, undefined, async (tx) => {
      await visibleProject(tx, actor, projectId);
      const t: RateTable = tables[kind];
      const removed = (await tx
        .delete(t)
        .where(and(eq(t.projectId, projectId), inArray(t.id, ids)))
        .returning(columns[kind])) as unknown as (StandardRate | WarehouseRate)[];
      if (removed.length !== new Set(ids).size) throw notFound('Rate');
      await audit(
        tx,
        actor,
        projectId,
        removed.map((r) => change(kind, r, null)),
      );
      return ratesOf(tx, kind, projectId);
    });
  }

  const manager = async (ex: Executor, projectId: number) => ({
    projectId,
    standardRates: await ratesOf(ex, 'standard', projectId),
    warehouseRates: await ratesOf(ex, 'warehouse', projectId),
  });

  return {
    masterStandard: () => ratesOf(db, 'standard', null),
    masterWarehouse: () => ratesOf(db, 'warehouse', null),

    async rateManager(actor: Actor, projectId: number) {
      return manager(db, await visibleProject(db, actor, projectId));
    },

    async warehouseRatesOf(actor: Actor, projectId: number) {
      return ratesOf(db, 'warehouse', await visibleProject(db, actor, projectId));
    },

    /** Copies the master rates a project does not have yet (same name, or same charge type and basis). */
    async setDefaultData(actor: Actor, projectId: number) {
      return inTransaction(db, undefined, async (tx) => {
        await visibleProject(tx, actor, projectId);
        const have = await manager(tx, projectId);
        const changes: FieldChange[] = [];
        for (const m of await ratesOf(tx, 'standard', null)) {
          if (have.standardRates.some((r) => r.name.toLowerCase() === m.name.toLowerCase())) continue;
          const { id: _, projectId: _p, version: _v, ...fields } = m;
          changes.push(change('standard', null, await insert(tx, actor, 'standard', projectId, fields)));
        }
        for (const m of await ratesOf(tx, 'warehouse', null)) {
          if (have.warehouseRates.some((r) => r.chargeType === m.chargeType && r.basis === m.basis)) continue;
          const { id: _, projectId: _p, version: _v, ...fields } = m;
          changes.push(change('warehouse', null, await insert(tx, actor, 'warehouse', projectId, fields)));
        }
        await audit(tx, actor, projectId, changes);
        return manager(tx, projectId);
      });
    },

    async add(actor: Actor, kind: Kind, projectId: number, input: StandardInput | WarehouseInput, outer?: Executor) {
      return inTransaction(db, outer, async (tx) => {
        await visibleProject(tx, actor, projectId);
        const row = await insert(tx, actor, kind, projectId, input);
        await audit(tx, actor, projectId, [change(kind, null, row)]);
        return row;
      });
    },

    async update(actor: Actor, kind: Kind, input: (StandardInput | WarehouseInput) & { id: number; version: number }) {
      return inTransaction(db, undefined, async (tx) => {
        const { before, after } = await updateOne(tx, actor, kind, input);
        await audit(tx, actor, before.projectId!, [change(kind, before, after)]);
        return after;
      });
    },

    updateMany,
    remove,

    /** A project's rates (or the master standard list without a project), filtered and sorted, whole. */
    async search<K extends string>(
      actor: Actor,
      kind: Kind,
      q: ListRequest<K> & { projectId?: number },
    ): Promise<(StandardRate | WarehouseRate)[]> {
      const t: RateTable = tables[kind];
      if (q.projectId) await visibleProject(db, actor, q.projectId);
      const where: SQL = q.projectId ? eq(t.projectId, q.projectId) : isNull(t.projectId);
      const list = (kind === 'standard'
        ? standardRateListQuery
        : warehouseRateListQuery) as unknown as typeof standardRateListQuery;
      const page = await list.page(db, scopeOf(actor), { ...(q as object), where, paged: false } as never);
      return page.items as StandardRate[];
    },
  };
}
export type RateService = ReturnType<typeof createRateService>;
