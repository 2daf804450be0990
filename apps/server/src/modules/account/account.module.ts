import { ACTOR_CHANNEL } from '../../platform/auth/actorCache';
import { defineModule } from '../../platform/module';
import { accountRoutes } from './account.routes';
import { type AccountService, createAccountService } from './account.service';

declare module '../../platform/module' {
  interface ModuleServices {
    account: { account: AccountService };
  }
}

/** Sign-in, sessions, password recovery; who the acting user of a request is (the router asks `actorFor`). */
export const accountModule = defineModule({
  name: 'account',
  dependsOn: ['mail'],
  create: ({ db, tokens, publicUrl, log }, { mail }) => ({
    account: createAccountService({ db, tokens, mail: mail.mail, publicUrl, log }),
  }),
  routes: (router, { account }) => accountRoutes(router, account),
  async start({ account }, { database }) {
    // Every server forgets a user's cached permissions when another server's change commits.
    await database.listen(
      ACTOR_CHANNEL,
      (id) => account.forgetActor(Number(id)),
      () => account.forgetActor(),
    );
    // A reset mail asked for just before shutdown is still sent.
    return () => account.settled();
  },
});
