import type { OutboxItem, Paged } from '@freightdesk/contracts';
import { and, count, desc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Executor } from '../../db/executor';
import { offsetOf } from '../../platform/search';
import { mailOutbox } from './mail.table';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every mail is written to the outbox first; with SMTP configured it is then sent and marked.
 * Without SMTP the outbox (and the log) is where it waits, so password recovery works on the
 * embedded default.
 */
export function createMailService(deps: {
  db: Executor;
  transport: Transporter | null;
  from: string;
  log: FastifyBaseLogger;
}) {
  const { db, transport, from, log } = deps;
  return {
    /** Writes the mail to the outbox (in the caller's transaction when given one) and sends it. */
    async send(mail: Mail, ex: Executor = db): Promise<void> {
      const [row] = await ex.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject }, 'mail written to the outbox (no SMTP_URL set)');
        return;
      }
      try {
        await transport.sendMail({ from, ...mail });
        await ex.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row!.id));
      } catch (err) {
        log.error({ err, to: mail.to }, 'mail could not be sent; it stays in the outbox');
        await ex
          .update(mailOutbox)
          .set({ error: String((err as Error).message ?? err) })
          .where(eq(mailOutbox.id, row!.id));
      }
    },

    /** How many mails went to this address in the last `minutes`. */
    async recentTo(to: string, minutes: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(
          and(
            sql`lower(${mailOutbox.to}) = lower(${to})`,
            gt(mailOutbox.createdAt, new Date(Date.now() - minutes * 60_000)),
          ),
        );
      return row?.n ?? 0;
    },

    async outbox(q: { pageIndex: number; pageSize: number; to?: string }): Promise<Paged<OutboxItem>> {
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
