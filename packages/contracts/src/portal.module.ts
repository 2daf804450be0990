import { defineContractModule } from './common/module';
import { portalEndpoints } from './portal.endpoints';

export * from './portal';
export * from './portal.endpoints';

/** The client's portal: a summary of their goods and money on their home. */
export const portalModule = defineContractModule({ api: { portal: portalEndpoints } });
