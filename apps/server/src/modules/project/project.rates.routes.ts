import {
  api,
  rateBases,
  rateRoundings,
  storagePeriods,
  storageProrations,
  validProrations,
  warehouseChargeTypes,
} from '@freightdesk/contracts';
import { warehouseTimeZone } from '../../platform/businessDate';
import type { Router } from '../../platform/http/router';
import type { RateService } from './project.rates';

export function projectRateRoutes(r: Router, rates: RateService) {
  const e = api.project;
  r.bind(e.getProjectRateManager, ({ actor, query }) => rates.rateManager(actor, query.id));
  r.bind(e.getAllStandardRate, ({ actor }) => rates.masterStandard(actor));
  r.bind(e.getAllWarehouseRate, ({ actor, query }) => rates.warehouseRatesOf(actor, query.projectId));
  r.bind(e.getWarehouseRateMasterData, async ({ actor }) => ({
    rates: await rates.masterWarehouse(actor),
    chargeTypes: [...warehouseChargeTypes],
    bases: [...rateBases],
    periods: [...storagePeriods],
    prorations: [...storageProrations],
    roundings: [...rateRoundings],
    validProrations: { Day: [...validProrations.Day], Month: [...validProrations.Month] },
    timeZone: warehouseTimeZone(),
  }));
  r.bind(e.setDefaultData, ({ actor, body }) => rates.setDefaultData(actor, body.id));
  r.bind(
    e.addSingleStandardrate,
    async ({ actor, body: { projectId, ...rate } }) =>
      (await rates.add(actor, { kind: 'standard', projectId, rates: [rate] }))[0] as never,
  );
  r.bind(
    e.updateSingleStandardrate,
    ({ actor, body }) => rates.update(actor, { kind: 'standard', rate: body }) as never,
  );
  r.bind(e.updateStandardRates, ({ actor, body }) => rates.updateMany(actor, { kind: 'standard', ...body }) as never);
  r.bind(e.removeStandardRates, ({ actor, body }) => rates.remove(actor, { kind: 'standard', ...body }) as never);
  r.bind(
    e.addSingleWareHouserate,
    async ({ actor, body: { projectId, ...rate } }) =>
      (await rates.add(actor, { kind: 'warehouse', projectId, rates: [rate] }))[0] as never,
  );
  r.bind(
    e.updateSingleWareHouserate,
    ({ actor, body }) => rates.update(actor, { kind: 'warehouse', rate: body }) as never,
  );
  r.bind(e.updateWareHouserate, ({ actor, body }) => rates.updateMany(actor, { kind: 'warehouse', ...body }) as never);
  r.bind(e.removeWarehouseRates, ({ actor, body }) => rates.remove(actor, { kind: 'warehouse', ...body }) as never);
  r.bind(e.searchStandardRate, ({ actor, body }) => rates.search(actor, { kind: 'standard', query: body }) as never);
  r.bind(e.searchWarehouseRate, ({ actor, body }) => rates.search(actor, { kind: 'warehouse', query: body }) as never);
}
