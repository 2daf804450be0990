import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from './actor';

/** The channel on which a committed change to a user's status or permissions is announced. */
export const ACTOR_CHANNEL = 'fd_actor_changed';

/** What is kept of a signed-in user: who they are now, and since when their sessions count. */
export interface Session {
  actor: Actor;
  /** Tokens issued before this moment (ms since the epoch) no longer sign the user in; 0: none ended. */
  validAfter: number;
}

export interface ActorCache {
  /** The acting user and their session rule, from the cache or loaded (null: no such active user). */
  get(id: number): Promise<Session | null>;
  /** Forgets one user, or everyone (after a lost connection, when announcements may have been missed). */
  forget(id?: number): void;
}

/**
 * The acting user of every request, kept in memory so the check of status, permissions and ended
 * sessions on each call costs next to nothing. The change itself invalidates it: a write that
 * changes a user's status, type, company, permissions or sessions calls `actorChanged` in its
 * transaction, which forgets the user here at once and announces it with NOTIFY, so every server
 * forgets it when the transaction commits. A load that was under way when the user was forgotten is not kept.
 */
export function createActorCache(load: (id: number) => Promise<Session | null>): ActorCache {
  const entries = new Map<number, Session | null>();
  let generation = 0;
  return {
    async get(id) {
      if (entries.has(id)) return entries.get(id) ?? null;
      const started = generation;
      const actor = await load(id);
      // Bounded: a deployment's active users fit, and a flood of ids cannot grow it without end.
      if (started === generation && entries.size < 50_000) entries.set(id, actor);
      return actor;
    },
    forget(id) {
      generation++;
      if (id === undefined) entries.clear();
      else entries.delete(id);
    },
  };
}

/** Announces, within the caller's transaction, that a user's status, permissions or sessions changed. */
export async function announceActorChanged(tx: Executor, userId: number) {
  await tx.execute(sql`select pg_notify(${ACTOR_CHANNEL}, ${String(userId)})`);
}
