import type { groupingBody, InventoryGroup, newGroupBody, ungroupBody } from '@freightdesk/contracts';
import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { type Actor, providerOnly } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { fieldError } from '../../platform/errors';
import { changeMarks, visibleOr404 } from '../../platform/kit';
import { scopeOf } from '../../platform/scope';
import { projectListQuery } from '../project';
import { type ItemRow, lockItems, writeLogs } from './inventory.ledger';
import { groupOf } from './inventory.read';
import { inventoryGroups, inventoryItems } from './inventory.table';

type GroupingInput = z.output<typeof groupingBody>;
type UngroupInput = z.output<typeof ungroupBody>;
type NewGroupInput = z.output<typeof newGroupBody>;
type Result = { group: InventoryGroup | null; items: number };

const selected = (i: number) => `selectedInventoryItems.${i}`;

/** The names of these groups, by id, for the log rows of a move between them. */
async function namesOf(tx: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const known = ids.filter((id): id is number => id !== null);
  if (!known.length) return new Map();
  const rows = await tx
    .select({ id: inventoryGroups.id, name: inventoryGroups.name })
    .from(inventoryGroups)
    .where(inArray(inventoryGroups.id, known));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/**
 * Moves a set of locked items into a group (or out of any), logging each item that moved, and
 * deletes the groups the move left empty. Three to five statements however many items.
 */
async function moveItems(
  tx: Executor,
  actor: Actor,
  items: Map<number, ItemRow>,
  to: { id: number; name: string } | null,
): Promise<number> {
  const moving = [...items.values()].filter((i) => i.groupId !== (to?.id ?? null));
  if (!moving.length) return 0;
  const from = [...new Set(moving.map((i) => i.groupId))];
  const names = await namesOf(tx, from);
  await tx
    .update(inventoryItems)
    .set({
      groupId: to?.id ?? null,
      ...changeMarks(inventoryItems, actor),
    })
    .where(
      inArray(
        inventoryItems.id,
        moving.map((i) => i.id),
      ),
    );
  await writeLogs(
    tx,
    actor,
    moving.map((i) => ({
      inventoryItemId: i.id,
      action: to ? 'grouped' : 'ungrouped',
      reference: to?.name ?? '',
      quantityBefore: i.quantityOnHand,
      quantityAfter: i.quantityOnHand,
      changes: [{ field: 'group', before: i.groupId === null ? null : names.get(i.groupId), after: to?.name ?? null }],
    })),
  );
  const emptied = from.filter((id): id is number => id !== null && id !== to?.id);
  if (emptied.length) {
    await tx
      .delete(inventoryGroups)
      .where(
        and(
          inArray(inventoryGroups.id, emptied),
          notExists(
            tx.select({ one: sql`1` }).from(inventoryItems).where(eq(inventoryItems.groupId, inventoryGroups.id)),
          ),
        ),
      );
  }
  return moving.length;
}

/**
 * A new group of a project: named as asked, or "Group N" with the next N. The project's groups
 * are numbered under a transaction lock of their own, so two groupings at once get two names.
 */
async function makeGroup(tx: Executor, actor: Actor, projectId: number, name?: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(7264101, ${projectId})`);
  let chosen = name;
  if (!chosen) {
    const [row] = await tx
      .select({
        n: sql<number>`coalesce(max(substring(${inventoryGroups.name} from '^Group ([0-9]{1,9})$')::int), 0)::int`,
      })
      .from(inventoryGroups)
      .where(eq(inventoryGroups.projectId, projectId));
    chosen = `Group ${(row?.n ?? 0) + 1}`;
  }
  try {
    const [group] = await tx
      .insert(inventoryGroups)
      .values({ projectId, name: chosen, createdBy: actor.userName, modifiedBy: actor.userName })
      .returning({ id: inventoryGroups.id, name: inventoryGroups.name });
    return group!;
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldError('name', 'This project already has a group of this name.');
    throw err;
  }
}

/** Grouping a project's items: all or none, each move in the item log. */
export function inventoryGroupWrites(db: Executor) {
  return {
    grouping(actor: Actor, input: GroupingInput, tx?: Executor): Promise<Result> {
      return inTransaction(db, tx, async (tx) => {
        const scope = scopeOf(actor);
        await visibleOr404(projectListQuery, scope, input.projectId, tx, { noun: 'Project' });
        providerOnly(actor, 'Groups are how stock is billed: client users do not group or ungroup items.');
        const items = await lockItems(tx, scope, input.projectId, input.selectedInventoryItems, selected);
        let to: { id: number; name: string };
        if (input.selectedGroupId) {
          const group = await groupOf(tx, scopeOf(actor), input.projectId, input.selectedGroupId);
          if (!group) throw fieldError('selectedGroupId', 'Pick a group of this project.');
          to = group;
        } else {
          to = await makeGroup(tx, actor, input.projectId);
        }
        const moved = await moveItems(tx, actor, items, to);
        return { group: await groupOf(tx, scopeOf(actor), input.projectId, to.id), items: moved };
      });
    },

    ungroup(actor: Actor, input: UngroupInput, tx?: Executor): Promise<Result> {
      return inTransaction(db, tx, async (tx) => {
        const scope = scopeOf(actor);
        await visibleOr404(projectListQuery, scope, input.projectId, tx, { noun: 'Project' });
        providerOnly(actor, 'Groups are how stock is billed: client users do not group or ungroup items.');
        const items = await lockItems(tx, scope, input.projectId, input.selectedInventoryItems, selected);
        const ungrouped = [...items.values()].filter((i) => i.groupId === null);
        if (ungrouped.length === items.size) {
          throw fieldError('selectedInventoryItems', 'None of these items is in a group.');
        }
        return { group: null, items: await moveItems(tx, actor, items, null) };
      });
    },

    newGroup(actor: Actor, input: NewGroupInput, tx?: Executor): Promise<Result> {
      return inTransaction(db, tx, async (tx) => {
        const scope = scopeOf(actor);
        await visibleOr404(projectListQuery, scope, input.projectId, tx, { noun: 'Project' });
        providerOnly(actor, 'Groups are how stock is billed: client users do not group or ungroup items.');
        const ids = input.selectedInventoryItems ?? [];
        const items = ids.length ? await lockItems(tx, scope, input.projectId, ids, selected) : new Map();
        const group = await makeGroup(tx, actor, input.projectId, input.name);
        const moved = await moveItems(tx, actor, items, group);
        return { group: await groupOf(tx, scopeOf(actor), input.projectId, group.id), items: moved };
      });
    },
  };
}
