import { api, rateBases, storagePeriods, storageProrations, warehouseChargeTypes } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { RateService } from './project.rates';

export function projectRateRoutes(r: Router, rates: RateService) {
  const e = api.project;
  r.bind(e.getProjectRateManager, ({ actor, query }) => rates.rateManager(actor, query.id));
  r.bind(e.getAllStandardRate, () => rates.masterStandard());
  r.bind(e.getAllWarehouseRate, ({ actor, query }) => rates.warehouseRatesOf(actor, query.projectId));
  r.bind(e.getWarehouseRateMasterData, async () => ({
    rates: await rates.masterWarehouse(),
    chargeTypes: [...warehouseChargeTypes],
    bases: [...rateBases],
    periods: [...storagePeriods],
    prorations: [...storageProrations],
  }));
  r.bind(e.setDefaultData, ({ actor, body }) => rates.setDefaultData(actor, body.id));
  r.bind(
    e.addSingleStandardrate,
    ({ actor, body: { projectId, ...rate } }) => rates.add(actor, 'standard', projectId, rate) as never,
  );
  r.bind(e.updateSingleStandardrate, ({ actor, body }) => rates.update(actor, 'standard', body) as never);
  r.bind(
    e.updateStandardRates,
    ({ actor, body }) => rates.updateMany(actor, 'standard', body.projectId, body.rates) as never,
  );
  r.bind(
    e.removeStandardRates,
    ({ actor, body }) => rates.remove(actor, 'standard', body.projectId, body.ids) as never,
  );
  r.bind(
    e.addSingleWareHouserate,
    ({ actor, body: { projectId, ...rate } }) => rates.add(actor, 'warehouse', projectId, rate) as never,
  );
  r.bind(e.updateSingleWareHouserate, ({ actor, body }) => rates.update(actor, 'warehouse', body) as never);
  r.bind(
    e.updateWareHouserate,
    ({ actor, body }) => rates.updateMany(actor, 'warehouse', body.projectId, body.rates) as never,
  );
  r.bind(
    e.removeWarehouseRates,
    ({ actor, body }) => rates.remove(actor, 'warehouse', body.projectId, body.ids) as never,
  );
  r.bind(e.searchStandardRate, ({ actor, body }) => rates.search(actor, 'standard', body) as never);
  r.bind(e.searchWarehouseRate, ({ actor, body }) => rates.search(actor, 'warehouse', body) as never);
}
