import { accountEndpoints } from './account';
import { defineContractModule } from './common/module';

export * from './account';

/** Sign-in, sessions and password recovery. */
export const accountModule = defineContractModule({ api: { account: accountEndpoints } });
