import { and, count, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { tooManyRequests } from '../../platform/errors';
import { signInFailures } from './account.table';

const WINDOW_MS = 15 * 60 * 1000;
/**
 * Failed sign-ins in 15 minutes (OWASP's authentication cheat sheet, account lockout): a user
 * name from one address is stopped after 10, so one address cannot lock its owner out; a user
 * name from every address together after 100, which bounds guessing spread over many addresses;
 * an address after 50, whatever the user names.
 */
const LIMITS = { pair: 10, user: 100, address: 50 } as const;

const TOO_MANY = 'Too many failed sign-in attempts. Wait 15 minutes and try again, or reset your password.';

/** The throttle's keys: a user name, that user name from one address, an address. */
const userKey = (userName: string) => `user:${userName.toLowerCase()}`;
const pairPrefix = (userName: string) => `user-address:${userName.toLowerCase()}@`;

export function createSignInThrottle(db: Executor) {
  async function recentFailures(key: string) {
    const [row] = await db
      .select({ n: count() })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), gt(signInFailures.at, new Date(Date.now() - WINDOW_MS))));
    return row?.n ?? 0;
  }

  return {
    /**
     * Counts a sign-in attempt before its password is checked, so parallel guesses see each other
     * and a burst cannot slip past the limits (429 past one). The attempt stays counted only if it
     * fails: call `succeeded` when the password was right, `notChecked` when it was never checked.
     */
    async attempt(userName: string, address: string) {
      const keys = { user: userKey(userName), pair: `${pairPrefix(userName)}${address}`, address: `ip:${address}` };
      const rows = await db
        .insert(signInFailures)
        .values([{ key: keys.user }, { key: keys.pair }, { key: keys.address }])
        .returning({ id: signInFailures.id });
      const notChecked = () =>
        db.delete(signInFailures).where(
          inArray(
            signInFailures.id,
            rows.map((a) => a.id),
          ),
        );
      const [pair, user, byAddress] = await Promise.all([
        recentFailures(keys.pair),
        recentFailures(keys.user),
        recentFailures(keys.address),
      ]);
      if (pair > LIMITS.pair || user > LIMITS.user || byAddress > LIMITS.address) {
        await notChecked();
        throw tooManyRequests(TOO_MANY);
      }
      return {
        notChecked,
        /** The right password: this attempt, and the failures of this user name, are forgotten. */
        async succeeded() {
          await notChecked();
          await db
            .delete(signInFailures)
            .where(or(eq(signInFailures.key, keys.user), eq(signInFailures.key, keys.pair)));
        },
      };
    },

    /** Forgets every failure of a user name, from every address (after a password reset). */
    async clearUser(userName: string, ex: Executor = db) {
      const prefix = pairPrefix(userName);
      await ex
        .delete(signInFailures)
        .where(
          or(eq(signInFailures.key, userKey(userName)), sql`left(${signInFailures.key}, ${prefix.length}) = ${prefix}`),
        );
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
