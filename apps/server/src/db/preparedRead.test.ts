import { and, eq, sql, TransactionRollbackError } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { freshDatabase } from '../test/database';
import type { Database } from './client';
import { preparedRead } from './preparedRead';

const pallets = pgTable('test_pallets', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  owner: integer('owner').notNull(),
});

let database: Database;

beforeAll(async () => {
  database = await freshDatabase({ pgliteTemplate: inject('pgliteTemplate') });
  await database.db.execute(
    sql`create table test_pallets (id serial primary key, label text not null, owner integer not null)`,
  );
  await database.db.execute(sql`insert into test_pallets (label, owner) values ('A', 1), ('B', 2), ('C', 1)`);
});

afterAll(() => database.close());

it('compiles a read once per executor and key, and answers each call with its own values', async () => {
  let built = 0;
  // The key stands for a caller's scope: an owner sees only their pallets.
  const byId = preparedRead(
    (ex, owner: number | null) => {
      built++;
      return ex
        .select({ label: pallets.label })
        .from(pallets)
        .where(and(eq(pallets.id, sql.placeholder('id')), owner === null ? undefined : eq(pallets.owner, owner)))
        .prepare('');
    },
    (owner) => String(owner),
  );
  const { db } = database;
  expect(await byId(db, null).execute({ id: 1 })).toEqual([{ label: 'A' }]);
  expect(await byId(db, null).execute({ id: 2 })).toEqual([{ label: 'B' }]);
  expect(built).toBe(1);
  // Another key is another statement: owner 1 does not see pallet 2, though the same id was read above.
  expect(await byId(db, 1).execute({ id: 2 })).toEqual([]);
  expect(await byId(db, 1).execute({ id: 3 })).toEqual([{ label: 'C' }]);
  expect(built).toBe(2);
  // Inside a transaction the read sees the transaction's own writes.
  const inTransaction = db.transaction(async (tx) => {
    await tx.insert(pallets).values({ label: 'D', owner: 1 });
    expect(await byId(tx, 1).execute({ id: 4 })).toEqual([{ label: 'D' }]);
    tx.rollback();
  });
  await expect(inTransaction).rejects.toThrow(TransactionRollbackError);
  expect(await byId(db, 1).execute({ id: 4 })).toEqual([]);
});
