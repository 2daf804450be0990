import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import type { VendorBillDetails } from '@freightdesk/contracts';
import { afterAll, beforeAll, expect } from 'vitest';
import type { QboSettings } from '../../platform/accounting/qbo';
import type { ModuleTestKit } from '../../test/kit';
import { createTestApp, type TestApp } from '../../test/testApp';
import { billOfPo, makeVendorBill, receivedPo } from '../vendorBill/vendorBill.testkit';

export const testKit: ModuleTestKit = {
  samples: {
    /** An approved bill waits, so the export has something to write. */
    'POST /api/accounting/exports': async (t) => {
      const bill = await makeVendorBill(t);
      await t.call({
        method: 'POST',
        url: '/api/qbSync/updateVendorStatus',
        payload: { ids: [bill.id], statusId: 2 },
        as: t.admin,
      });
      return { records: 'vendorBills', format: 'iif' };
    },
    /** Without QuickBooks Online connected (the walkers' app) it is a 400 that says so. */
    'POST /api/accounting/sync': async () => ({ records: 'invoices' }),
  },
};

/** What the local QuickBooks holds (GET /__state). */
export type QboState = {
  entities: Record<
    string,
    {
      Id: string;
      DocNumber?: string;
      DisplayName?: string;
      Name?: string;
      FullyQualifiedName?: string;
      IncomeAccountRef?: { value: string };
    }[]
  >;
  rotations: number;
  refresh: string;
  calls: string[];
};

/**
 * The local QuickBooks Online of ours (scripts/qbo-local.mjs), a process of its own on a free
 * port: the settings that reach it, its /__control door and its /__state.
 */
export async function startLocalQuickBooks() {
  const process_: ChildProcess = spawn(
    process.execPath,
    [join(import.meta.dirname, '../../../scripts/qbo-local.mjs')],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<string>((done, fail) => {
    process_.stdout!.once('data', (d: Buffer) => done(/listening (\d+)/.exec(d.toString())![1]!));
    process_.once('exit', (code) => fail(new Error(`the local QuickBooks exited (${code})`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const settings: QboSettings = {
    baseUrl: base,
    tokenUrl: `${base}/oauth2/v1/tokens/bearer`,
    clientId: 'app',
    clientSecret: 'secret',
    realmId: '4620816365',
    refreshToken: 'refresh-0',
  };
  return {
    base,
    settings,
    control: (body: Record<string, unknown>) =>
      fetch(`${base}/__control`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json()),
    state: async (): Promise<QboState> => (await fetch(`${base}/__state`)).json() as Promise<QboState>,
    stop: () => process_.kill('SIGTERM'),
  };
}

export type LocalQuickBooks = Awaited<ReturnType<typeof startLocalQuickBooks>>;

/**
 * For a test file: the local QuickBooks started and a test app connected to it before its tests,
 * both stopped after them, and what the tests ask of them (read once the tests run).
 */
export function connectedTestApp() {
  const c = {} as { quickBooks: LocalQuickBooks; t: TestApp };
  beforeAll(async () => {
    c.quickBooks = await startLocalQuickBooks();
    c.t = await createTestApp({ qbo: c.quickBooks.settings });
  });
  afterAll(async () => {
    await c.t.close();
    c.quickBooks.stop();
  });
  return {
    app: () => c.t,
    settings: () => c.quickBooks.settings,
    services: () => c.t.app.moduleServices,
    sync: () => c.t.app.moduleServices.accounting.sync,
    control: (body: Record<string, unknown>) => c.quickBooks.control(body),
    quickBooksState: () => c.quickBooks.state(),
    approvedBill: (vendor: string, billNumber: string) => approvedBill(c.t, vendor, billNumber),
    billOf: async (id: number): Promise<VendorBillDetails> =>
      (await c.t.call({ method: 'GET', url: `/api/vendorBills/${id}`, as: c.t.admin })).json(),
  };
}

/** An approved bill of a received PO, from a vendor of the name given (made in the address book). */
export async function approvedBill(t: TestApp, vendor: string, billNumber: string) {
  const v = await t.make.client({ typeId: 2, name: vendor });
  const bill = await makeVendorBill(t, { body: billOfPo(await receivedPo(t), { vendorId: v.id, billNumber }) });
  const approved = await t.call({
    method: 'POST',
    url: '/api/qbSync/updateVendorStatus',
    payload: { ids: [bill.id], statusId: 2 },
    as: t.admin,
  });
  expect(approved.statusCode).toBe(200);
  return bill;
}
