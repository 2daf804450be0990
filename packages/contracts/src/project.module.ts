import { defineContractModule } from './common/module';
import { projectEndpoints } from './project';
import { projectRateEndpoints } from './projectRates';
import { projectTeamEndpoints } from './projectTeam';

export * from './billingPeriod';
export * from './project';
export * from './projectRates';
export * from './projectTeam';

/** Projects, their rates, team and billing periods, and the project hub. */
export const projectModule = defineContractModule({
  api: { project: { ...projectEndpoints, ...projectRateEndpoints, ...projectTeamEndpoints } },
  audited: ['project'],
});
