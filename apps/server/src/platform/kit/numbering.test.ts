import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectBody } from '../../modules/project/project.testkit';
import { proposalBody } from '../../modules/proposal/proposal.testkit';
import { makePo, poBody } from '../../modules/purchaseOrder/purchaseOrder.testkit';
import { raBody } from '../../modules/receivingAlert/receivingAlert.testkit';
import { shipmentBody, shipmentWithPoLine } from '../../modules/shipment/shipment.testkit';
import { createTestApp, type TestApp } from '../../test/testApp';

/*
 * Every create that numbers its record, many at once with the number left blank (as the web forms
 * send it): on PostgreSQL the test database has a pool of 4 connections, so they really overlap.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const AT_ONCE = 10;
type Request = { url: string; payload: Record<string, unknown> };

/** Sends the requests all at once; every one must be created, each with its own number. */
async function allCreated(requests: Request[]): Promise<string[]> {
  const results: LightMyRequestResponse[] = await Promise.all(
    requests.map((r) => t.call({ method: 'POST', url: r.url, payload: r.payload, as: t.admin })),
  );
  expect(
    results.map((r) => r.statusCode),
    results.map((r) => r.body).join('\n'),
  ).toEqual(requests.map(() => 201));
  const numbers = results.map((r) => r.json().number as string);
  expect(new Set(numbers).size).toBe(numbers.length);
  return numbers;
}

/** n bodies made one after the other (the factories), sent at once afterwards. */
async function bodies(n: number, make: (i: number) => Promise<Request>) {
  const out: Request[] = [];
  for (let i = 0; i < n; i++) out.push(await make(i));
  return out;
}

const digits = (number: string) => Number(number.replace(/^[A-Z]+-/, ''));

describe('numbers the server gives, under concurrency', () => {
  it('purchase orders: all created, distinct numbers, and a number typed by hand moves the run past it', async () => {
    const numbers = await allCreated(
      await bodies(AT_ONCE, async () => ({ url: '/api/purchaseOrder', payload: await poBody(t) })),
    );
    for (const n of numbers) expect(n).toMatch(/^PO-\d+$/);

    // A typed PO-99999 among blank ones: it keeps its number, and the others never take it.
    const typed = await bodies(AT_ONCE, async (i) => ({
      url: '/api/purchaseOrder',
      payload: await poBody(t, i === 3 ? { number: 'PO-99999' } : {}),
    }));
    const mixed = await allCreated(typed);
    expect(mixed[3]).toBe('PO-99999');
    const after = await allCreated([{ url: '/api/purchaseOrder', payload: await poBody(t) }]);
    expect(digits(after[0]!)).toBeGreaterThan(99999);
  });

  it('shipments', async () => {
    const numbers = await allCreated(
      await bodies(AT_ONCE, async () => ({ url: '/api/shipment', payload: await shipmentBody(t) })),
    );
    for (const n of numbers) expect(n).toMatch(/^SH-\d+$/);
  });

  it('projects', async () => {
    const numbers = await allCreated(
      await bodies(AT_ONCE, async () => ({ url: '/api/project', payload: await projectBody(t) })),
    );
    for (const n of numbers) expect(n).toMatch(/^P-\d+$/);
  });

  it('proposals', async () => {
    const numbers = await allCreated(
      await bodies(AT_ONCE, async () => ({ url: '/api/proposal', payload: await proposalBody(t) })),
    );
    for (const n of numbers) expect(n).toMatch(/^Q-\d+$/);
  });

  it('receiving alerts made by hand, from PO lines and from shipments, all at once', async () => {
    const requests = await bodies(AT_ONCE, async (i) => {
      if (i % 3 === 0) return { url: '/api/ra', payload: raBody((await t.make.project()).id) };
      if (i % 3 === 1) {
        const po = await makePo(t);
        return {
          url: '/api/poReceivingAlerts/createRAItemFromPo',
          payload: { purchaseOrderId: po.id, items: po.items.map((l) => ({ poItemId: l.id, quantity: l.quantity })) },
        };
      }
      const { shipment } = await shipmentWithPoLine(t);
      return { url: '/api/raItem/createFromShipment', payload: { shipmentId: shipment.id } };
    });
    const numbers = await allCreated(requests);
    for (const n of numbers) expect(n).toMatch(/^RA-\d+$/);
  });

  it('receiving alerts of one shipment and its PO, by hand, from the PO and from the shipment at once: none deadlocks', async () => {
    const requests: Request[] = [];
    for (let i = 0; i < 4; i++) {
      const { po, shipment } = await shipmentWithPoLine(t);
      // The shipment carries 4 of the first line's 10; the PO's alert expects its second line.
      requests.push(
        { url: '/api/raItem/createFromShipment', payload: { shipmentId: shipment.id } },
        { url: '/api/ra', payload: raBody(po.projectId, { shipmentId: shipment.id, purchaseOrderId: po.id }) },
        {
          url: '/api/poReceivingAlerts/createRAItemFromPo',
          payload: { purchaseOrderId: po.id, items: [{ poItemId: po.items[1]!.id, quantity: po.items[1]!.quantity }] },
        },
      );
    }
    await allCreated(requests);
  });
});
