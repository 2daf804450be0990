import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { AccountService } from './account.service';

export function accountRoutes(r: Router, account: AccountService) {
  const e = api.account;
  r.bind(e.token, async ({ body, ip }) => {
    const { token, expiresAt } = await account.signIn(null, { ...body, ip });
    return { token, expiresAt: expiresAt.toISOString() };
  });
  r.bind(e.forgotPassword, async ({ body }) => account.forgotPassword(null, body));
  r.bind(e.resetPassword, ({ body }) => account.resetPassword(null, body));
  r.bind(e.changePassword, ({ actor, body, ip }) => account.changePassword(actor, { ...body, ip }));
  r.bind(e.signOutEverywhere, ({ actor }) => account.signOutEverywhere(actor));
  r.bind(e.me, ({ actor }) => account.me(actor));
}
