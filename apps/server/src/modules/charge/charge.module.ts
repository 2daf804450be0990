import { defineModule } from '../../platform/module';
import { type ChargeInvoicing, chargeInvoicing } from './charge.invoicing';
import { chargeRoutes } from './charge.routes';
import { seedCharges } from './charge.seed';
import { type ChargeService, createChargeService } from './charge.service';

declare module '../../platform/module' {
  interface ModuleServices {
    charge: {
      charges: ChargeService;
      /** What the invoices module asks: put a set of charges on an invoice, take them off. */
      invoicing: ChargeInvoicing;
    };
  }
}

/**
 * Charges: what a project is billed for, on the project or one of its records. The project module
 * answers its billing periods (a closed month takes no new charges); the records a charge is on
 * are checked through their own modules' reference checks.
 */
export const chargeModule = defineModule({
  name: 'charge',
  dependsOn: ['project'],
  create: ({ db }, { project }) => ({
    charges: createChargeService({ db, projects: project.projects }),
    invoicing: chargeInvoicing(),
  }),
  routes: (router, { charges }) => chargeRoutes(router, charges),
  history: {
    entity: 'charge',
    access: 'Invoice:View',
    canView: async ({ charges }, actor, id) => Boolean(await charges.get(actor, id).catch(() => null)),
  },
  hub: {
    key: 'charges',
    count: ({ charges }, actor, projectId, ex) => charges.countOf(actor, projectId, ex),
  },
  seed: seedCharges,
  seedAfter: ['purchaseOrder', 'shipment'],
});
