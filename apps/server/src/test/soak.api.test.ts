import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { integrityProblems } from '../db/integrity';
import { draftWarehouseRun } from '../modules/charge/charge.testkit';
import { makeCount } from '../modules/cycleCount/cycleCount.testkit';
import { addItem } from '../modules/inventory/inventory.testkit';
import { paidAndCredited } from '../modules/invoice/invoice.testkit';
import { makeLocation } from '../modules/location/location.testkit';
import { deliveredTicket } from '../modules/pickTicket/pickTicket.testkit';
import { receivedPo } from '../modules/vendorBill/vendorBill.testkit';
import { createTestApp, type TestApp, type TokenSubject } from './testApp';

/**
 * The soak: many clients at once for a while, across the warehouse and money flows (receive,
 * move, count, pick and deliver, bill, invoice, pay and credit), ten clients to a project so they
 * meet on the same items, periods and numbers. Nothing may fail with a 5xx (a refusal, 400 or 409,
 * is an answer), and afterwards the data holds: the integrity rules (on hand is the ledger, nothing
 * below zero or beyond its order, kept sums and draft counts right), every billed invoice is its
 * charges, invoice numbers have no gap, and every create that answered 2xx is there.
 * SOAK_CLIENTS (100) and SOAK_SECONDS (60) size it; CI runs it on both databases.
 */
const CLIENTS = Number(process.env.SOAK_CLIENTS ?? 100);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const PROJECTS = Math.max(1, Math.round(CLIENTS / 10));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Each create that answered 2xx, by the table it wrote: it must be there afterwards. */
const createdIn: Record<string, string> = {
  '/api/purchaseorder': 'purchase_orders',
  '/api/poreceivingalerts/createraitemfrompo': 'receiving_alerts',
  '/api/inventoryitems': 'inventory_items',
  '/api/pickticket': 'pick_tickets',
  '/api/cyclecount': 'cycle_counts',
  '/api/charges': 'charges',
  '/api/invoices': 'invoices',
  '/api/invoices/payments': 'invoice_payments',
  '/api/creditnotes': 'credit_notes',
};

describe('soak', () => {
  it(
    `${CLIENTS} clients for ${SECONDS} s across every flow: no 5xx, and the data holds afterwards`,
    async () => {
      const statuses = new Map<number, number>();
      const failures: string[] = [];
      const created: { table: string; id: number }[] = [];
      // The test app, every answer counted (the kits' helpers call through it).
      const watched: TestApp = {
        ...t,
        async call(opts: InjectOptions & { as?: TokenSubject }): Promise<LightMyRequestResponse> {
          const res = await t.call(opts);
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          if (res.statusCode >= 500) failures.push(`${opts.method} ${opts.url}: ${res.statusCode} ${res.body}`);
          const table = createdIn[String(opts.url).toLowerCase()];
          if (table && res.statusCode === 201) {
            const body = res.json() as { id?: number } | { id: number }[];
            for (const made of Array.isArray(body) ? body : [body]) if (made.id) created.push({ table, id: made.id });
          }
          return res;
        },
      };

      // Ten clients to a project: each project has a warehouse rate to bill and an item to move about.
      const projects = await Promise.all(
        Array.from({ length: PROJECTS }, async () => {
          const project = await t.make.project();
          const run = await draftWarehouseRun(t, project.id);
          const shared = await addItem(t, project.id, { description: 'Pallet rack upright', quantityOnHand: '40' });
          return { id: project.id, shared, run };
        }),
      );
      const docks = await Promise.all([makeLocation(t), makeLocation(t)]);

      type Project = (typeof projects)[number];
      const flows: ((project: Project, i: number) => Promise<unknown>)[] = [
        (p) => receivedPo(watched, { projectId: p.id }),
        (p) => deliveredTicket(watched, p.id),
        (p, i) =>
          watched.call({
            method: 'POST',
            url: '/api/inventoryItems/move',
            payload: { inventoryItemId: p.shared.id, location: docks[i % 2]!.code },
            as: t.admin,
          }),
        (p) => makeCount(watched, p.id),
        (p) => paidAndCredited(watched, p.id),
        // The period's warehouse run again (its drafts replaced), while the project's other clients work.
        (p) => watched.call({ method: 'POST', url: '/api/project/createWarehouseCharge', payload: p.run, as: t.admin }),
      ];
      const refused = { n: 0 };
      const deadline = Date.now() + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          const project = projects[client % PROJECTS]!;
          for (let i = client; Date.now() < deadline; i++) {
            // A kit's helper throws on an answer it did not expect (a 409 when two clients meet): a refusal.
            await flows[i % flows.length]!(project, i).catch(() => refused.n++);
          }
        }),
      );
      const answered = [...statuses.values()].reduce((a, b) => a + b, 0);
      const by = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
      console.log(`soak: ${answered} answers (${by.join(', ')}), ${refused.n} flows refused part way`);
      expect(failures).toEqual([]);
      expect(answered).toBeGreaterThan(CLIENTS);

      // Afterwards: the integrity rules, each billed invoice its charges, numbers without a gap.
      expect(await integrityProblems(t.database.db)).toEqual([]);
      const rows = async <R>(q: ReturnType<typeof sql>) =>
        ((await t.database.db.execute(q)) as unknown as { rows: R[] }).rows;
      const offTotal = await rows<{ number: string }>(sql`
      select i.number from invoices i
      where i.status in ('Approved', 'Sent', 'Paid', 'Partly paid')
        and i.amount is distinct from (select coalesce(sum(c.amount), 0) from charges c where c.invoice_id = i.id)`);
      expect(offTotal).toEqual([]);
      const [numbers] = await rows<{ n: number; distinct: number; span: number }>(sql`
      select count(*)::int as n, count(distinct seq)::int as distinct, (max(seq) - min(seq) + 1)::int as span
      from (select substring(number from '(\\d+)$')::int as seq from invoices where number is not null and number <> '') s`);
      expect(numbers!.n).toBeGreaterThan(0);
      expect(numbers).toEqual({ n: numbers!.n, distinct: numbers!.n, span: numbers!.n });
      const lost: string[] = [];
      for (const table of new Set(created.map((c) => c.table))) {
        const ids = created.filter((c) => c.table === table).map((c) => c.id);
        const found = await rows<{ id: number }>(
          sql`select id from ${sql.identifier(table)} where id in (${sql.join(ids, sql`, `)})`,
        );
        const there = new Set(found.map((r) => r.id));
        for (const id of ids) if (!there.has(id)) lost.push(`${table} ${id}`);
      }
      expect(lost).toEqual([]);
      expect(created.length).toBeGreaterThan(CLIENTS);
    },
    (SECONDS + 240) * 1000,
  );
});
