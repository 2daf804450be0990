import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/executor';
import { makeLocation } from '../../modules/location/location.testkit';
import { locations } from '../../modules/location/tables';
import { createTestApp, type TestApp } from '../../test/testApp';
import { updateSet } from './versioned';

/* The kit's one update of a set of versioned rows, on a real table (locations) of a real database. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const clerk = { userName: 'clerk' };
const read = async (ids: number[]) =>
  (await t.database.db.select().from(locations).where(inArray(locations.id, ids))).sort((a, b) => a.id - b.id);

describe('updateSet', () => {
  it('writes each row its own values in one statement, with a new version and who changed it', async () => {
    const [a, b] = [await makeLocation(t), await makeLocation(t)];
    const written = await updateSet(
      t.database.db,
      locations,
      [
        { id: a!.id, version: a!.version, text: 'Bulk rack, north wall' },
        { id: b!.id, text: 'Cold room' },
      ],
      { types: { text: 'text' }, set: (v) => ({ description: v.text }), by: clerk, subject: 'These locations' },
    );
    expect(written.sort((x, y) => x - y)).toEqual([a!.id, b!.id].sort((x, y) => x - y));
    const [ra, rb] = await read([a!.id, b!.id]);
    expect([ra!.description, rb!.description]).toEqual(['Bulk rack, north wall', 'Cold room']);
    expect([ra!.version, rb!.version]).toEqual([a!.version + 1, b!.version + 1]);
    expect([ra!.modifiedBy, rb!.modifiedBy]).toEqual(['clerk', 'clerk']);
  });

  it('keeps nothing when one row was changed since it was read, or fails its condition: the one conflict', async () => {
    const [a, b] = [await makeLocation(t), await makeLocation(t)];
    const attempt = (rows: { id: number; version?: number; text: string }[], where?: () => ReturnType<typeof sql>) =>
      inTransaction(t.database.db, undefined, (tx) =>
        updateSet(tx, locations, rows, {
          types: { text: 'text' },
          set: (v) => ({ description: v.text }),
          where,
          by: clerk,
          subject: 'These locations',
        }),
      );
    const conflict = {
      status: 409,
      message: 'These locations were changed by someone else since you opened it. Reload to see the changes.',
    };
    // The second row was read a version ago: the first row's write goes back with it.
    await expect(
      attempt([
        { id: a!.id, version: a!.version, text: 'first' },
        { id: b!.id, version: b!.version - 1, text: 'second' },
      ]),
    ).rejects.toMatchObject(conflict);
    await expect(
      attempt([{ id: a!.id, text: 'inactive only' }], () => sql`${locations.active} = false`),
    ).rejects.toMatchObject(conflict);
    const after = await read([a!.id, b!.id]);
    expect(after.map((r) => [r.description, r.version])).toEqual([
      [a!.description, a!.version],
      [b!.description, b!.version],
    ]);
  });

  it("marks only who and when with marks: 'modified', and nothing with marks: false", async () => {
    const [a, b] = [await makeLocation(t), await makeLocation(t)];
    await updateSet(t.database.db, locations, [{ id: a!.id, text: 'held' }], {
      types: { text: 'text' },
      set: (v) => ({ description: v.text }),
      by: clerk,
      subject: 'These locations',
      marks: 'modified',
    });
    await updateSet(t.database.db, locations, [{ id: b!.id, text: 'total' }], {
      types: { text: 'text' },
      set: (v) => ({ description: v.text }),
      by: clerk,
      subject: 'These locations',
      marks: false,
    });
    const [ra, rb] = await read([a!.id, b!.id]);
    expect([ra!.description, ra!.version, ra!.modifiedBy]).toEqual(['held', a!.version, 'clerk']);
    expect([rb!.description, rb!.version, rb!.modifiedBy]).toEqual(['total', b!.version, 'admin']);
  });
});
