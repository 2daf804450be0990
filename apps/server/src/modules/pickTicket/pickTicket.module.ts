import { defineModule } from '../../platform/module';
import { pickTicketRoutes } from './pickTicket.routes';
import { seedPickTickets } from './pickTicket.seed';
import { createPickTicketService, type PickTicketService } from './pickTicket.service';

declare module '../../platform/module' {
  interface ModuleServices {
    pickTicket: { pickTickets: PickTicketService };
  }
}

/**
 * Pick tickets: releases of a project's goods to its job site. Their lines hold the inventory's
 * items through the inventory module, and picking lowers what is on hand there; a ticket's screen
 * counts its files. A client's request is told to the project's staff (the users module chooses
 * them, the notifications module tells them); picked and delivered, to who asked and the manager.
 */
export const pickTicketModule = defineModule({
  name: 'pickTicket',
  dependsOn: ['file', 'inventory', 'notification', 'user'],
  create: ({ db }, { file, inventory, notification, user }) => ({
    pickTickets: createPickTicketService({
      db,
      inventory: inventory.inventory,
      filesOf: file.files.countOfRecord,
      notify: notification.notifications,
      holders: user.users.holdersOf,
    }),
  }),
  routes: (router, { pickTickets }) => pickTicketRoutes(router, pickTickets),
  history: {
    entity: 'pickTicket',
    access: 'PickTicket:View',
    canView: async ({ pickTickets }, actor, id) => Boolean(await pickTickets.get(actor, id).catch(() => null)),
  },
  hub: {
    key: 'pickTickets',
    count: ({ pickTickets }, actor, projectId, ex) => pickTickets.countOf(actor, projectId, ex),
    open: {
      module: 'PickTicket',
      count: ({ pickTickets }, actor, projectId, ex) => pickTickets.openCountOf(actor, projectId, ex),
    },
  },
  seed: seedPickTickets,
  seedAfter: ['user', 'inventory'],
});
