import { defineModule } from '../../platform/module';
import { queueLines } from './home.queue';
import { homeRoutes } from './home.routes';
import { createHomeService, type HomeService } from './home.service';

declare module '../../platform/module' {
  interface ModuleServices {
    home: { home: HomeService };
  }
}

/**
 * The home page's work queue: what waits for the caller, as counts of the other modules' lists
 * (through their index.ts, each in its own scope). It keeps no rows; QuickBooks Online's failed
 * documents are asked of the accounting module, whose outbox holds them.
 */
export const homeModule = defineModule({
  name: 'home',
  dependsOn: ['accounting'],
  create: ({ db }, { accounting }) => ({
    home: createHomeService({ lines: queueLines(db, accounting.quickBooks ? accounting.sync : null) }),
  }),
  routes: (router, { home }) => homeRoutes(router, home),
});
