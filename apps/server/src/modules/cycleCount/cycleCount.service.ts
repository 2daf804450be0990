import type {
  CycleCountDetails,
  CycleCountLine,
  CycleCountListColumn,
  CycleCountStatus,
  countLineBody,
  createCycleCountBody,
} from '@freightdesk/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { badRequest, conflict, fieldError, notFound } from '../../platform/errors';
import { type NumberSequence, nextNumber, staleMessage, versionedUpdate } from '../../platform/kit';
import type { ListRequest } from '../../platform/list/listQuery';
import { Quantity } from '../../platform/quantity';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import type { InventoryService } from '../inventory';
import { type LocationService, staffOnly } from '../location';
import { countHistory } from './cycleCount.history';
import { cycleCountListQuery } from './cycleCount.list';
import { countOf, hidesExpected, lineOf, linesOf, withoutExpected } from './cycleCount.read';
import { cycleCountLines, cycleCounts } from './cycleCount.table';

type CreateInput = z.output<typeof createCycleCountBody>;
type LineInput = z.output<typeof countLineBody>;
type Step = { id: number; version: number };

/** CC-1001 on. */
const COUNT_NUMBERS: NumberSequence = { table: cycleCounts, column: cycleCounts.number, prefix: 'CC', floor: 1000 };

export interface CycleCountServiceDeps {
  db: Executor;
  /** What is on hand to count, and a count's lines applied as adjustments (the inventory owns its items). */
  inventory: Pick<InventoryService, 'countableItems' | 'applyCounts'>;
  /** Whether a scanned code is a location. */
  locations: Pick<LocationService, 'byCode'>;
}

const differs = (l: Pick<CycleCountLine, 'counted' | 'expected'>) =>
  l.counted !== null && Quantity.thousandths(l.counted) !== Quantity.thousandths(l.expected ?? '0');

/** The first count numeric(12, 3) cannot hold: adding up to it is refused. */
const MAX_COUNTED = '1000000000';

/**
 * Cycle counts: a location's items (or chosen ones) counted on a phone, line by line; submitted,
 * then applied by a user with Inventory:Update, each difference an adjustment with its reason in
 * the item log. Client users do not count.
 */
