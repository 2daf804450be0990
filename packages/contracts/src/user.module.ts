import { defineContractModule } from './common/module';
import { userEndpoints } from './user';

export * from './user';

/** Users, their permissions and Project Access. */
export const userModule = defineContractModule({ api: { user: userEndpoints }, audited: ['user'] });
