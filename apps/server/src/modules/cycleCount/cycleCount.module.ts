import { defineModule } from '../../platform/module';
import { cycleCountRoutes } from './cycleCount.routes';
import { type CycleCountService, createCycleCountService } from './cycleCount.service';

declare module '../../platform/module' {
  interface ModuleServices {
    cycleCount: { cycleCounts: CycleCountService };
  }
}

/**
 * Cycle counts of the warehouse: a location's items or chosen ones, counted and applied; what they
 * change goes through the inventory module (it alone writes its items) and into the item log.
 */
export const cycleCountModule = defineModule({
  name: 'cycleCount',
  dependsOn: ['inventory', 'location'],
  create: ({ db }, { inventory, location }) => ({
    cycleCounts: createCycleCountService({ db, inventory: inventory.inventory, locations: location.locations }),
  }),
  routes: (router, { cycleCounts }) => cycleCountRoutes(router, cycleCounts),
  history: {
    entity: 'cycleCount',
    access: 'Inventory:View',
    canView: async ({ cycleCounts }, actor, id) => Boolean(await cycleCounts.get(actor, id).catch(() => null)),
  },
});
