import type { CurrentUser } from '@freightdesk/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { makeActor } from '../../platform/auth/actor';
import { createActorCache } from '../../platform/auth/actorCache';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { TokenIssuer } from '../../platform/auth/tokens';
import { fieldError, notFound, unauthorized } from '../../platform/errors';
import type { MailService } from '../mail';
import { createUserCredentials } from '../user';
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
  const credentials = createUserCredentials({ db });
  const throttle = createSignInThrottle(db);
  const identity = (id: number) => credentials.identity(id);

  const actors = createActorCache(async (id) => {
    const row = await identity(id);
    return row ? { actor: makeActor(row, row.scope), validAfter: row.sessionsValidAfter?.getTime() ?? 0 } : null;
  });

  const recovery = createRecovery({
    db,
    credentials,
    mail,
    publicUrl,
    throttle,
    forgetActor: (id) => actors.forget(id),
    log,
  });

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

    /** Signs a person in (nobody is acting yet: `null`), by user name and password from an address. */
    async signIn(_actor: null, input: { userName: string; password: string; rememberMe: boolean; ip: string }) {
      const { userName, password, rememberMe, ip } = input;
      const attempt = await throttle.attempt(userName, ip);
      const user = await credentials.byUserName(userName);
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
    async changePassword(
      actor: Actor,
      input: { currentPassword: string; password: string; ip: string },
      tx?: Executor,
    ) {
      const { currentPassword, password, ip } = input;
      const attempt = await throttle.attempt(actor.userName, ip);
      const user = await credentials.byUserName(actor.userName);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) {
        throw fieldError('currentPassword', CURRENT_PASSWORD_WRONG);
      }
      await attempt.succeeded();
      const passwordHash = await hashPassword(password);
      await credentials.setPassword(actor, { userId: user.id, passwordHash }, tx);
      actors.forget(user.id);
      return { message: PASSWORD_CHANGED };
    },

    /** Ends every session of the signed-in user, on every device, this one included. */
    async signOutEverywhere(actor: Actor, _input?: undefined, tx?: Executor): Promise<null> {
      await credentials.endSessions(actor, actor.id, tx);
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
