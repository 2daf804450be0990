import { chargeEndpoints } from './charge.endpoints';
import { defineContractModule } from './common/module';
import { warehouseChargeEndpoints } from './warehouseBilling';

export * from './charge';
export * from './charge.endpoints';
export * from './warehouseBilling';
export * from './warehouseBreakdown';

/** Charges: what a project is billed for, on the project or its records; their changes are kept in history. */
export const chargeModule = defineContractModule({
  api: { charge: chargeEndpoints, warehouseCharge: warehouseChargeEndpoints },
  audited: ['charge'],
});
