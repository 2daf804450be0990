import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { ADMIN, type CurrentUser, MAX_ID } from '@freightdesk/contracts';
import { and, count, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { changesOf, recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { makeActor } from '../../platform/auth/actor';
import { createActorCache } from '../../platform/auth/actorCache';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import type { TokenIssuer } from '../../platform/auth/tokens';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../platform/errors';
import { FULL_SCOPE } from '../../platform/scope';
import type { MailService } from '../mail';
import { createUserRepository, userClaims, users } from '../user';
import { passwordResetTokens, signInFailures } from './account.table';

const REMEMBER_SECONDS = 30 * 24 * 3600;
const SESSION_SECONDS = 12 * 3600;
const RESET_MINUTES = 60;
const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_USER = 10;
const MAX_FAILURES_PER_ADDRESS = 50;
const MAX_RESET_MAILS_PER_HOUR = 5;

export const FORGOT_MESSAGE =
  'If an account with that e-mail address exists, we have sent it a link to reset the password. The link works once, within 60 minutes.';
export const RESET_MESSAGE = 'Your password has been reset. You can now sign in with your new password.';
const RESET_INVALID = 'This password reset link is invalid or has expired. Ask for a new one.';
const SIGN_IN_FAILED = 'The user name or password is incorrect.';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface AccountDeps {
  db: Executor;
  tokens: TokenIssuer;
  mail: Pick<MailService, 'send' | 'recentTo'>;
  publicUrl: string;
}

export function createAccountService({ db, tokens, mail, publicUrl }: AccountDeps) {
  const users_ = createUserRepository(db);

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
      })
      .from(users)
      .where(eq(users.id, id));
    return row?.status ? row : null;
  }

  const actors = createActorCache(async (id) => {
    const row = await identity(id);
    return row ? makeActor(row, row.scope) : null;
  });

  async function recentFailures(key: string) {
    const [row] = await db
      .select({ n: count() })
      .from(signInFailures)
      .where(and(eq(signInFailures.key, key), gt(signInFailures.at, new Date(Date.now() - THROTTLE_WINDOW_MS))));
    return row?.n ?? 0;
  }

  return {
    /**
     * The acting user behind a verified token. Status and permissions are read afresh, so a
     * deactivated or deleted user, or a removed permission, takes effect at once.
     */
    actorFor: (userId: number): Promise<Actor | null> => actors.get(userId),

    /** Forgets a user's cached status and permissions (one user, or all when announcements were missed). */
    forgetActor: (userId?: number) => actors.forget(userId),

    async signIn(userName: string, password: string, rememberMe: boolean, ip: string) {
      const userKey = `user:${userName.toLowerCase()}`;
      const ipKey = `ip:${ip}`;
      // The attempt is counted before the password is checked, so parallel guesses see each other
      // and a burst cannot slip past the limits; it stays counted only if it fails.
      const attempt = await db
        .insert(signInFailures)
        .values([{ key: userKey }, { key: ipKey }])
        .returning({ id: signInFailures.id });
      const forget = () =>
        db.delete(signInFailures).where(
          inArray(
            signInFailures.id,
            attempt.map((a) => a.id),
          ),
        );
      const [byUser, byIp] = await Promise.all([recentFailures(userKey), recentFailures(ipKey)]);
      if (byUser > MAX_FAILURES_PER_USER || byIp > MAX_FAILURES_PER_ADDRESS) {
        await forget();
        throw tooManyRequests(
          'Too many failed sign-in attempts. Wait 15 minutes and try again, or reset your password.',
        );
      }
      const user = await users_.findByUserName(userName);
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw unauthorized(SIGN_IN_FAILED);
      await forget();
      if (!user.status) throw unauthorized('This account is inactive. Ask an administrator to activate it.');
      await db.delete(signInFailures).where(eq(signInFailures.key, userKey));
      const who = await identity(user.id);
      return tokens.sign(
        { unique_name: user.userName, scope: who?.scope ?? '', nameid: user.id, userTypeId: user.userTypeId },
        rememberMe ? REMEMBER_SECONDS : SESSION_SECONDS,
      );
    },

    async me(actor: Actor): Promise<CurrentUser> {
      const row = await identity(actor.id);
      if (!row) throw notFound('User');
      const { status: _, ...user } = row;
      return user;
    },

    /** Mails a single-use link; answers the same whether or not the address is known. */
    async forgotPassword(email: string) {
      const user = await users_.findByEmail(email);
      // At most a few links an hour to one address, so nobody can flood a mailbox from here.
      if (user?.status && (await mail.recentTo(user.email, RESET_MINUTES)) < MAX_RESET_MAILS_PER_HOUR) {
        const secret = randomBytes(32).toString('base64url');
        const [row] = await db
          .insert(passwordResetTokens)
          .values({
            userId: user.id,
            tokenHash: sha256(secret),
            expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
          })
          .returning({ id: passwordResetTokens.id });
        const link = `${publicUrl}/account/reset-password?token=${row!.id}.${secret}`;
        await mail.send({
          to: user.email,
          subject: 'Reset your FreightDesk password',
          text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of the FreightDesk account ${user.userName}. To choose a new password, open this link within ${RESET_MINUTES} minutes:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this mail; your password stays as it is.\n`,
        });
      }
      return { message: FORGOT_MESSAGE };
    },

    /** Sets a new password; the token is taken in the same transaction, so it works only once. */
    async resetPassword(token: string, password: string) {
      const [idText, secret] = token.split('.');
      const id = Number(idText);
      if (!Number.isInteger(id) || id <= 0 || id > MAX_ID || !secret)
        throw badRequest(RESET_INVALID, { token: RESET_INVALID });
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const [taken] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(passwordResetTokens.id, id),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, new Date()),
            ),
          )
          .returning({ userId: passwordResetTokens.userId, tokenHash: passwordResetTokens.tokenHash });
        const given = Buffer.from(sha256(secret));
        if (!taken || !timingSafeEqual(given, Buffer.from(taken.tokenHash))) {
          throw badRequest(RESET_INVALID, { token: RESET_INVALID });
        }
        await createUserRepository(tx).setPassword(taken.userId, passwordHash);
        // Any other link still out there for this user stops working too.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, taken.userId), isNull(passwordResetTokens.usedAt)));
        const user = await createUserRepository(tx).findById(FULL_SCOPE, taken.userId);
        if (!user) return;
        await tx.delete(signInFailures).where(eq(signInFailures.key, `user:${user.userName.toLowerCase()}`));
        // The history shows that the password changed, by its owner through a reset link; never the value.
        const change = changesOf({ password: null }, { password: passwordHash }, { secret: ['password'] });
        await recordAudit(tx, { id: user.id, userName: user.userName }, 'user', user.id, 'update', change);
      });
      return { message: RESET_MESSAGE };
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
