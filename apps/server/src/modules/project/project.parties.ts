import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor';
import type { DataScope } from '../../platform/scope';
import { clients } from '../client';
import { projectInScope } from './project.scope';
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
export async function projectParties(ex: Executor, scope: DataScope, q: { projectId?: number; clientId?: number }) {
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
export async function projectsUsingClient(ex: Executor, clientId: number): Promise<string | null> {
  const rows = await ex
    .select({ number: projects.number })
    .from(projects)
    .where(
      sql`${clientId} in (${projects.customerId}, ${projects.jobSiteId}, ${projects.billingClientId}, ${projects.thirdPartyClientId})`,
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
