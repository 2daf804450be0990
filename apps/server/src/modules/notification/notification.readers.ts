import { ADMIN, CLIENT_USER_TYPE_ID, type Scope } from '@freightdesk/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import { type DataScope, FULL_SCOPE } from '../../platform/scope';
import { projectInScope, projects } from '../project';
import { userClaims, users } from '../user';
import { type LinkedProject, openableLink, projectOfLink } from './notification.links';

/** Who reads a notification: what they may do, and which projects they see. */
export interface Reader {
  scope: Scope;
  data: DataScope;
}

/** The readers of some notifications, as they stand now (permissions, admin, company). */
export async function readersOf(ex: Executor, userIds: number[]): Promise<Map<number, Reader>> {
  if (!userIds.length) return new Map();
  const [rows, claims] = await Promise.all([
    ex
      .select({ id: users.id, isAdmin: users.isAdmin, userTypeId: users.userTypeId, clientId: users.clientId })
      .from(users)
      .where(inArray(users.id, userIds)),
    ex
      .select({ userId: userClaims.userId, claim: sql<string>`${userClaims.type} || ':' || ${userClaims.value}` })
      .from(userClaims)
      .where(inArray(userClaims.userId, userIds)),
  ]);
  return new Map(
    rows.map((u) => {
      const held = claims.filter((c) => c.userId === u.id).map((c) => c.claim);
      const scope: Scope = { isAdmin: u.isAdmin, permissions: new Set(u.isAdmin ? [ADMIN, ...held] : held) };
      const data: DataScope = u.isAdmin
        ? FULL_SCOPE
        : { all: false, userId: u.id, companyId: u.userTypeId === CLIENT_USER_TYPE_ID ? u.clientId : null };
      return [u.id, { scope, data }];
    }),
  );
}

/** The projects some notifications are about, each with whether the reader sees it. */
async function projectsFor(ex: Executor, data: DataScope, ids: number[]): Promise<Map<number, LinkedProject>> {
  if (!ids.length) return new Map();
  const inScope = projectInScope(data, projects.id);
  const rows = await ex
    .select({
      id: projects.id,
      number: projects.number,
      seen: inScope ? sql<boolean>`(${inScope})` : sql<boolean>`true`,
    })
    .from(projects)
    .where(inArray(projects.id, ids));
  return new Map(rows.map((r) => [r.id, { ...r, seen: Boolean(r.seen) }]));
}

/** Notifications with each link made one its reader may open (see openableLink). */
export async function withOpenableLinks<T extends { link: string; projectId: number | null }>(
  ex: Executor,
  reader: Reader,
  rows: T[],
): Promise<T[]> {
  const projectOf = (r: T) => r.projectId ?? projectOfLink(r.link);
  const ids = [...new Set(rows.map(projectOf).filter((id): id is number => id !== null))];
  const linked = await projectsFor(ex, reader.data, ids);
  return rows.map((r) => {
    const id = projectOf(r);
    // A project deleted since: nothing of it opens any more.
    const project = id === null ? null : (linked.get(id) ?? { id, number: '', seen: false });
    return { ...r, link: openableLink(reader.scope, r.link, project) };
  });
}
