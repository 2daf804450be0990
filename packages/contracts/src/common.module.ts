import { defineContractModule } from './common/module';
import { commonEndpoints } from './commonLookups';

export * from './commonLookups';

/** The pickers' lists (/api/common/*). */
export const commonModule = defineContractModule({ api: { common: commonEndpoints } });
