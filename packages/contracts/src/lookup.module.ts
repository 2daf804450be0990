import { defineContractModule } from './common/module';
import { lookupEndpoints } from './lookup';

export * from './lookup';

/** The lists the forms pick from. */
export const lookupModule = defineContractModule({ api: { lookup: lookupEndpoints } });
