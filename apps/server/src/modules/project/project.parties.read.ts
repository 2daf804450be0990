import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { type DataScope, scopeOf } from '../../platform/scope';
import { addressText, primaryAddress } from '../client';
import { clients } from '../client/tables';
import { clientsOfProjects, projectInScope } from './project.scope';
import { projects } from './project.table';

const roles: [string, (typeof projects)['customerId' | 'jobSiteId' | 'billingClientId' | 'thirdPartyClientId']][] = [
  ['Customer', projects.customerId],
  ['Job site', projects.jobSiteId],
  ['Billing', projects.billingClientId],
  ['Third party', projects.thirdPartyClientId],
];

/**
 * The clients the scope's projects involve, each in its role (customer, job site, billing, third
 * party): of one project, or of every project the caller sees; optionally only one client.
 */
async function partiesOf(ex: Executor, scope: DataScope, q: { projectId?: number; clientId?: number }) {
  const found = new Map<string, { id: number; name: string; typeId: number; role: string }>();
  for (const [role, column] of roles) {
    const where: (SQL | undefined)[] = [projectInScope(scope, projects.id)];
    if (q.projectId) where.push(eq(projects.id, q.projectId));
    if (q.clientId) where.push(eq(clients.id, q.clientId));
    const rows = await ex
      .selectDistinct({
        id: clients.id,
        name: clients.name,
        typeId: clients.typeId,
        sortName: sql<string>`lower(${clients.name})`,
      })
      .from(projects)
      .innerJoin(clients, eq(clients.id, column))
      .where(and(...where))
      .orderBy(asc(sql`lower(${clients.name})`), asc(clients.id))
      .limit(500);
    for (const r of rows) found.set(`${r.id} ${role}`, { id: r.id, name: r.name, typeId: r.typeId, role });
  }
  return [...found.values()].sort(
    (a, b) => a.name.localeCompare(b.name) || a.id - b.id || a.role.localeCompare(b.role),
  );
}

/** The projects that use a client, described for a person ("2 projects (P-1, P-2)"); null when none. */
async function projectsUsing(ex: Executor, scope: DataScope, clientId: number): Promise<string | null> {
  const rows = await ex
    .select({ number: projects.number })
    .from(projects)
    .where(
      and(
        sql`${clientId} in (${projects.customerId}, ${projects.jobSiteId}, ${projects.billingClientId}, ${projects.thirdPartyClientId})`,
        projectInScope(scope, projects.id),
      ),
    )
    .orderBy(asc(projects.number))
    .limit(6);
  if (!rows.length) return null;
  const shown = rows
    .slice(0, 5)
    .map((r) => r.number)
    .join(', ');
  return rows.length > 5
    ? `more than 5 projects (${shown}, …)`
    : `${rows.length} project${rows.length === 1 ? '' : 's'} (${shown})`;
}

/**
 * What the address book asks of projects: the clients the caller's projects involve, and which of
 * them use a client. Each takes the acting user first and reads within their scope.
 */
export function createProjectParties({ db }: { db: Executor }) {
  return {
    /** The clients the caller's projects involve, each in its role: of one project, or of all; optionally one client. */
    partiesOf: (actor: Actor, q: { projectId?: number; clientId?: number }, tx?: Executor) =>
      partiesOf(tx ?? db, scopeOf(actor), q),

    /**
     * The caller's projects that use a client, described for a person; null when none. A project
     * they do not see still holds the client: its delete then meets the foreign key, a 409.
     */
    usingClient: (actor: Actor, clientId: number, tx?: Executor) => projectsUsing(tx ?? db, scopeOf(actor), clientId),

    /** The ids of the clients the scope's projects involve, as a subquery (for the address book's scope). */
    clientsOfProjects,
  };
}
export type ProjectParties = ReturnType<typeof createProjectParties>;

/** The job site's name and primary address of a project the scope sees: where its goods go unless told otherwise ('' when none). */
export async function siteAddressOf(ex: Executor, scope: DataScope, projectId: number): Promise<string> {
  const [row] = await ex
    .select({
      name: clients.name,
      ...primaryAddress.columns,
    })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.jobSiteId))
    .leftJoin(primaryAddress.table, primaryAddress.of(clients.id))
    .where(and(eq(projects.id, projectId), projectInScope(scope, projects.id)));
  return row ? [row.name, addressText(row)].filter(Boolean).join('\n') : '';
}
