import { defineContractModule } from './common/module';
import { locationEndpoints } from './location.endpoints';

export * from './location';
export * from './location.endpoints';

/** The warehouse's locations (bins), their codes and labels; their changes are kept in history. */
export const locationModule = defineContractModule({
  api: { location: locationEndpoints },
  audited: ['location'],
});
