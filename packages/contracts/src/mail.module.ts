import { defineContractModule } from './common/module';
import { mailEndpoints } from './mail';

export * from './mail';

/** The outbox. */
export const mailModule = defineContractModule({ api: { mail: mailEndpoints } });
