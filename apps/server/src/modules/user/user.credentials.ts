import { ADMIN } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import { announceActorChanged } from '../../platform/auth/actorCache';
import { type AuditActor, auditNote, fieldChanged, versionedUpdate } from '../../platform/kit';
import { userClaims, users } from './user.table';

/** The user's scope as it stands now: Admin, or their claims as Module:Action. */
const scopeSql = sql<string>`case when ${users.isAdmin} then ${ADMIN} else coalesce((select string_agg(${userClaims.type} || ':' || ${userClaims.value}, ' ' order by ${userClaims.type}, ${userClaims.value}) from ${userClaims} where ${userClaims.userId} = ${users.id}), '') end`;

/**
 * What the account module asks of users before anyone is signed in (sign-in, a reset link) and
 * how a password is set: the users module owns the rows, their history and the sessions they
 * end. Reads take no caller's scope: they find the person signing in, by what they typed.
 */
export function createUserCredentials({ db }: { db: Executor }) {
  return {
    /** The user of a user name (case-insensitive), with the password hash; null when none. */
    async byUserName(userName: string, tx?: Executor) {
      const [row] = await (tx ?? db).select().from(users).where(sql`lower(${users.userName}) = lower(${userName})`);
      return row ?? null;
    },

    /** The user of an id, active or not; null when none. */
    async byId(id: number, tx?: Executor) {
      const [row] = await (tx ?? db).select().from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** The user of an e-mail address (case-insensitive); null when none. */
    async byEmail(email: string, tx?: Executor) {
      const [row] = await (tx ?? db).select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
      return row ?? null;
    },

    /** Who a token names, as they stand now (their scope as text); null when inactive or gone. */
    async identity(id: number, tx?: Executor) {
      const [row] = await (tx ?? db)
        .select({
          id: users.id,
          userName: users.userName,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          userTypeId: users.userTypeId,
          clientId: users.clientId,
          isAdmin: users.isAdmin,
          status: users.status,
          scope: scopeSql,
          sessionsValidAfter: users.sessionsValidAfter,
        })
        .from(users)
        .where(eq(users.id, id));
      return row?.status ? row : null;
    },

    /**
     * Sets a user's password (by themselves, or by the owner of a reset link) and ends every
     * session signed in before it, on every server once it commits; the user's history says the
     * password changed, never its value.
     */
    async setPassword(actor: AuditActor, input: { userId: number; passwordHash: string }, tx?: Executor) {
      await inTransaction(db, tx, async (t) => {
        await versionedUpdate(
          t,
          users,
          { id: input.userId },
          { passwordHash: input.passwordHash, sessionsValidAfter: new Date() },
          { by: actor, noun: 'user' },
        );
        await announceActorChanged(t, input.userId);
        const change = fieldChanged('password', null, input.passwordHash, { secret: ['password'] });
        await auditNote(t, actor, 'user', input.userId, change);
      });
    },

    /** Ends every session of the user signed in until now (the record itself is unchanged), on every server once it commits. */
    async endSessions(_actor: AuditActor, userId: number, tx?: Executor) {
      await inTransaction(db, tx, async (t) => {
        await t.update(users).set({ sessionsValidAfter: new Date() }).where(eq(users.id, userId));
        await announceActorChanged(t, userId);
      });
    },
  };
}
export type UserCredentials = ReturnType<typeof createUserCredentials>;
