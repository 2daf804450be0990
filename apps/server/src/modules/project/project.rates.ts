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
import { type Actor, providerOnly } from '../../platform/auth/actor';
import { fieldError, notFound } from '../../platform/errors';
import { auditNote, auditNotes, versionedUpdate } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import { visibleProject } from './project.hub';
import {
  standardRateColumns,
  standardRateListQuery,
  warehouseRateColumns,
  warehouseRateListQuery,
} from './project.rates.list';
import { projectInScope } from './project.scope';
import { standardRates, warehouseRates } from './rate.table';

type StandardInput = z.output<typeof standardRateFields>;
type WarehouseInput = z.output<typeof warehouseRateFields>;
export type RateKind = 'standard' | 'warehouse';
type Kind = RateKind;
type Rate = StandardRate | WarehouseRate;
type RateInput = StandardInput | WarehouseInput;

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
  const dates =
    w.effectiveFrom || w.effectiveTo ? `, from ${w.effectiveFrom ?? 'the start'} to ${w.effectiveTo ?? 'now'}` : '';
  return `${w.chargeType}: ${w.basis}, ${w.rate}${storage}, ${w.freeDays} free days, minimum ${w.minimumCharge}, rounding ${w.rounding}${dates}`;
};

/**
 * A project's standard and warehouse rates (docs/design.md section 6), copied from the master lists
 * and edited per project. Every change is audited in the project's history and runs in one
 * transaction; money stays exact decimal text end to end.
 */
