import { defineModule } from '../../platform/module';
import { lookupRoutes } from './lookup.routes';
import { createLookupService, type LookupService } from './lookup.service';

declare module '../../platform/module' {
  interface ModuleServices {
    lookup: { lookups: LookupService };
  }
}

/** The lists the forms pick from (statuses, types, countries, claims). */
export const lookupModule = defineModule({
  name: 'lookup',
  create: ({ db }) => ({ lookups: createLookupService({ db }) }),
  routes: (router, { lookups }) => lookupRoutes(router, lookups),
});
