import type { OutboxEntry } from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type QboSettings, qboClient } from '../../platform/accounting/qbo';
import type { TestApp } from '../../test/testApp';
import { makeCharge, typeIdOf } from '../charge/charge.testkit';
import { approvedInvoice, invoiceBodyOf, makeInvoice, paidAndCredited } from '../invoice/invoice.testkit';
import { accountingSync, databaseTokenStore } from './accounting.sync';
import { accountingOutbox, accountingTokens } from './accounting.table';
import { connectedTestApp } from './accounting.testkit';

const connected = connectedTestApp();
const { services, sync, control, quickBooksState, approvedBill, billOf } = connected;
let t: TestApp;
let settings: QboSettings;
beforeAll(() => {
  t = connected.app();
  settings = connected.settings();
});

const queue = (records: string) =>
  t.call({ method: 'POST', url: '/api/accounting/sync', payload: { records }, as: t.admin });
const outbox = async (status?: string): Promise<OutboxEntry[]> =>
  (
    await t.call({
      method: 'GET',
      url: `/api/accounting/outbox?pageSize=500${status ? `&status=${status}` : ''}`,
      as: t.admin,
    })
  ).json().items;
/** Whatever waits is sent first, so each test sees its own documents. */
beforeEach(async () => {
  await queue('vendorBills');
  await queue('invoices');
  await queue('creditNotes');
  while ((await sync().runOnce()).claimed) {
    /* drained */
  }
});