export function createRateService({ db }: { db: Executor }) {
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
    return row as unknown as Rate;
  }

  /** A row as a rate of its kind answers it (its declared columns). */
  const asRate = (kind: Kind, row: Record<string, unknown>) =>
    Object.fromEntries(Object.keys(columns[kind]).map((k) => [k, row[k]])) as unknown as Rate;

  /** Rate changes are changes of the project: they read in its history. */
  const audit = (tx: Executor, actor: Actor, projectId: number, changes: FieldChange[]) =>
    auditNote(tx, actor, 'project', projectId, changes);
  const change = (kind: Kind, before: Rate | null, after: Rate | null) => ({
    field: `${kind === 'standard' ? 'Standard' : 'Warehouse'} rate`,
    before: describe(kind, before),
    after: describe(kind, after),
  });

  async function insert(tx: Executor, actor: Actor, kind: Kind, projectId: number, input: RateInput) {
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
    return row as unknown as Rate;
  }

  async function updateOne(tx: Executor, actor: Actor, kind: Kind, input: RateInput & { id: number; version: number }) {
    const before = await rateOf(tx, actor, kind, input.id);
    providerOnly(actor, 'Rates are the provider’s: client users do not change them.');
    const { id, version, ...fields } = input;
    if (kind === 'warehouse') {
      const split = await splitAt(
        tx,
        actor,
        before as WarehouseRate,
        input as WarehouseInput & { id: number; version: number },
      );
      if (split) return split;
    }
    const saved = await versionedUpdate(tx, tables[kind], { id, version }, fields as object, {
      by: actor,
      noun: 'rate',
    });
    return { before, after: asRate(kind, saved) };
  }

  /**
   * A warehouse rate changed from a day after the one it applies from: the rate as it was ends the
   * day before (its row stays, for the days up to then) and the new figures are a row of their own
   * from that day. Null when the change is made in place (no day, or the same one).
   */
  async function splitAt(
    tx: Executor,
    actor: Actor,
    before: WarehouseRate,
    input: WarehouseInput & { id: number; version: number },
  ) {
    const from = input.effectiveFrom;
    if (!from || (before.effectiveFrom !== null && from <= before.effectiveFrom)) return null;
    if (before.effectiveTo !== null && from > before.effectiveTo) {
      throw fieldError(
        'effectiveFrom',
        `This rate ended on ${before.effectiveTo}: change the rate that applies from then.`,
      );
    }
    const dayBefore = new Date(Date.parse(`${from}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    await versionedUpdate(
      tx,
      warehouseRates,
      { id: input.id, version: input.version },
      { effectiveTo: dayBefore },
      {
        by: actor,
        noun: 'rate',
      },
    );
    const { id: _, version: _v, ...fields } = input;
    const after = await insert(tx, actor, 'warehouse', before.projectId!, { ...fields, effectiveFrom: from });
    if (before.effectiveTo !== null) {
      await tx.update(warehouseRates).set({ effectiveTo: before.effectiveTo }).where(eq(warehouseRates.id, after.id));
      (after as WarehouseRate).effectiveTo = before.effectiveTo;
    }
    return { before: before as Rate, after };
  }

  const manager = async (ex: Executor, projectId: number) => ({
    projectId,
    standardRates: await ratesOf(ex, 'standard', projectId),
    warehouseRates: await ratesOf(ex, 'warehouse', projectId),
  });

  return {
    /** The master lists every project's rates are copied from. */
    masterStandard: (_actor: Actor, _input?: undefined, tx?: Executor) => ratesOf(tx ?? db, 'standard', null),
    masterWarehouse: (_actor: Actor, _input?: undefined, tx?: Executor) => ratesOf(tx ?? db, 'warehouse', null),

    async rateManager(actor: Actor, projectId: number, tx?: Executor) {
      const ex = tx ?? db;
      await visibleProject(actor, projectId, ex);
      return manager(ex, projectId);
    },

    async warehouseRatesOf(actor: Actor, projectId: number, tx?: Executor) {
      const ex = tx ?? db;
      await visibleProject(actor, projectId, ex);
      return ratesOf(ex, 'warehouse', projectId);
    },

    /** Copies the master rates a project does not have yet (same name, or same charge type and basis). */
    async setDefaultData(actor: Actor, projectId: number, tx?: Executor) {
      return inTransaction(db, tx, async (t) => {
        await visibleProject(actor, projectId, t);
        providerOnly(actor, 'Rates are the provider’s: client users do not change them.');
        const have = await manager(t, projectId);
        const changes: FieldChange[] = [];
        for (const m of await ratesOf(t, 'standard', null)) {
          if (have.standardRates.some((r) => r.name.toLowerCase() === m.name.toLowerCase())) continue;
          const { id: _, projectId: _p, version: _v, ...fields } = m;
          changes.push(change('standard', null, await insert(t, actor, 'standard', projectId, fields)));
        }
        for (const m of await ratesOf(t, 'warehouse', null)) {
          if (have.warehouseRates.some((r) => r.chargeType === m.chargeType && r.basis === m.basis)) continue;
          const { id: _, projectId: _p, version: _v, ...fields } = m;
          changes.push(change('warehouse', null, await insert(t, actor, 'warehouse', projectId, fields)));
        }
        await audit(t, actor, projectId, changes);
        return manager(t, projectId);
      });
    },

    /** Adds rates of one kind to a project the caller sees (a proposal's lines become standard rates this way). */
    async add(actor: Actor, input: { kind: Kind; projectId: number; rates: RateInput[] }, tx?: Executor) {
      return inTransaction(db, tx, async (t) => {
        await visibleProject(actor, input.projectId, t);
        providerOnly(actor, 'Rates are the provider’s: client users do not change them.');
        const added: Rate[] = [];
        for (const rate of input.rates) added.push(await insert(t, actor, input.kind, input.projectId, rate));
        // Each rate added is its own entry in the project's history, as when added one by one.
        const notes = added.map((r) => ({ id: input.projectId, changes: [change(input.kind, null, r)] }));
        await auditNotes(t, actor, 'project', notes);
        return added;
      });
    },

    async update(
      actor: Actor,
      input: { kind: Kind; rate: RateInput & { id: number; version: number } },
      tx?: Executor,
    ) {
      return inTransaction(db, tx, async (t) => {
        const { before, after } = await updateOne(t, actor, input.kind, input.rate);
        await audit(t, actor, before.projectId!, [change(input.kind, before, after)]);
        return after;
      });
    },

    async updateMany(
      actor: Actor,
      input: { kind: Kind; projectId: number; rates: (RateInput & { id: number; version: number })[] },
      tx?: Executor,
    ) {
      return inTransaction(db, tx, async (t) => {
        await visibleProject(actor, input.projectId, t);
        providerOnly(actor, 'Rates are the provider’s: client users do not change them.');
        const changes: FieldChange[] = [];
        for (const r of input.rates) {
          const { before, after } = await updateOne(t, actor, input.kind, r);
          if (before.projectId !== input.projectId) throw notFound('Rate');
          changes.push(change(input.kind, before, after));
        }
        await audit(t, actor, input.projectId, changes);
        return ratesOf(t, input.kind, input.projectId);
      });
    },

    async remove(actor: Actor, input: { kind: Kind; projectId: number; ids: number[] }, tx?: Executor) {
      return inTransaction(db, tx, async (t) => {
        await visibleProject(actor, input.projectId, t);
        providerOnly(actor, 'Rates are the provider’s: client users do not change them.');
        const table: RateTable = tables[input.kind];
        const removed = (await t
          .delete(table)
          .where(and(eq(table.projectId, input.projectId), inArray(table.id, input.ids)))
          .returning(columns[input.kind])) as unknown as Rate[];
        if (removed.length !== new Set(input.ids).size) throw notFound('Rate');
        await audit(
          t,
          actor,
          input.projectId,
          removed.map((r) => change(input.kind, r, null)),
        );
        return ratesOf(t, input.kind, input.projectId);
      });
    },

    /** A project's rates (or the master standard list without a project), filtered and sorted, whole. */
    async search<K extends string>(
      actor: Actor,
      input: { kind: Kind; query: ListRequest<K> & { projectId?: number } },
      tx?: Executor,
    ): Promise<Rate[]> {
      const ex = tx ?? db;
      const { kind, query: q } = input;
      const t: RateTable = tables[kind];
      if (q.projectId) await visibleProject(actor, q.projectId, ex);
      const where: SQL = q.projectId ? eq(t.projectId, q.projectId) : isNull(t.projectId);
      const list = (kind === 'standard'
        ? standardRateListQuery
        : warehouseRateListQuery) as unknown as typeof standardRateListQuery;
      const page = await list.page(ex, scopeOf(actor), { ...(q as object), where, paged: false } as never);
      return page.items as StandardRate[];
    },
  };
}
export type RateService = ReturnType<typeof createRateService>;
