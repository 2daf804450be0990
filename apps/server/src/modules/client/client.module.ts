import { defineModule } from '../../platform/module';
import { clientRoutes } from './client.routes';
import { seedClients } from './client.seed';
import { type ClientService, createClientService } from './client.service';

declare module '../../platform/module' {
  interface ModuleServices {
    client: { clients: ClientService };
  }
}

/** The address book: companies of every type, their addresses and contacts. */
export const clientModule = defineModule({
  name: 'client',
  dependsOn: ['project', 'user'],
  create: ({ db }, { project, user }) => ({
    clients: createClientService({
      db,
      clientsOfProjects: project.parties.clientsOfProjects,
      partiesOf: project.parties.partiesOf,
      usedBy: [user.users.usersOfCompany, project.parties.usingClient],
    }),
  }),
  routes: (router, { clients }) => clientRoutes(router, clients),
  history: {
    entity: 'client',
    access: 'AddressBook:View',
    canView: ({ clients }, actor, id) => clients.canView(actor, id),
  },
  seed: seedClients,
});
