import { chargeEndpoints } from './charge.endpoints';
import { defineContractModule } from './common/module';

export * from './charge';
export * from './charge.endpoints';

/** Charges: what a project is billed for, on the project or its records; their changes are kept in history. */
export const chargeModule = defineContractModule({
  api: { charge: chargeEndpoints },
  audited: ['charge'],
});
