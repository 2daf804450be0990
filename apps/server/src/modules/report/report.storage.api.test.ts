import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';
import { warehouseArrange } from '../charge/charge.testkit';
import { addWarehouseRate } from '../project/project.rates.testkit';
import { reportCalls } from './report.testkit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { call, arrange, cartons, fullMonthCwt } = warehouseArrange(() => t);
const { run, staff } = reportCalls(() => t);

describe('storage billed', () => {
  it('shows each period’s confirmed warehouse charges, by period and in the client’s activity', async () => {
    const a = await arrange(cartons, 'report');
    await addWarehouseRate(t, a.projectId, fullMonthCwt);
    // 1,000 cartons × 10 lb = 100 CWT on hand all last month × 1.85 = 185.00.
    expect((await call('POST', '/api/project/createWarehouseCharge', a.ids)).statusCode).toBe(200);
    const clerk = await staff(['Reports:View', 'Invoice:View', 'Inventory:View'], [a.projectId]);
    const period = { from: a.period.startDate, to: a.period.startDate };

    // A draft of the run is not yet billed.
    const drafted = (await run({ report: 'storageBilled', filters: period }, clerk)).json();
    expect(drafted.rows).toEqual([expect.objectContaining({ charges: 0, billed: '0.00' })]);

    expect((await call('POST', '/api/project/confirmWarehouseCharges', a.ids)).statusCode).toBe(200);
    const billed = (await run({ report: 'storageBilled', filters: period }, clerk)).json();
    expect(billed.rows).toEqual([
      expect.objectContaining({
        projectId: a.projectId,
        periodStart: a.period.startDate,
        periodEnd: a.period.endDate,
        charges: 1,
        billed: '185.00',
        invoiced: '0.00',
      }),
    ]);
    const activity = (
      await run({ report: 'clientActivity', filters: { from: a.period.startDate, to: a.period.endDate } }, clerk)
    ).json();
    expect(activity.rows).toEqual([expect.objectContaining({ projectId: a.projectId, storageBilled: '185.00' })]);
  });
});
