import { defineModule } from '../../platform/module';
import { locationRoutes } from './location.routes';
import { seedLocations } from './location.seed';
import { createLocationService, type LocationService } from './location.service';

declare module '../../platform/module' {
  interface ModuleServices {
    location: { locations: LocationService };
  }
}

/**
 * The warehouse's locations (bins) and their labels. The inventory asks it whether a code is an
 * active location before goods move there; it asks nothing of other modules.
 */
export const locationModule = defineModule({
  name: 'location',
  create: ({ db }) => ({ locations: createLocationService({ db }) }),
  routes: (router, { locations }) => locationRoutes(router, locations),
  history: {
    entity: 'location',
    access: 'Inventory:View',
    canView: async ({ locations }, actor, id) => Boolean(await locations.get(actor, id).catch(() => null)),
  },
  seed: seedLocations,
});