export function createCycleCountService({ db, inventory, locations }: CycleCountServiceDeps) {
  /** Moves a count from one of `from` to `to`, at the version the caller read (a stale one is the 409). */
  async function step(tx: Executor, actor: Actor, input: Step, from: CycleCountStatus[], to: CycleCountStatus) {
    const before = await countOf(tx, scopeOf(actor), input.id);
    // Read at another version, the caller's screen is stale (someone submitted or applied it meanwhile).
    if (before.version !== input.version) throw conflict(staleMessage('This cycle count'));
    if (!from.includes(before.status)) {
      throw badRequest(`Cycle count ${before.number} is ${before.status}: it cannot become ${to}.`);
    }
    const now = new Date();
    await versionedUpdate(
      tx,
      cycleCounts,
      input,
      {
        status: to,
        ...(to === 'Submitted' ? { submittedAt: now } : {}),
        ...(to === 'Applied' ? { appliedAt: now, appliedBy: actor.userName } : {}),
      },
      { by: actor, noun: 'cycle count', where: inArray(cycleCounts.status, from) },
    );
    return before;
  }

  /** Every line of a count, each named by its place in the count's order; all must be the caller's to see. */
  async function allLines(tx: Executor, actor: Actor, count: CycleCountDetails) {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cycleCountLines)
      .where(eq(cycleCountLines.cycleCountId, count.id));
    if (n !== count.lines.length) throw notFound('Cycle count');
    return linesOf(tx, scopeOf(actor), count.id);
  }

  return {
    async search(actor: Actor, q: ListRequest<CycleCountListColumn>, tx?: Executor) {
      staffOnly(actor, 'count the warehouse');
      const page = await cycleCountListQuery.page(tx ?? db, scopeOf(actor), q);
      return { ...page, items: page.items.map(withIsoModified) };
    },
    columns: async () => cycleCountListQuery.columns(),
    get(actor: Actor, id: number, tx?: Executor) {
      staffOnly(actor, 'count the warehouse');
      return countOf(tx ?? db, scopeOf(actor), id);
    },

    create(actor: Actor, input: CreateInput, tx?: Executor): Promise<CycleCountDetails> {
      staffOnly(actor, 'count the warehouse');
      return inTransaction(db, tx, async (tx) => {
        const location = input.location ? await locations.byCode(actor, input.location, tx).catch(() => null) : null;
        if (input.location && !location)
          throw fieldError('location', `${input.location.toUpperCase()} is not a location.`);
        const items = await inventory.countableItems(
          actor,
          location ? { location: location.code } : { ids: input.inventoryItemIds },
          tx,
        );
        const number = await nextNumber(tx, COUNT_NUMBERS);
        return countHistory.create(tx, actor, async () => {
          const [row] = await tx
            .insert(cycleCounts)
            .values({
              number,
              location: location?.code ?? '',
              notes: input.notes,
              blind: input.blind,
              createdBy: actor.userName,
              modifiedBy: actor.userName,
            })
            .returning({ id: cycleCounts.id });
          if (items.length) {
            await tx.insert(cycleCountLines).values(
              items.map((i) => ({
                cycleCountId: row!.id,
                inventoryItemId: i.id,
                projectId: i.projectId,
                itemNumber: i.itemNumber,
                description: i.description,
                unitOfMeasure: i.unitOfMeasure,
                location: i.location,
                expected: i.quantityOnHand,
              })),
            );
          }
          return row!.id;
        });
      });
    },

    /**
     * A line counted (while the count is open) or its reason given (until it is applied). `add`
     * adds to the count in the one UPDATE (coalesce(counted, 0) + add), so counters scanning the
     * same item at once each count theirs.
     */
    countLine(actor: Actor, input: LineInput, tx?: Executor): Promise<CycleCountLine> {
      staffOnly(actor, 'count the warehouse');
      return inTransaction(db, tx, async (tx) => {
        const scope = scopeOf(actor);
        const line = await lineOf(tx, scope, input.id);
        if (!line) throw notFound('Cycle count line');
        // The count's row, locked as its update below will lock it: a submit or an apply waits for
        // this line, or this line for it, and two counters' lines take turns. A shared lock here
        // deadlocked two lines written at once (each waited on the other's share to update the row).
        const [count] = await tx
          .select({ status: cycleCounts.status, number: cycleCounts.number, blind: cycleCounts.blind })
          .from(cycleCounts)
          .where(eq(cycleCounts.id, line.cycleCountId))
          .for('no key update');
        const counting = count!.status === 'Open';
        const changesCount = input.counted !== undefined ? 'counted' : input.add !== undefined ? 'add' : null;
        if (changesCount && !counting) {
          throw fieldError(
            changesCount,
            `Cycle count ${count!.number} is ${count!.status}: its counts no longer change.`,
          );
        }
        if (!counting && count!.status !== 'Submitted') {
          throw fieldError('reason', `Cycle count ${count!.number} is ${count!.status}: it no longer changes.`);
        }
        const counted =
          input.add !== undefined
            ? sql`coalesce(${cycleCountLines.counted}, 0) + ${input.add}::numeric`
            : input.counted;
        const [saved] = await tx
          .update(cycleCountLines)
          .set({
            ...(changesCount ? { counted, countedBy: actor.userName, countedAt: new Date() } : {}),
            ...(input.reason !== undefined ? { reason: input.reason } : {}),
          })
          .where(
            and(
              eq(cycleCountLines.id, input.id),
              // A count the column cannot hold is refused, not an overflow.
              input.add !== undefined
                ? sql`coalesce(${cycleCountLines.counted}, 0) + ${input.add}::numeric < ${MAX_COUNTED}::numeric`
                : undefined,
            ),
          )
          .returning({ id: cycleCountLines.id });
        if (!saved) throw fieldError('add', `That would count ${MAX_COUNTED} or more: type the quantity instead.`);
        await tx
          .update(cycleCounts)
          .set({ modifiedAt: new Date(), modifiedBy: actor.userName })
          .where(eq(cycleCounts.id, line.cycleCountId));
        const answer = (await linesOf(tx, scope, line.cycleCountId)).find((l) => l.id === input.id)!;
        return hidesExpected(count!) ? withoutExpected(answer) : answer;
      });
    },

    /** An item found during an open count that it did not expect: a line expecting what is on hand now. */
    addLine(
      actor: Actor,
      input: { cycleCountId: number; inventoryItemId: number },
      tx?: Executor,
    ): Promise<CycleCountLine> {
      staffOnly(actor, 'count the warehouse');
      return inTransaction(db, tx, async (tx) => {
        const [count] = await tx
          .select({ status: cycleCounts.status, number: cycleCounts.number, blind: cycleCounts.blind })
          .from(cycleCounts)
          .where(eq(cycleCounts.id, input.cycleCountId))
          .for('no key update');
        if (!count) throw notFound('Cycle count');
        if (count.status !== 'Open') {
          throw fieldError('cycleCountId', `Cycle count ${count.number} is ${count.status}: it takes no more lines.`);
        }
        const [item] = await inventory.countableItems(actor, { ids: [input.inventoryItemId] }, tx).catch(() => {
          throw fieldError('inventoryItemId', `Item ${input.inventoryItemId} is not an item you see.`);
        });
        const [row] = await tx
          .insert(cycleCountLines)
          .values({
            cycleCountId: input.cycleCountId,
            inventoryItemId: item!.id,
            projectId: item!.projectId,
            itemNumber: item!.itemNumber,
            description: item!.description,
            unitOfMeasure: item!.unitOfMeasure,
            location: item!.location,
            expected: item!.quantityOnHand,
          })
          .onConflictDoNothing()
          .returning({ id: cycleCountLines.id });
        if (!row)
          throw fieldError('inventoryItemId', `${item!.itemNumber || item!.description} is on this count already.`);
        await tx
          .update(cycleCounts)
          .set({ modifiedAt: new Date(), modifiedBy: actor.userName })
          .where(eq(cycleCounts.id, input.cycleCountId));
        const answer = (await linesOf(tx, scopeOf(actor), input.cycleCountId)).find((l) => l.id === row.id)!;
        return hidesExpected(count) ? withoutExpected(answer) : answer;
      });
    },

    /** Counted: every line has its count; it waits for a user with Inventory:Update to apply it. */
    submit(actor: Actor, input: Step, tx?: Executor): Promise<CycleCountDetails> {
      staffOnly(actor, 'count the warehouse');
      return inTransaction(db, tx, (tx) =>
        countHistory.update(tx, actor, input.id, async (before) => {
          // The count's row first: a line being counted now waits, and is read as it ends.
          await step(tx, actor, input, ['Open'], 'Submitted');
          const lines = await allLines(tx, actor, before);
          const open = lines.findIndex((l) => l.counted === null);
          if (open >= 0) {
            const l = lines[open]!;
            throw fieldError(`lines.${open}.counted`, `Count ${l.itemNumber || l.description} first.`);
          }
        }),
      );
    },

    /**
     * Applied: each line's count becomes the item's quantity on hand through the inventory module
     * (a 'counted' log row each, with the count's number and the line's reason), all or none.
     */
    apply(actor: Actor, input: Step, tx?: Executor): Promise<CycleCountDetails> {
      staffOnly(actor, 'count the warehouse');
      return inTransaction(db, tx, (tx) =>
        countHistory.update(tx, actor, input.id, async (before) => {
          // The count's row first: a reason being given now waits, and is read as it ends.
          await step(tx, actor, input, ['Submitted'], 'Applied');
          const lines = await allLines(tx, actor, before);
          const missing = lines.findIndex((l) => differs(l) && !l.reason);
          if (missing >= 0) {
            const l = lines[missing]!;
            throw fieldError(`lines.${missing}.reason`, `Say why ${l.itemNumber || l.description} differs.`);
          }
          await inventory.applyCounts(
            actor,
            {
              reference: before.number,
              lines: lines.map((l, i) => ({
                inventoryItemId: l.inventoryItemId,
                expected: l.expected,
                counted: l.counted ?? l.expected,
                reason: l.reason,
                field: `lines.${i}.counted`,
              })),
            },
            tx,
          );
        }),
      );
    },

    /** Cancelled before it is applied: nothing in the inventory changes. */
    cancel(actor: Actor, input: Step, tx?: Executor): Promise<CycleCountDetails> {
      staffOnly(actor, 'count the warehouse');
      return inTransaction(db, tx, (tx) =>
        countHistory.update(tx, actor, input.id, async () => {
          await step(tx, actor, input, ['Open', 'Submitted'], 'Cancelled');
        }),
      );
    },
  };
}
export type CycleCountService = ReturnType<typeof createCycleCountService>;
