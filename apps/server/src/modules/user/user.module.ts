import { api } from '@freightdesk/contracts';
import { announceActorChanged } from '../../platform/auth/actorCache';
import { defineModule } from '../../platform/module';
import { companyExists } from '../client';
import { userRoutes } from './user.routes';
import { seedUsers } from './user.seed';
import { createUserService, type UserService } from './user.service';

declare module '../../platform/module' {
  interface ModuleServices {
    user: { users: UserService };
  }
}

/** Users, their permissions and Project Access; a change to either is forgotten at once by the signed-in checks. */
export const userModule = defineModule({
  name: 'user',
  dependsOn: ['account', 'notification', 'project'],
  create: ({ db }, { account, notification, project }) => ({
    users: createUserService({
      db,
      companyExists,
      projectAccess: project.access,
      notify: notification.notifications,
      actorChanged: async (tx, id) => {
        account.account.forgetActor(id);
        await announceActorChanged(tx, id);
      },
    }),
  }),
  routes: (router, { users }) => userRoutes(router, users),
  history: {
    entity: 'user',
    access: api.user.byId.access,
    canView: ({ users }, actor, id) => users.canView(actor, id),
  },
  seed: seedUsers,
  seedAfter: ['client', 'project'],
});
