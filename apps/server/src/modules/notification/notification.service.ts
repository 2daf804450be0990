import type { NotificationItem, NotificationPreferences, Paged } from '@freightdesk/contracts';
import { and, count, desc, eq, isNull, lte } from 'drizzle-orm';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/errors';
import type { AuditActor } from '../../platform/kit';
import type { Notice, Notify } from '../../platform/notify';
import { scopeOf } from '../../platform/scope';
import { offsetOf } from '../../platform/search';
import { withOpenableLinks } from './notification.readers';
import { notificationPreferences, notifications } from './notification.table';

const columns = {
  id: notifications.id,
  title: notifications.title,
  text: notifications.text,
  link: notifications.link,
  projectId: notifications.projectId,
  scheduledFor: notifications.scheduledFor,
  dismissed: notifications.dismissed,
};

type Row = Omit<NotificationItem, 'scheduledFor'> & { scheduledFor: Date; projectId: number | null };

function toItem({ projectId: _, ...r }: Row): NotificationItem {
  return { ...r, scheduledFor: r.scheduledFor.toISOString() };
}

/** The actor's notifications, each leading to a screen the actor may open now. */
async function asItems(ex: Executor, actor: Actor, rows: Row[]): Promise<NotificationItem[]> {
  const readable = await withOpenableLinks(ex, { scope: actor.scope, data: scopeOf(actor) }, rows);
  return readable.map(toItem);
}

export function createNotificationService({ db }: { db: Executor }) {
  return {
    /** The actor's own notifications that are due (scheduled for now or earlier), newest first. */
    async list(
      actor: Actor,
      q: { dismissed: boolean; pageIndex: number; pageSize: number },
      tx?: Executor,
    ): Promise<Paged<NotificationItem>> {
      const ex = tx ?? db;
      const where = and(
        eq(notifications.userId, actor.id),
        eq(notifications.dismissed, q.dismissed),
        lte(notifications.scheduledFor, new Date()),
      );
      const [rows, [total]] = await Promise.all([
        ex
          .select(columns)
          .from(notifications)
          .where(where)
          .orderBy(desc(notifications.scheduledFor), desc(notifications.id))
          .limit(q.pageSize)
          .offset(offsetOf(q.pageIndex, q.pageSize)),
        ex.select({ n: count() }).from(notifications).where(where),
      ]);
      return {
        items: await asItems(ex, actor, rows),
        totalCount: total?.n ?? 0,
        totalExact: true,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      };
    },

    /** Dismisses one of the actor's notifications; another user's is a 404, never a leak. */
    async dismiss(actor: Actor, id: number, tx?: Executor): Promise<NotificationItem> {
      const ex = tx ?? db;
      const [row] = await ex
        .update(notifications)
        .set({ dismissed: true, dismissedAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, actor.id)))
        .returning(columns);
      if (!row) throw notFound('Notification');
      const [item] = await asItems(ex, actor, [row]);
      return item!;
    },

    async preferences(actor: Actor, _input?: undefined, tx?: Executor): Promise<NotificationPreferences> {
      const [row] = await (tx ?? db)
        .select({ emailReminders: notificationPreferences.emailReminders })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, actor.id));
      return { emailReminders: row?.emailReminders ?? false };
    },

    /**
     * Turns e-mail of the actor's reminders on or off. Turned on, it mails what falls due from now
     * on: reminders already due (read in the bell) are not mailed after the fact.
     */
    async updatePreferences(
      actor: Actor,
      p: NotificationPreferences,
      outer?: Executor,
    ): Promise<NotificationPreferences> {
      return inTransaction(db, outer, async (tx) => {
        await tx
          .insert(notificationPreferences)
          .values({ userId: actor.id, emailReminders: p.emailReminders })
          .onConflictDoUpdate({
            target: notificationPreferences.userId,
            set: { emailReminders: p.emailReminders, modifiedAt: new Date() },
          });
        if (p.emailReminders) {
          await tx
            .update(notifications)
            .set({ emailedAt: new Date() })
            .where(
              and(
                eq(notifications.userId, actor.id),
                isNull(notifications.emailedAt),
                lte(notifications.scheduledFor, new Date()),
              ),
            );
        }
        return p;
      });
    },

    /**
     * Schedules notifications (used by other modules, such as PO follow-up dates), in the caller's
     * transaction when given one: one statement for any number. Give the project each is about: a
     * reader who may not open the link (it needs a permission they lack) is sent to a screen of
     * that project they may open, decided when they read it.
     */
    async schedule(_actor: AuditActor, notices: Notice | Notice[], tx?: Executor): Promise<void> {
      const rows = Array.isArray(notices) ? notices : [notices];
      if (rows.length) await (tx ?? db).insert(notifications).values(rows);
    },

    /**
     * Withdraws what a source scheduled and nobody has dismissed yet (a follow-up date moved or
     * cleared); dismissed ones stay as the user left them.
     */
    async unschedule(_actor: AuditActor, source: string, tx?: Executor): Promise<void> {
      await (tx ?? db)
        .delete(notifications)
        .where(and(eq(notifications.source, source), eq(notifications.dismissed, false)));
    },
  } satisfies Notify & Record<string, unknown>;
}
export type NotificationService = ReturnType<typeof createNotificationService>;
