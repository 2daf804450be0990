import { CLIENT_USER_TYPE_ID, parseScope, type Scope } from '@freightdesk/contracts';
import { forbidden } from '../errors';

/** The signed-in user acting on a request; services take it first. */
export interface Actor {
  id: number;
  userName: string;
  userTypeId: number;
  clientId: number;
  scope: Scope;
}

export function makeActor(
  user: { id: number; userName: string; userTypeId: number; clientId: number },
  scope: string,
): Actor {
  return { ...user, scope: parseScope(scope) };
}

/**
 * What is billed and on what basis is the provider's decision (docs/design.md section 6): rates, billing
 * hours, periods, runs, invoice actions, stock added or adjusted by hand, weights, pieces and
 * groups. A client user (type 2) is refused whatever permissions they hold; call it after the
 * record's own 404, so a record outside the caller's scope still tells nothing.
 */
export function providerOnly(actor: Actor, refusal: string): void {
  if (actor.userTypeId === CLIENT_USER_TYPE_ID) throw forbidden(refusal);
}
