import { addressBookEndpoints } from './addressBook';
import { clientEndpoints } from './client';
import { defineContractModule } from './common/module';

export * from './addressBook';
export * from './client';

/** The address book: companies, their addresses and contacts. */
export const clientModule = defineContractModule({
  api: { client: { ...clientEndpoints, ...addressBookEndpoints } },
  audited: ['client'],
});
