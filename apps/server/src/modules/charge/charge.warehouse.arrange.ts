import type { BillingPeriod } from '@freightdesk/contracts';
import { eq } from 'drizzle-orm';
import type { TestApp, TokenSubject } from '../../test/testApp';
import { itemLogs } from '../inventory/inventory.table';
import { addItem } from '../inventory/inventory.testkit';
import { followStartDate, utcToday } from '../project/project.billing';

/** What the warehouse billing API tests arrange: calls as a user, last month, a client's stored project. */
export function warehouseArrange(app: () => TestApp) {
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    as: TokenSubject = app().admin,
  ) => app().call({ method, url, ...(payload ? { payload } : {}), as });
  const ids = (b: { projectId: number; billingPeriodId: number }) => ({
    projectId: b.projectId,
    billingPeriodId: b.billingPeriodId,
  });

  /** The first day of last month, and how many days it has. */
  function lastMonth() {
    const d = new Date();
    const first = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1));
    const days = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 0)).getUTCDate();
    return { first: first.toISOString().slice(0, 10), days, day16: `${first.toISOString().slice(0, 8)}16` };
  }

  /**
   * A client's project started last month, its client user, and an item received on the 1st of last
   * month (its log rows dated so: what the dock would have entered).
   */
  async function arrange(item: Record<string, unknown>, marker: string) {
    const { first } = lastMonth();
    const customer = await app().make.client({ typeId: 1, name: `Stored co ${marker} ${Date.now()}` });
    const project = await app().make.project({ customerId: customer.id, startDate: first });
    const client = await app().make.user({
      userTypeId: 2,
      clientId: customer.id,
      claims: ['Invoice:View', 'Invoice:Create', 'Invoice:Update', 'Project:View', 'Project:Update', 'Inventory:View'],
      projects: [project.id],
    });
    await followStartDate(app().database.db, project.id, first, utcToday());
    const stored = await addItem(app(), project.id, item);
    await app()
      .database.db.update(itemLogs)
      .set({ businessDate: first })
      .where(eq(itemLogs.inventoryItemId, stored.id));
    const periods = (
      await call('POST', '/api/project/getBillingPeriods', { projectId: project.id })
    ).json() as BillingPeriod[];
    const period = periods.find((p) => p.startDate === first)!;
    return {
      projectId: project.id,
      client,
      item: stored,
      period,
      ids: { projectId: project.id, billingPeriodId: period.id },
    };
  }

  const cartons = {
    itemNumber: 'CT-10',
    description: 'Cartons of 10 lb',
    unitOfMeasure: 'Carton',
    quantityOnHand: '1000',
    weight: '10000',
    pieces: 1000,
  };
  const fullMonthCwt = {
    chargeType: 'Storage',
    basis: 'Per hundredweight',
    description: 'Storage',
    rate: '1.85',
    period: 'Month',
    proration: 'Full month',
    freeDays: 0,
    minimumCharge: '0',
  };

  return { call, ids, lastMonth, arrange, cartons, fullMonthCwt };
}
