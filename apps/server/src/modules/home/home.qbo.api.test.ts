import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/testApp';
import { connectedTestApp } from '../accounting/accounting.testkit';
import { queueOf } from './home.testkit';

// With QuickBooks Online connected, a document it refused is a queue of the home page, counted in
// the caller's projects as the outbox counts it.
const connected = connectedTestApp();
let t: TestApp;
beforeAll(() => {
  t = connected.app();
});

describe('the home queue with QuickBooks Online connected', () => {
  it('counts the documents QuickBooks refused for staff who see their projects, opening the exports screen', async () => {
    const bill = await connected.approvedBill('Refused Parts', 'REF-9');
    await connected.control({
      fault: { code: '6000', message: 'A business validation error has occurred', detail: 'Bill date is locked' },
    });
    expect(await connected.sync().runOnce()).toEqual({ claimed: 1, sent: 0 });

    expect((await queueOf(t, t.admin)).get('failedExports')).toEqual({
      key: 'failedExports',
      label: 'Documents QuickBooks Online refused',
      count: 1,
      exact: true,
      list: { path: '/invoices/exports', filters: {} },
    });
    const member = await t.make.user({ claims: ['Invoice:View'], projects: [bill.projectId] });
    expect((await queueOf(t, member)).get('failedExports')).toMatchObject({ count: 1 });
    const outsider = await t.make.user({ claims: ['Invoice:View'], projects: [(await t.make.project()).id] });
    expect((await queueOf(t, outsider)).get('failedExports')).toMatchObject({ count: 0 });
  });
});
