import { parseScope, type Scope } from '@freightdesk/contracts';

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
