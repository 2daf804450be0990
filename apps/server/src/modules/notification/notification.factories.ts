import type { Db } from '../../db/client';
import { nextSeq } from '../../test/factories';
import { notifications } from './notification.table';

declare module '../../test/factories' {
  interface Factories {
    notification(
      over: Partial<typeof notifications.$inferInsert> & { userId: number },
    ): Promise<typeof notifications.$inferSelect>;
  }
}

/** Notifications for tests, due a minute ago unless told. */
export const notificationFactories = (db: Db) => ({
  async notification(over: Partial<typeof notifications.$inferInsert> & { userId: number }) {
    const n = nextSeq();
    const [row] = await db
      .insert(notifications)
      .values({
        title: `Notice ${n}`,
        text: `Text ${n}`,
        link: '/projects',
        scheduledFor: new Date(Date.now() - 60_000),
        ...over,
      })
      .returning();
    return row!;
  },
});
export { notificationFactories as factories };
