import { poStatuses } from '@freightdesk/contracts';
import { and, count, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { progressOf, statusFor } from '../modules/purchaseOrder/purchaseOrder.status';
import { freshDatabase } from '../test/database';
import { startWithDemoData } from '../test/demoData';
import type { Database } from './client';
import { integrityProblems } from './integrity';
import { ensureReferenceData } from './reference';
import * as t from './schema';

let database: Database;
beforeAll(async () => {
  database = await freshDatabase({ pgliteTemplate: inject('pgliteTemplate') });
  await ensureReferenceData(database.db, 'Admin@123');
});
afterAll(() => database.close());

describe('the demo data', () => {
  // The whole demo data goes through the modules' services: a few seconds, more on a busy machine.
  it('seeds once: clients, projects, users, and each record’s history from its creation', async () => {
    expect((await startWithDemoData(database)).seeded).toBe(true);
    expect((await startWithDemoData(database)).seeded).toBe(false);
    const [projects] = await database.db.select({ n: count() }).from(t.projects);
    expect(projects!.n).toBeGreaterThanOrEqual(10);
    const [created] = await database.db
      .select({ n: count() })
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'project'), eq(t.auditLog.action, 'create')));
    expect(created!.n).toBe(projects!.n);
    const [history] = await database.db
      .select()
      .from(t.auditLog)
      .where(and(eq(t.auditLog.entity, 'user'), eq(t.auditLog.action, 'create')))
      .limit(1);
    expect(history).toMatchObject({ action: 'create', userName: 'demo data' });
    expect(history!.changes.map((c) => c.field)).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'userName', 'email']),
    );
    // Proposals in mixed statuses with exact lines; one already became the first project.
    const proposals = await database.db.select().from(t.proposals);
    expect(proposals).toHaveLength(8);
    expect(proposals.filter((p) => p.projectId !== null)).toHaveLength(1);
    const lines = await database.db
      .select()
      .from(t.proposalLines)
      .where(eq(t.proposalLines.proposalId, proposals[0]!.id));
    expect(lines.map((l) => l.amount)).toEqual(['2220.00', '1770.00', '4608.00']);
    // Eight of the ten projects carry the master rates, the other two none.
    const rated = await database.db
      .selectDistinct({ projectId: t.warehouseRates.projectId })
      .from(t.warehouseRates)
      .where(isNotNull(t.warehouseRates.projectId));
    expect(rated).toHaveLength(8);
    const [masters] = await database.db
      .select({ n: count() })
      .from(t.standardRates)
      .where(isNull(t.standardRates.projectId));
    const [first] = await database.db
      .select({ n: count() })
      .from(t.standardRates)
      .where(eq(t.standardRates.projectId, rated[0]!.projectId!));
    expect(first!.n).toBe(masters!.n);
    // Purchase orders in every status, each where its items put it, each with its reminder when one is pending.
    const pos = (await database.db.select().from(t.purchaseOrders)).map((p) => ({
      ...p,
      statusId: poStatuses.idOf(p.status),
    }));
    expect(new Set(pos.map((p) => p.statusId))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    for (const po of pos) {
      expect(statusFor(po.statusId, await progressOf(database.db, po.id)), po.number).toBe(po.statusId);
    }
    // What the PO lines say was shipped is what the demo shipments carry.
    const unmatched = await database.db.execute(sql`
      select i.id from po_items i
      where i.quantity_shipped <> coalesce((select sum(si.quantity) from shipment_items si where si.po_item_id = i.id), 0)`);
    expect((unmatched as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The delivered shipments were received into inventory: what the PO lines say arrived is on hand.
    const stock = await database.db.execute(sql`
      select i.id from po_items i
      where i.quantity_received <> coalesce((select sum(s.quantity_on_hand) from inventory_items s where s.po_item_id = i.id), 0)`);
    expect((stock as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The warehouse shows a pallet of two lines and a carton that waits to be weighed.
    const groups = await database.db.select().from(t.inventoryGroups);
    expect(groups.map((g) => g.name)).toEqual(['Pallet A']);
    expect(
      await database.db.select().from(t.inventoryItems).where(eq(t.inventoryItems.groupId, groups[0]!.id)),
    ).toHaveLength(2);
    const unweighed = await database.db.select().from(t.inventoryItems).where(eq(t.inventoryItems.weight, '0'));
    expect(unweighed.map((i) => i.description)).toEqual(['Loose hardware carton, found at the dock']);
    const alerts = await database.db.select().from(t.receivingAlerts);
    expect(new Set(alerts.map((a) => a.status))).toEqual(new Set(['Received', 'Expected']));
    expect(alerts.filter((a) => a.advanceNotice)).toHaveLength(1);
    // The client user's release request awaits the warehouse.
    const tickets = await database.db.select().from(t.pickTickets);
    expect(tickets.map((p) => ({ status: p.status, confirmedAt: p.confirmedAt }))).toEqual([
      { status: 'Open', confirmedAt: null },
    ]);
    const reminders = await database.db
      .select()
      .from(t.notifications)
      .where(like(t.notifications.source, 'po-follow-up:%'));
    expect(reminders).toHaveLength(pos.filter((p) => p.followUpDate && ![5, 6, 7].includes(p.statusId)).length);
    // Some are due already: the dates count from the first start.
    expect(reminders.filter((r) => r.scheduledFor <= new Date()).length).toBeGreaterThan(0);
    // The current month's warehouse charges: storage of what the inventories hold, dated the month's end.
    const billed = await database.db.select().from(t.charges).where(eq(t.charges.warehouse, true));
    expect(billed.some((c) => c.type === 'Storage' && c.billingPeriodId !== null && Number(c.amount) > 0)).toBe(true);
    // The current month's are drafts for the clerk to review; last month's were confirmed (labour by its hours).
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(billed.filter((c) => c.chargeDate.startsWith(thisMonth)).every((c) => c.state === 'Draft')).toBe(true);
    expect(billed.some((c) => c.state === 'Confirmed' && c.type === 'Labour' && c.amount === '330.00')).toBe(true);
    // The goods' invariants hold: the demo data went through the rules that keep them.
    expect(await integrityProblems(database.db)).toEqual([]);
  }, 120_000);

  it('has vendor bills in each case of the queue', async () => {
    const bills = await database.db
      .select({ status: t.vendorBills.status, match: t.vendorBills.match, shipmentId: t.vendorBills.shipmentId })
      .from(t.vendorBills)
      .orderBy(t.vendorBills.id);
    expect(bills.map((b) => `${b.status} ${b.match}`)).toEqual([
      'Approved Match',
      'Pending Exception',
      'Pending Exception',
      'Pending Not matched',
      'Exported Not matched',
      'Rejected Exception',
    ]);
    // The exported freight bill's cost and pass-through are on its shipment.
    const [exported] = await database.db.select().from(t.vendorBills).where(eq(t.vendorBills.status, 'Exported'));
    expect(exported!.costChargeId).not.toBeNull();
    expect(exported!.billableChargeId).not.toBeNull();
  });
});
