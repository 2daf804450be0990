import type { OutboxItem, Paged } from '@freightdesk/contracts';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import type { AuditActor } from '../../platform/kit';
import { offsetOf } from '../../platform/search';
import { mailOutbox } from './mail.table';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /**
   * A part of the text that grants something (a reset link). When the mail goes out through SMTP
   * the outbox keeps it masked, so reading the outbox opens no account; without SMTP the outbox
   * is how the mail is delivered, and keeps it.
   */
  secret?: string;
  /** Files sent with it (a scheduled report); the outbox keeps them, as it keeps the text. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

/** What the outbox keeps in place of a mail's secret once SMTP delivers it. */
export const MASKED_SECRET = '[sent by e-mail only; not kept here]';

/**
 * Every mail is written to the outbox first; with SMTP configured it is then sent and marked, its
 * secret masked in the outbox. Without SMTP the outbox (and the log) is where it waits, so
 * password recovery works on the embedded default.
 */
export function createMailService(deps: {
  db: Executor;
  transport: Transporter | null;
  from: string;
  log: FastifyBaseLogger;
}) {
  const { db, transport, from, log } = deps;
  return {
    /**
     * Writes the mail to the outbox (in the caller's transaction when given one) and sends it.
     * The actor is whoever's work it is (null: nobody signed in, or the system's reminders).
     */
    async send(_actor: AuditActor, { secret, attachments, ...mail }: Mail, tx?: Executor): Promise<void> {
      const ex = tx ?? db;
      const text = transport && secret ? mail.text.replaceAll(secret, MASKED_SECRET) : mail.text;
      const files = attachments?.map((a) => ({ ...a, content: a.content.toString('base64') })) ?? null;
      const [row] = await ex
        .insert(mailOutbox)
        .values({ ...mail, text, attachments: files })
        .returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (no SMTP_URL set)');
        return;
      }
      try {
        await transport.sendMail({ from, ...mail, ...(attachments ? { attachments } : {}) });
        await ex.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        log.error({ err, to: mail.to }, 'mail could not be sent; it stays in the outbox');
        await ex
          .update(mailOutbox)
          .set({ error: String((err as Error).message ?? err) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },

    /** Mail not sent: waiting (no SMTP_URL, so the outbox delivers it) and failed (SMTP refused it). */
    async unsent(): Promise<{ waiting: number; failed: number }> {
      const [row] = await db
        .select({
          waiting: sql<number>`(count(*) filter (where ${mailOutbox.error} is null))::int`,
          failed: sql<number>`(count(*) filter (where ${mailOutbox.error} is not null))::int`,
        })
        .from(mailOutbox)
        .where(sql`${mailOutbox.sentAt} is null`);
      return { waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
    },

    /** The outbox, newest first (an admin's: the route's access checks it). */
    async outbox(_actor: Actor, q: { pageIndex: number; pageSize: number; to?: string }): Promise<Paged<OutboxItem>> {
      const where = q.to ? sql`lower(${mailOutbox.to}) = lower(${q.to})` : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(mailOutbox)
          .where(where)
          .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
          .limit(q.pageSize)
          .offset(offsetOf(q.pageIndex, q.pageSize)),
        db.select({ n: count() }).from(mailOutbox).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          text: r.text,
          createdAt: r.createdAt.toISOString(),
          sentAt: r.sentAt?.toISOString() ?? null,
        })),
        totalCount: total?.n ?? 0,
        totalExact: true,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      };
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
