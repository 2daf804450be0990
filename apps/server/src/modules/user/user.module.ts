import { api } from '@freightdesk/contracts';
import { announceActorChanged } from '../../platform/auth/actorCache';
import { defineModule } from '../../platform/module';
import { companyExists } from '../client';
import { userRoutes } from './user.routes';
import { usersOfCompany } from './user.scope';
import { createUserService, type UserService } from './user.service';

declare module '../../platform/module' {
  interface ModuleServices {
    user: {
      users: UserService;
      /** What the address book asks before deleting a company: its users, described for a person. */
      usersOfCompany: typeof usersOfCompany;
    };
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
    usersOfCompany,
  }),
  routes: (router, { users }) => userRoutes(router, users),
  history: {
    entity: 'user',
    access: api.user.byId.access,
    canView: ({ users }, actor, id) => users.canView(actor, id),
  },
});
