import { defineContractModule } from './common/module';
import { homeEndpoints } from './home.endpoints';

export * from './home';
export * from './home.endpoints';

/** The home page's work queue: counts of other modules' lists, nothing of its own to audit. */
export const homeModule = defineContractModule({ api: { home: homeEndpoints } });
