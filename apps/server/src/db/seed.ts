import { ADMIN } from '@freightdesk/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import { makeActor } from '../platform/auth/actor';
import { type BuiltModules, seedModules } from '../platform/moduleRegistry';
import type { Db } from './client';
import { appMeta } from './meta.table';
import { users } from './schema';

/** The name the demo records and their histories give as their maker. */
export const DEMO_MAKER = 'demo data';

/**
 * Demo data to try every screen, once, on the first start: each module writes its own through its
 * own services (`seed` in its `<m>.module.ts`), in the order their records build on each other, in
 * one transaction. Several servers may start at once against one PostgreSQL: one seeds, the others
 * wait for it and see it done. Answers whether this call seeded.
 */
export async function seedDemoData(db: Db, modules: BuiltModules): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7264001)`);
    const [done] = await tx.select().from(appMeta).where(eq(appMeta.key, 'demo_seeded'));
    if (done) return false;
    // The first admin makes the demo records, named as demo data in them and in their histories.
    const [first] = await tx
      .select({ id: users.id, userTypeId: users.userTypeId, clientId: users.clientId })
      .from(users)
      .where(eq(users.isAdmin, true))
      .orderBy(asc(users.id))
      .limit(1);
    if (!first) throw new Error('The demo data needs the first admin (db/reference.ts makes it).');
    const admin = makeActor({ ...first, userName: DEMO_MAKER }, ADMIN);
    await seedModules(modules, { admin, tx, made: {} });
    await tx.insert(appMeta).values({ key: 'demo_seeded', value: new Date().toISOString() });
    return true;
  });
}
