import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataScope } from '../../platform/scope';
import { createTestApp, type TestApp } from '../../test/testApp';
import { groupOf, groupsOf } from '../inventory/inventory.read';
import { grouped } from '../inventory/inventory.testkit';
import { lineOf, linesOf, scannableLinesOf, signatureOf } from './pickTicket.read';
import { deliveredTicket } from './pickTicket.testkit';

// A child read (a ticket's lines, its signature, a project's inventory groups) answers only what
// the scope it is given sees: no caller reaches those rows by calling it before, or without, the
// check of its parent.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A staff user whose Project Access list holds another project only. */
async function outsider(): Promise<DataScope> {
  const other = await t.make.project();
  const user = await t.make.user({ projects: [other.id] });
  return { all: false, userId: user.id, companyId: null };
}

describe('child reads take the scope', () => {
  it("a delivered ticket's lines, one line and its signature are nothing to a user outside its project", async () => {
    const m = await deliveredTicket(t);
    const db = t.database.db;
    const all: DataScope = { all: true };
    expect((await linesOf(db, all, m.ticket.id)).map((l) => l.id)).toEqual([m.line.id]);
    expect((await lineOf(db, all, m.line.id))?.line.id).toBe(m.line.id);
    expect(await scannableLinesOf(db, all, m.ticket.id)).toHaveLength(1);
    expect(await signatureOf(db, all, m.ticket.id)).toBeInstanceOf(Buffer);

    const stranger = await outsider();
    expect(await linesOf(db, stranger, m.ticket.id)).toEqual([]);
    expect(await lineOf(db, stranger, m.line.id)).toBeNull();
    expect(await scannableLinesOf(db, stranger, m.ticket.id)).toEqual([]);
    expect(await signatureOf(db, stranger, m.ticket.id)).toBeNull();

    // Given the project, the same user reads them.
    const member = await t.make.user({ projects: [m.projectId] });
    const inside: DataScope = { all: false, userId: member.id, companyId: null };
    expect(await linesOf(db, inside, m.ticket.id)).toHaveLength(1);
  });

  it("a project's inventory groups are nothing to a user outside the project", async () => {
    const g = await grouped(t);
    const db = t.database.db;
    expect((await groupsOf(db, { all: true }, g.projectId)).map((x) => x.id)).toEqual([g.group.id]);
    const stranger = await outsider();
    expect(await groupsOf(db, stranger, g.projectId)).toEqual([]);
    expect(await groupOf(db, stranger, g.projectId, g.group.id)).toBeNull();
  });
});
