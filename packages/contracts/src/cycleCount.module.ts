import { defineContractModule } from './common/module';
import { cycleCountEndpoints } from './cycleCount.endpoints';

export * from './cycleCount';
export * from './cycleCount.endpoints';

/** Cycle counts of locations or chosen items; what they change is in the items' log. */
export const cycleCountModule = defineContractModule({
  api: { cycleCount: cycleCountEndpoints },
  audited: ['cycleCount'],
});
