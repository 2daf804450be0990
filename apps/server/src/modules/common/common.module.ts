import { defineModule } from '../../platform/module';
import { commonRoutes } from './common.routes';
import { type CommonService, createCommonService } from './common.service';

declare module '../../platform/module' {
  interface ModuleServices {
    common: { common: CommonService };
  }
}

/** The pickers' lists (/api/common/*): the projects, POs, shipments, alerts, pick tickets and invoices a caller sees. */
export const commonModule = defineModule({
  name: 'common',
  create: ({ db }) => ({ common: createCommonService({ db }) }),
  routes: (router, { common }) => commonRoutes(router, common),
});