describe('sending the books to QuickBooks Online', () => {
  it('queues a bill as it is approved, sends it once with its vendor made, and marks it exported when QuickBooks has it', async () => {
    const bill = await approvedBill('Oakline Furniture', 'OAK-501');
    // The approval queued it in its own transaction: it waits, and asking queues nothing more.
    const [waiting] = (await outbox('Pending')).filter((e) => e.kind === 'bill' && e.recordId === bill.id);
    expect(waiting).toMatchObject({ docNumber: 'OAK-501', party: 'Oakline Furniture', amount: '3054.99', attempts: 0 });
    expect((await billOf(bill.id)).status).toBe('Approved');
    expect((await queue('vendorBills')).statusCode).toBe(400);

    expect(await sync().runOnce()).toEqual({ claimed: 1, sent: 1 });
    const qb = await quickBooksState();
    const made = qb.entities.Bill!.filter((b) => b.DocNumber === 'OAK-501');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ TotalAmt: '3054.99', PrivateNote: bill.number });
    expect(qb.entities.Vendor!.map((v) => v.DisplayName)).toContain('Oakline Furniture');
    const after = await billOf(bill.id);
    expect([after.status, after.exported]).toEqual(['Exported', true]);
    const [entry] = (await outbox('Sent')).filter((e) => e.recordId === bill.id);
    expect(entry).toMatchObject({ kind: 'bill', docNumber: 'OAK-501', externalId: made[0]!.Id, attempts: 1 });
  });

  it('refuses to mark a bill exported by hand while QuickBooks Online takes it, naming the bill, and changes nothing', async () => {
    const bill = await approvedBill('Pinecrest Cabinetry', 'PIN-77');
    // statusId 4: Exported, as the list's bulk action asks.
    const marked = await t.call({
      method: 'POST',
      url: '/api/qbSync/updateVendorStatus',
      payload: { ids: [bill.id], statusId: 4 },
      as: t.admin,
    });
    expect(marked.statusCode).toBe(400);
    expect(marked.json().message).toBe(
      `${bill.number} goes to QuickBooks Online by itself: it is marked exported when QuickBooks has it.`,
    );
    const still = await billOf(bill.id);
    expect([still.status, still.exported]).toEqual(['Approved', false]);
    // It is still queued once, and the worker marks it exported.
    expect((await outbox('Pending')).filter((e) => e.recordId === bill.id && e.kind === 'bill')).toHaveLength(1);
    expect((await sync().runOnce()).sent).toBe(1);
    expect((await billOf(bill.id)).status).toBe('Exported');
  });

  it('sends billed invoices with their customer and items, amounts equal to quantity × rate', async () => {
    const invoice = await approvedInvoice(t);
    // Approving it queued it.
    expect((await outbox('Pending')).filter((e) => e.kind === 'invoice').map((e) => e.docNumber)).toEqual([
      invoice.number,
    ]);
    expect((await sync().runOnce()).sent).toBe(1);
    const qb = await quickBooksState();
    expect(qb.entities.Invoice!.filter((i) => i.DocNumber === invoice.number)).toHaveLength(1);
    expect((await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}`, as: t.admin })).json().exported).toBe(
      true,
    );
  });

  it('makes each missing item once, on the income account of its category', async () => {
    const project = await t.make.project();
    const charges = [
      await makeCharge(t, { projectId: project.id, typeId: typeIdOf('Detention'), quantity: '2', rate: '85' }),
      await makeCharge(t, { projectId: project.id, typeId: typeIdOf('Inspection'), quantity: '1', rate: '140' }),
    ];
    const draft = await makeInvoice(t, { projectId: project.id, chargeIds: charges.map((c) => c.id) });
    const approved = await t.call({
      method: 'PUT',
      url: '/api/invoices',
      payload: invoiceBodyOf(draft, { statusId: 2 }),
      as: t.admin,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    await queue('invoices');
    await sync().runOnce();
    const qb = await quickBooksState();
    const accountOf = (name: string) => {
      const item = qb.entities.Item!.find((i) => i.Name === name)!;
      return qb.entities.Account!.find((a) => a.Id === item.IncomeAccountRef?.value)?.FullyQualifiedName;
    };
    expect([accountOf('Detention'), accountOf('Inspection')]).toEqual(['Income:Freight', 'Income:Services']);
    // Each line sells its own item: two items made in one send are two, not the first answered twice.
    const sent = qb.entities.Invoice!.find((i) => i.DocNumber === approved.json().number) as unknown as {
      Line: { SalesItemLineDetail: { ItemRef: { value: string } } }[];
    };
    const itemIds = sent.Line.map((l) => l.SalesItemLineDetail.ItemRef.value);
    expect(itemIds.map((id) => qb.entities.Item!.find((i) => i.Id === id)?.Name)).toEqual(['Detention', 'Inspection']);
  });

  it('sends a credit note as a credit memo to the customer', async () => {
    const { creditNote: made } = await paidAndCredited(t);
    const creditNote = (await t.call({ method: 'GET', url: `/api/creditNotes/${made.id}`, as: t.admin })).json();
    // The invoice was queued as it was approved, the credit note as it was issued (newest first).
    expect((await outbox('Pending')).map((e) => [e.kind, e.docNumber])).toEqual([
      ['creditMemo', creditNote.number],
      ['invoice', creditNote.invoiceNumber],
    ]);
    expect((await sync().runOnce()).sent).toBe(2);
    const qb = await quickBooksState();
    const memo = qb.entities.CreditMemo!.filter((m) => m.DocNumber === creditNote.number);
    expect(memo).toHaveLength(1);
    expect(memo[0]).toMatchObject({ TotalAmt: '10.00' });
    expect(
      (await t.call({ method: 'GET', url: `/api/creditNotes/${creditNote.id}`, as: t.admin })).json().exported,
    ).toBe(true);
  });

  it('refuses to mark an invoice or a credit note exported by hand while QuickBooks Online takes them, naming each', async () => {
    const { invoice, creditNote } = await paidAndCredited(t);
    const mark = (url: string, id: number) =>
      t.call({ method: 'POST', url, payload: { ids: [id], exported: true }, as: t.admin });
    const byHand = await mark('/api/invoices/updateExportStatus', invoice.id);
    expect(byHand.statusCode).toBe(400);
    expect(byHand.json().message).toBe(
      `Invoice ${invoice.number} goes to QuickBooks Online by itself: it is marked exported when QuickBooks has it.`,
    );
    const note = (await t.call({ method: 'GET', url: `/api/creditNotes/${creditNote.id}`, as: t.admin })).json();
    const noteByHand = await mark('/api/creditNotes/updateExportStatus', creditNote.id);
    expect(noteByHand.statusCode).toBe(400);
    expect(noteByHand.json().message).toBe(
      `Credit note ${note.number} goes to QuickBooks Online by itself: it is marked exported when QuickBooks has it.`,
    );
    // Neither was marked; the worker sends both and marks them.
    expect((await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}`, as: t.admin })).json().exported).toBe(
      false,
    );
    expect((await sync().runOnce()).sent).toBe(2);
    expect((await t.call({ method: 'GET', url: `/api/invoices/${invoice.id}`, as: t.admin })).json().exported).toBe(
      true,
    );
    expect(
      (await t.call({ method: 'GET', url: `/api/creditNotes/${creditNote.id}`, as: t.admin })).json().exported,
    ).toBe(true);
  });

  it('refreshes an expired access token, stores the rotated refresh token at once, and never presents a spent one', async () => {
    await approvedBill('Expired Token Co', 'EXP-1');
    await queue('vendorBills');
    await control({ expireAccess: true });
    const before = (await quickBooksState()).rotations;
    expect((await sync().runOnce()).sent).toBe(1);
    const qb = await quickBooksState();
    expect(qb.rotations).toBe(before + 1);
    const [stored] = await t.database.db.select().from(accountingTokens);
    expect(stored!.refreshToken).toBe(qb.refresh);

    // Two servers refreshing at once: one rotation is used by both, no spent token is presented.
    await control({ expireAccess: true });
    const a = qboClient(settings, databaseTokenStore(t.database.db));
    const b = qboClient(settings, databaseTokenStore(t.database.db));
    const doc = {
      kind: 'bill' as const,
      number: 'TWO-REFRESH',
      party: 'Two Servers Ltd',
      date: '2026-11-20',
      dueDate: '2026-12-20',
      memo: '',
      lines: [{ account: 'Job Costs:Goods', description: 'x', quantity: '1', rate: '5', amount: '5.00' }],
    };
    const [x, y] = await Promise.all([a.send(doc, 'req-two-1'), b.send(doc, 'req-two-1')]);
    expect(x.id).toBe(y.id);
    expect((await quickBooksState()).rotations).toBe(qb.rotations + 1);
  });

  it('waits out a 429 and sends', async () => {
    await approvedBill('Throttled Supply', 'THR-1');
    await queue('vendorBills');
    await control({ throttle: 2 });
    expect((await sync().runOnce()).sent).toBe(1);
    expect((await quickBooksState()).entities.Bill!.filter((b) => b.DocNumber === 'THR-1')).toHaveLength(1);
  });

  it('fails a document QuickBooks refuses at once with its reason, and sends it when retried', async () => {
    const bill = await approvedBill('Refused Parts', 'REF-1');
    await control({
      fault: { code: '6000', message: 'A business validation error has occurred', detail: 'Bill date is locked' },
    });
    expect(await sync().runOnce()).toEqual({ claimed: 1, sent: 0 });
    const [failed] = (await outbox('Failed')).filter((e) => e.recordId === bill.id);
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: 'QuickBooks answered 400: A business validation error has occurred: Bill date is locked',
    });
    expect((await billOf(bill.id)).status).toBe('Approved');
    // The bill's own refusal, as its screen asks for it; another record has none.
    const ofRecord = async (kind: string, recordId: number) =>
      (
        await t.call({
          method: 'GET',
          url: `/api/accounting/outbox?status=Failed&kind=${kind}&recordId=${recordId}`,
          as: t.admin,
        })
      ).json().items as OutboxEntry[];
    expect((await ofRecord('bill', bill.id)).map((e) => e.id)).toEqual([failed!.id]);
    expect(await ofRecord('invoice', bill.id)).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/api/accounting/status', as: t.admin })).json()).toMatchObject({
      quickBooksOnline: true,
      failed: 1,
    });

    const retried = await t.call({ method: 'POST', url: `/api/accounting/outbox/${failed!.id}/retry`, as: t.admin });
    expect(retried.json()).toMatchObject({ status: 'Pending', attempts: 0 });
    expect((await sync().runOnce()).sent).toBe(1);
    expect((await billOf(bill.id)).status).toBe('Exported');
  });

  it('tries again later while QuickBooks is down, and lists the document as failed after six tries', async () => {
    const bill = await approvedBill('Outage Supply', 'OUT-1');
    const [waiting] = (await outbox('Pending')).filter((e) => e.recordId === bill.id);
    for (let attempt = 1; attempt <= 6; attempt++) {
      await control({ fault: { status: 503, code: '10000', message: 'Service unavailable' } });
      // The next try is due later (30 s, then 1, 2, 4 and 8 minutes): the test brings it forward.
      await t.database.db
        .update(accountingOutbox)
        .set({ nextAttemptAt: new Date() })
        .where(eq(accountingOutbox.id, waiting!.id));
      expect(await sync().runOnce()).toEqual({ claimed: 1, sent: 0 });
      const [entry] = (await outbox()).filter((e) => e.id === waiting!.id);
      expect([entry!.status, entry!.attempts]).toEqual([attempt < 6 ? 'Pending' : 'Failed', attempt]);
    }
    expect((await billOf(bill.id)).status).toBe('Approved');
  });

  it('sends no duplicate when the worker dies between sending and recording it', async () => {
    const bill = await approvedBill('Crash Test Supply', 'CRASH-1');
    await queue('vendorBills');
    // A worker that sends and dies before it records the answer: QuickBooks has the bill, we do not know.
    const dying = accountingSync({
      db: t.database.db,
      qbo: {
        send: async (doc, requestId) => {
          await qboClient(settings, databaseTokenStore(t.database.db)).send(doc, requestId);
          return new Promise(() => {});
        },
      },
      invoices: services().invoice.invoices,
      sources: services().accounting.sources,
    });
    void dying.runOnce();
    await expect
      .poll(async () => (await quickBooksState()).entities.Bill!.filter((b) => b.DocNumber === 'CRASH-1').length)
      .toBe(1);
    // Its lease runs out; the next worker finds the bill in QuickBooks by its number and records it.
    await t.database.db
      .update(accountingOutbox)
      .set({ nextAttemptAt: new Date() })
      .where(eq(accountingOutbox.recordId, bill.id));
    expect((await sync().runOnce()).sent).toBe(1);
    expect((await quickBooksState()).entities.Bill!.filter((b) => b.DocNumber === 'CRASH-1')).toHaveLength(1);
    expect((await billOf(bill.id)).status).toBe('Exported');
  });

  it('sends each document once when two servers run their workers at once', async () => {
    const bills = [await approvedBill('Twin Server A', 'TWIN-1'), await approvedBill('Twin Server B', 'TWIN-2')];
    await queue('vendorBills');
    const other = accountingSync({
      db: t.database.db,
      qbo: qboClient(settings, databaseTokenStore(t.database.db)),
      invoices: services().invoice.invoices,
      sources: services().accounting.sources,
    });
    const [a, b] = await Promise.all([sync().runOnce(), other.runOnce()]);
    expect(a.sent + b.sent).toBe(2);
    const qb = await quickBooksState();
    for (const n of ['TWIN-1', 'TWIN-2']) expect(qb.entities.Bill!.filter((x) => x.DocNumber === n)).toHaveLength(1);
    for (const bill of bills) expect((await billOf(bill.id)).status).toBe('Exported');
  });

  it('answers a retried create with the first answer (request id), and refuses an amount that is not quantity × rate', async () => {
    const client = qboClient(settings, databaseTokenStore(t.database.db));
    const doc = {
      kind: 'invoice' as const,
      number: 'INV-REPLAY',
      party: 'Replay Hotels',
      date: '2026-11-20',
      dueDate: '2026-12-20',
      memo: '',
      lines: [
        {
          account: 'Income:Services',
          item: 'Installation',
          description: 'x',
          quantity: '3',
          rate: '33.335',
          amount: '100.01',
        },
      ],
    };
    const first = await client.send(doc, 'replay-1');
    expect(first.found).toBe(false);
    // Sent again (a retry after a lost answer), it is found by its number: nothing is created twice.
    expect((await client.send(doc, 'replay-1')).id).toBe(first.id);
    await expect(
      client.send({ ...doc, number: 'INV-6070', lines: [{ ...doc.lines[0]!, amount: '100.00' }] }, 'r-6070'),
    ).rejects.toThrow(
      'QuickBooks answered 400: Amount is not equal to UnitPrice * Qty: Amount 100.00 is not 3 x 33.335',
    );
  });

  it('reads payments of sent invoices back, page by page, records each once, and the invoice reads Paid or Partly paid', async () => {
    const paid = await approvedInvoice(t);
    const partly = await approvedInvoice(t);
    await queue('invoices');
    expect((await sync().runOnce()).sent).toBe(2);
    const idOf = async (invoiceId: number) =>
      (await outbox('Sent')).find((e) => e.kind === 'invoice' && e.recordId === invoiceId)!.externalId!;
    // 1,121.00 in full on one; 100.00 twice on the other (two payments, the invoice's day and the
    // next: dated from the invoice, as a payment before its invoice is refused).
    const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await control({ payment: { invoiceId: await idOf(paid.id), amount: '1121.00', date: paid.invoiceDate } });
    await control({ payment: { invoiceId: await idOf(partly.id), amount: '100.00', date: partly.invoiceDate } });
    await control({
      payment: { invoiceId: await idOf(partly.id), amount: '100.00', date: dayAfter(partly.invoiceDate) },
    });
    // Two objects an answer: the reader follows every page.
    await control({ cdcPageSize: 2 });
    const reader = accountingSync({
      db: t.database.db,
      qbo: qboClient(settings, databaseTokenStore(t.database.db), { cdcMax: 2 }),
      invoices: services().invoice.invoices,
      sources: services().accounting.sources,
    });
    expect(await reader.pullPayments()).toEqual({ recorded: 3 });
    const read = async (id: number) =>
      (await t.call({ method: 'GET', url: `/api/invoices/${id}`, as: t.admin })).json();
    expect([(await read(paid.id)).status, (await read(paid.id)).totals.balance]).toEqual(['Paid', '0.00']);
    // 1,121.00 less 200.00 paid: 921.00 left.
    expect([(await read(partly.id)).status, (await read(partly.id)).totals.balance]).toEqual(['Partly paid', '921.00']);
    // Read again (the cursor kept, or the same window): nothing is recorded twice.
    expect(await reader.pullPayments()).toEqual({ recorded: 0 });
    await t.database.db.update(accountingTokens).set({ paymentsSince: null });
    expect(await reader.pullPayments()).toEqual({ recorded: 0 });
    await control({ cdcPageSize: 1000 });
  });
});
