import { defineContractModule } from './common/module';
import { proposalEndpoints } from './proposal';

export * from './proposal';

/** Proposals, converted into projects. */
export const proposalModule = defineContractModule({ api: { proposal: proposalEndpoints }, audited: ['proposal'] });
