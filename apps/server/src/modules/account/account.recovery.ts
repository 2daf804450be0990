import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { MAX_ID } from '@freightdesk/contracts';
import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Executor, inTransaction } from '../../db/executor';
import { hashPassword } from '../../platform/auth/passwords';
import { badRequest } from '../../platform/errors';
import type { MailService } from '../mail';
import type { UserCredentials } from '../user';
import { passwordResetTokens } from './account.table';
import type { SignInThrottle } from './account.throttle';

const RESET_MINUTES = 60;
const MAX_RESET_LINKS_PER_HOUR = 5;
/** Requests waiting for their mail; past this a flood is dropped (and logged), not queued without end. */
const MAX_WAITING = 1_000;

export const FORGOT_MESSAGE =
  'If an account with that e-mail address exists, we have sent it a link to reset the password. The link works once, within 60 minutes.';
export const RESET_MESSAGE = 'Your password has been reset. You can now sign in with your new password.';
const RESET_INVALID = 'This password reset link is invalid or has expired. Ask for a new one.';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export interface RecoveryDeps {
  db: Executor;
  credentials: UserCredentials;
  mail: Pick<MailService, 'send'>;
  publicUrl: string;
  throttle: SignInThrottle;
  /** Forgets the user's cached session on this server (the NOTIFY tells the others). */
  forgetActor: (userId: number) => void;
  log: FastifyBaseLogger;
}

/** Resolves on a later turn of the event loop, once the answer in hand was written out. */
const afterAnswer = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Password recovery: a single-use link by mail, and the new password it sets. */
export function createRecovery({ db, credentials, mail, publicUrl, throttle, forgetActor, log }: RecoveryDeps) {
  // One request after the other: the hourly limit per user is counted without a race, and a
  // flood of requests costs the server one request's work at a time.
  let queue: Promise<void> = Promise.resolve();
  let waiting = 0;

  /** Looks the address up and mails a link when it belongs to an active user under the hourly limit. */
  async function mailLink(email: string) {
    const user = await credentials.byEmail(email);
    if (!user?.status) return;
    const [recent] = await db
      .select({ n: count() })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, user.id),
          gt(passwordResetTokens.createdAt, new Date(Date.now() - RESET_MINUTES * 60_000)),
        ),
      );
    // At most a few links an hour to one user, so nobody can flood a mailbox from here.
    if ((recent?.n ?? 0) >= MAX_RESET_LINKS_PER_HOUR) return;
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
    await mail.send(null, {
      to: user.email,
      subject: 'Reset your FreightDesk password',
      text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of the FreightDesk account ${user.userName}. To choose a new password, open this link within ${RESET_MINUTES} minutes:\n\n${link}\n\nThe link works once. If you did not ask for this, ignore this mail; your password stays as it is.\n`,
      secret: link,
    });
  }

  return {
    /**
     * Answers at once, the same whether or not the address is known, and looks it up and mails
     * the link after answering: neither the answer nor its time tells whether the address exists.
     */
    forgotPassword(_actor: null, { email }: { email: string }) {
      if (waiting >= MAX_WAITING) {
        log.warn('password reset request dropped: too many waiting');
      } else {
        waiting++;
        queue = queue
          // Not before the answer is written: an embedded database runs its queries on this thread.
          .then(afterAnswer)
          .then(() => mailLink(email))
          .catch((err) => log.error({ err }, 'password reset mail failed'))
          .finally(() => {
            waiting--;
          });
      }
      return { message: FORGOT_MESSAGE };
    },

    /**
     * Resolves once every reset mail asked for so far was handled, or after `limitMs` (the app
     * waits for it on close, not for a mail server that does not answer).
     */
    settled: (limitMs = 10_000) =>
      Promise.race([queue, new Promise<void>((resolve) => setTimeout(resolve, limitMs).unref())]),

    /**
     * Sets a new password; the token is taken in the same transaction, so it works only once.
     * Every session signed in before ends, and so does every other link of the user.
     */
    async resetPassword(_actor: null, { token, password }: { token: string; password: string }, tx?: Executor) {
      const [idText, secret] = token.split('.');
      const id = Number(idText);
      if (!Number.isInteger(id) || id <= 0 || id > MAX_ID || !secret)
        throw badRequest(RESET_INVALID, { token: RESET_INVALID });
      const passwordHash = await hashPassword(password);
      const userId = await inTransaction(db, tx, async (tx) => {
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
        // Any other link still out there for this user stops working too.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResetTokens.userId, taken.userId), isNull(passwordResetTokens.usedAt)));
        const user = await credentials.byId(taken.userId, tx);
        // The history shows that the password changed, by its owner through a reset link; never the value.
        const by = user ? { id: user.id, userName: user.userName } : null;
        await credentials.setPassword(by, { userId: taken.userId, passwordHash }, tx);
        if (user) await throttle.clearUser(user.userName, tx);
        return taken.userId;
      });
      forgetActor(userId);
      return { message: RESET_MESSAGE };
    },
  };
}
