import { defineModule } from '../../platform/module';
import { type ChargeInvoicing, chargeInvoicing } from './charge.invoicing';
import { type ChargeRebilling, chargeRebilling } from './charge.rebill';
import { chargeRoutes } from './charge.routes';
import { seedCharges } from './charge.seed';
import { type ChargeService, createChargeService } from './charge.service';
import { createWarehouseBilling, type WarehouseBilling } from './charge.warehouse';

declare module '../../platform/module' {
  interface ModuleServices {
    charge: {
      charges: ChargeService;
      /** What the invoices module asks: put a set of charges on an invoice, take them off. */
      invoicing: ChargeInvoicing;
      /** What a credit note asks: copy credited charges as open ones, to bill them again. */
      rebilling: ChargeRebilling;
      /** A billing period's warehouse charges, made from the project's warehouse rates and the item log. */
      warehouse: WarehouseBilling;
    };
  }
}

/**
 * Charges: what a project is billed for, on the project or one of its records. The project module
 * answers its billing periods (a closed month takes no new charges) and its warehouse rates, the
 * inventory module what was on hand each day (for the warehouse's billing run); the records a
 * charge is on are checked through their own modules' reference checks.
 */
export const chargeModule = defineModule({
  name: 'charge',
  dependsOn: ['project', 'inventory'],
  create: ({ db }, { project, inventory }) => ({
    charges: createChargeService({ db, projects: project.projects }),
    invoicing: chargeInvoicing(),
    rebilling: chargeRebilling(),
    warehouse: createWarehouseBilling({
      db,
      projects: project.projects,
      rates: project.rates,
      inventory: inventory.inventory,
    }),
  }),
  routes: (router, { charges, warehouse }) => chargeRoutes(router, charges, warehouse),
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
  seedAfter: ['purchaseOrder', 'shipment', 'inventory'],
});
