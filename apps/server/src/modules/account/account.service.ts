import { ADMIN, type CurrentUser } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor';
import { changesOf, recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { makeActor } from '../../platform/auth/actor';
import { announceActorChanged, createActorCache } from '../../platform/auth/actorCache';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { TokenIssuer } from '../../platform/auth/tokens';
import { fieldError, notFound, unauthorized } from '../../platform/errors';
import type { MailService } from '../mail';
import { createUserRepository, userClaims, users } from '../user';
import { createRecovery } from './account.recovery';
import { createSignInThrottle } from './account.throttle';

const REMEMBER_SECONDS = 30 * 24 * 3600;
const SESSION_SECONDS = 12 * 3600;

const SIGN_IN_FAILED = 'The user name or password is incorrect.';
const CURRENT_PASSWORD_WRONG = 'This is not your current password.';
export const PASSWORD_CHANGED = 'Your password has been changed. Sign in again with your new password.';

export interface AccountDeps {
  db: Executor;
  tokens: TokenIssuer;
  mail: Pick<MailService, 'send'>;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export function createAccountService({ db, tokens, mail, publicUrl, log }: AccountDeps) {
  const users_ = createUserRepository(db);
  const throttle = createSignInThrottle(db);

  /** The user's scope as it stands now: Admin, or their claims as Module:Action. */
  const scopeSql = sql<string>`case when ${users.isAdmin} then ${ADMIN} else coalesce((select string_agg(${userClaims.type} || ':' || ${userClaims.value}, ' ' order by ${userClaims.type}, ${userClaims.value}) from ${userClaims} where ${userClaims.userId} = ${users.id}), '') end`;

  async function identity(id: number) {
    const [row] = await db
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
  }

  const actors = createActorCache(async (id) => {
    const row = await identity(id);
    return row ? { actor: makeActor(row, row.scope), validAfter: row.sessionsValidAfter?.getTime() ?? 0 } : null;
  });

  /** Ends every session of the user signed in until now, on every server once it commits. */
  async function endSessions(tx: Executor, userId: number) {
    await createUserRepository(tx).endSessions(userId);
    await announceActorChanged(tx, userId);
  }

  const recovery = createRecovery({ db, mail, publicUrl, throttle, forgetActor: (id) => actors.forget(id), log });

  return {
    /**
     * The acting user behind a verified token issued at `issuedAt` (ms). Status, permissions and
     * ended sessions are as they stand now, so a deactivated or deleted user, a removed
     * permission or a new password takes effect at once; they are read once and kept.
     */
    async actorFor(userId: number, issuedAt: number): Promise<Actor | null> {
      const session = await actors.get(userId);
      return session && issuedAt >= session.validAfter ? session.actor : null;
    },

    /** Forgets a user's cached status, permissions and sessions (one user, or all when announcements were missed). */
    forgetActor: (userId?: number) => actors.forget(userId),

    async signIn(userName: string, password: string, rememberMe: boolean, ip: string) {
      const attempt = await throttle.attempt(userName, ip);
      const user = await users_.findByUserName(userName);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw unauthorized(SIGN_IN_FAILED);
      await attempt.succeeded();
      if (!user.status) throw unauthorized('This account is inactive. Ask an administrator to activate it.');
      const who = await identity(user.id);
      return tokens.sign(
        { unique_name: user.userName, scope: who?.scope ?? '', nameid: user.id, userTypeId: user.userTypeId },
        rememberMe ? REMEMBER_SECONDS : SESSION_SECONDS,
      );
    },

    async me(actor: Actor): Promise<CurrentUser> {
      const row = await identity(actor.id);
      if (!row) throw notFound('User');
      const { status: _, sessionsValidAfter: __, ...user } = row;
      return user;
    },

    /**
     * Sets the signed-in user's own password, given the current one (guesses count against the
     * sign-in throttle). Like every new password, it ends every session, this one included.
     */
    async changePassword(actor: Actor, currentPassword: string, password: string, ip: string) {
      const attempt = await throttle.attempt(actor.userName, ip);
      const user = await users_.findByUserName(actor.userName);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
      }
      await attempt.succeeded();
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await createUserRepository(tx).setPassword(user.id, passwordHash);
        await announceActorChanged(tx, user.id);
        const change = changesOf({ password: null }, { password: passwordHash }, { secret: ['password'] });
        await recordAudit(tx, actor, 'user', user.id, 'update', change);
      });
      actors.forget(user.id);
      return { message: PASSWORD_CHANGED };
    },

    /** Ends every session of the signed-in user, on every device, this one included. */
    async signOutEverywhere(actor: Actor): Promise<null> {
      await db.transaction((tx) => endSessions(tx, actor.id));
      actors.forget(actor.id);
      return null;
    },

    forgotPassword: recovery.forgotPassword,
    resetPassword: recovery.resetPassword,
    /** Resolves once the reset mails asked for so far were handled. */
    settled: recovery.settled,
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
