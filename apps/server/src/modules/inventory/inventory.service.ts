import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { inventoryHolds } from './inventory.holds';
import { countOf, putAway, type ReceivedLine } from './inventory.putAway';

/**
 * The inventory: what receiving puts away, and what later work holds and releases, always a set
 * of lines in one transaction (the caller's when given), in a fixed number of statements.
 */
export function createInventoryService({ db }: { db: Executor }) {
  return {
    ...inventoryHolds(db),
    putAway: (actor: Actor, input: { projectId: number; reference: string; lines: ReceivedLine[] }, tx?: Executor) =>
      putAway(db, actor, input, tx),
    /** How many items a project holds (the hub's count), as the caller sees it. */
    countOf: (actor: Actor, projectId: number, tx?: Executor) => countOf(db, actor, projectId, tx),
  };
}
export type InventoryService = ReturnType<typeof createInventoryService>;
