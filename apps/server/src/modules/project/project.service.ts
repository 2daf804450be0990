import {
  CLIENT_USER_TYPE_ID,
  clientTypeIds,
  type createProjectBody,
  flowModules,
  moduleDescriptions,
  type ProjectDataCounts,
  type ProjectDetails,
  type ProjectListColumn,
  type ProjectOpenModules,
  projectList,
} from '@freightdesk/contracts';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import { changesOf, recordAudit } from '../../platform/audit/audit';
import type { Actor } from '../../platform/auth/actor';
import { isUniqueViolation } from '../../platform/dbErrors';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import type { ProjectHoldings, ProjectOpenWork } from '../../platform/module';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import { projectAccess } from './project.access';
import {
  billingPeriodsOf,
  extendBillingPeriods,
  followStartDate,
  periodsStartOf,
  setPeriodStatus,
  utcToday,
} from './project.billing';
import { createProjectRepository } from './project.repository';
import { createProjectTeam, type ProjectTeam } from './project.team';
import { createProjectWrites } from './project.writes';

type ProjectInput = z.output<typeof createProjectBody>;

/** What the audit trail keeps of a project: names as they read at the time, not ids. */
const audited = (p: ProjectDetails) => ({
  number: p.number,
  name: p.name,
  customer: p.customerName,
  jobSite: p.jobSiteName,
  billingClient: p.billingClientName,
  thirdPartyClient: p.thirdPartyClientName,
  status: p.status,
  type: p.type,
  projectManager: p.projectManagerName,
  startDate: p.startDate,
  endDate: p.endDate,
});

export interface ProjectListQuery {
  clientId?: number;
  searchTerm?: string;
  pageIndex: number;
  pageSize: number;
}

type Row = Awaited<ReturnType<ReturnType<typeof createProjectRepository>['list']['page']>>['items'][number];
const listItem = (r: Row) => withIsoModified(r);

/**
 * The counts of a project's records, as the actor sees them. The modules that hold them declare
 * their count (`hub` in their `<m>.module.ts`); a module that has not landed holds none.
 */
async function countsOf(
  ex: Executor,
  actor: Actor,
  projectId: number,
  holdings: ProjectHoldings,
): Promise<ProjectDataCounts> {
  const count = (key: keyof ProjectHoldings) => holdings[key]?.(actor, projectId, ex) ?? Promise.resolve(0);
  return {
    projectId,
    purchaseOrders: await count('purchaseOrders'),
    shipments: await count('shipments'),
    receivingAlerts: await count('receivingAlerts'),
    inventoryItems: await count('inventoryItems'),
    pickTickets: await count('pickTickets'),
    charges: await count('charges'),
    invoices: await count('invoices'),
    files: await count('files'),
    users: await createProjectWrites(ex).accessCount(projectId),
  };
}

export function createProjectService({
  db,
  holdings = {},
  openWork = {},
  allFiles,
  notify,
}: {
  db: Executor;
  holdings?: ProjectHoldings;
  openWork?: ProjectOpenWork;
  /** Every file of the project, its records' too: a project with any cannot be deleted. */
  allFiles?: (ex: Executor, projectId: number) => Promise<number>;
  /** Tells whoever joins a project's team (the notifications module's schedule), in the project's transaction. */
  notify?: Parameters<typeof createProjectTeam>[0]['notify'];
}) {
  const repo = createProjectRepository(db);
  const teams: ProjectTeam = createProjectTeam({ notify });

  async function details(ex: Executor, actor: Actor, id: number): Promise<ProjectDetails> {
    const p = await createProjectRepository(ex).findById(scopeOf(actor), id);
    if (!p) throw notFound('Project');
    return {
      id: p.id,
      number: p.number,
      name: p.name,
      customerId: p.customerId,
      customerName: p.customerName,
      jobSiteId: p.jobSiteId,
      jobSiteName: p.jobSiteName,
      billingClientId: p.billingClientId,
      billingClientName: p.billingClientName,
      thirdPartyClientId: p.thirdPartyClientId,
      thirdPartyClientName: p.thirdPartyClientName,
      statusId: p.statusId,
      status: p.status,
      typeId: p.typeId,
      type: p.type,
      projectManagerId: p.projectManagerId,
      projectManagerName: p.projectManagerName,
      startDate: p.startDate,
      endDate: p.endDate,
      proposalId: p.proposalId,
      proposalNumber: p.proposalNumber,
      createdAt: p.createdAt.toISOString(),
      createdBy: p.createdBy,
      modifiedAt: p.modifiedAt.toISOString(),
      modifiedBy: p.modifiedBy,
      version: p.version,
    };
  }

  /** The rules of a project form, checked in the writing transaction; returns the billing client to keep. */
  async function checkRules(tx: Executor, actor: Actor, input: ProjectInput) {
    const w = createProjectWrites(tx);
    const customer = await w.clientOf(input.customerId);
    if (customer?.typeId !== clientTypeIds.customer) throw fieldError('customerId', 'Pick a customer.');
    if ((await w.clientOf(input.jobSiteId))?.typeId !== clientTypeIds.property) {
      throw fieldError('jobSiteId', 'Pick a job site (a property).');
    }
    for (const field of ['billingClientId', 'thirdPartyClientId'] as const) {
      const id = input[field];
      if (id !== null && !(await w.clientOf(id))) throw fieldError(field, 'This client does not exist.');
    }
    if (!(await w.statusExists(input.statusId))) throw fieldError('statusId', 'This status does not exist.');
    if (input.typeId !== null && !(await w.typeExists(input.typeId)))
      throw fieldError('typeId', 'This project type does not exist.');
    if (input.projectManagerId !== null) {
      const pm = await w.userOf(input.projectManagerId);
      if (!pm?.status || pm.userTypeId === CLIENT_USER_TYPE_ID) {
        throw fieldError('projectManagerId', 'The project manager must be an active staff user.');
      }
    }
    // A client user works only on their own company's projects.
    if (actor.userTypeId === CLIENT_USER_TYPE_ID && !actor.scope.isAdmin && input.customerId !== actor.clientId) {
      throw forbidden('You can only work on projects of your own company.');
    }
    return input.billingClientId ?? customer.billing ?? null;
  }

  function numberTaken(err: unknown): never {
    if (isUniqueViolation(err)) throw fieldError('number', 'This project number is already used.');
    throw err;
  }

  const row = (input: ProjectInput, billingClientId: number | null) => ({
    name: input.name,
    customerId: input.customerId,
    jobSiteId: input.jobSiteId,
    billingClientId,
    thirdPartyClientId: input.thirdPartyClientId,
    statusId: input.statusId,
    typeId: input.typeId,
    projectManagerId: input.projectManagerId,
    startDate: input.startDate,
    endDate: input.endDate,
  });

  return {
    /** GET /api/project: by number, searchable by number, filterable by customer; the caller's projects only. */
    list: (actor: Actor, q: ProjectListQuery) => projectAccess.assignable(db, scopeOf(actor), q),

    async search(actor: Actor, q: ListRequest<ProjectListColumn>) {
      const page = await repo.list.page(db, scopeOf(actor), q);
      return { ...page, items: page.items.map(listItem) };
    },

    export(actor: Actor, q: ListFilter<ProjectListColumn> & { format: 'csv' | 'xlsx' }) {
      return exportFile({
        name: 'projects',
        format: q.format,
        columns: exportColumnsOf(projectList),
        batches: repo.list.batches(db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    async filteredColumns() {
      return repo.list.columns({ status: await repo.statuses() });
    },

    get: (actor: Actor, id: number) => details(db, actor, id),
    /** A page of the caller's projects by number; `paged: false` is the whole list up to 500. */
    async page(actor: Actor, q: { pageIndex: number; pageSize: number; statusId?: number }) {
      const page = await repo.list.page(db, scopeOf(actor), {
        searchFields: {},
        parent: q.statusId ? { status: q.statusId } : undefined,
        reverse: false,
        paged: true,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      });
      return { ...page, items: page.items.map(listItem) };
    },

    /** A client's projects (as customer) that the caller sees, optionally searched by number. */
    /** The projects a client takes part in, as customer, job site, billing or third-party client. */
    async ofClient(actor: Actor, clientId: number, searchTerm = '') {
      return await repo.involving(scopeOf(actor), clientId, searchTerm);
    },

    async create(actor: Actor, input: ProjectInput, outer?: Executor): Promise<ProjectDetails> {
      return inTransaction(db, outer, async (tx) => {
        const billing = await checkRules(tx, actor, input);
        const w = createProjectWrites(tx);
        const number = await w.number(input.number);
        const newId = await w.insert({
          ...row(input, billing),
          number,
          createdBy: actor.userName,
          modifiedBy: actor.userName,
        });
        // Whoever creates a project can see it.
        if (!actor.scope.isAdmin) await w.grant(actor.id, newId);
        const project = { id: newId, number, customerId: input.customerId };
        const teamChange = await teams.save(tx, actor, project, input.team, true);
        // Read back in the transaction: a caller's transaction may not have committed yet.
        const created = await details(tx, actor, newId);
        await followStartDate(tx, newId, periodsStartOf(created), utcToday());
        await recordAudit(tx, actor, 'project', newId, 'create', [
          ...changesOf(null, audited(created)),
          ...teamChange.map((c) => ({ ...c, before: null })),
        ]);
        return created;
      }).catch(numberTaken);
    },

    async update(actor: Actor, input: ProjectInput & { id: number; version: number }, outer?: Executor) {
      return inTransaction(db, outer, async (tx) => {
        const before = await details(tx, actor, input.id);
        const billing = await checkRules(tx, actor, input);
        const saved = await createProjectWrites(tx).update(input.id, input.version, {
          ...row(input, billing),
          number: input.number,
          modifiedBy: actor.userName,
        });
        if (!saved)
          throw conflict('This project was changed by someone else since you opened it. Reload to see the changes.');
        const teamChange = await teams.save(tx, actor, input, input.team);
        const after = await details(tx, actor, input.id);
        // The billing periods follow a changed start date (a 400 on startDate when a closed one would change).
        if (periodsStartOf(after) !== periodsStartOf(before))
          await followStartDate(tx, input.id, periodsStartOf(after), utcToday());
        await recordAudit(tx, actor, 'project', input.id, 'update', [
          ...changesOf(audited(before), audited(after)),
          ...teamChange,
        ]);
        return after;
      }).catch(numberTaken);
    },

    async updateProjectManager(actor: Actor, id: number, projectManagerId: number | null) {
      return inTransaction(db, undefined, async (tx) => {
        const before = await details(tx, actor, id);
        const input = { ...before, projectManagerId } as ProjectInput;
        await checkRules(tx, actor, { ...input, billingClientId: before.billingClientId });
        await createProjectWrites(tx).update(id, null, { projectManagerId, modifiedBy: actor.userName });
        const after = await details(tx, actor, id);
        await recordAudit(tx, actor, 'project', id, 'update', changesOf(audited(before), audited(after)));
        return after;
      });
    },

    /** Deletes a project that holds no records; its Project Access entries go with it. */
    async remove(actor: Actor, id: number): Promise<null> {
      await inTransaction(db, undefined, async (tx) => {
        const before = await details(tx, actor, id);
        const counts = { ...(await countsOf(tx, actor, id, holdings)), files: (await allFiles?.(tx, id)) ?? 0 };
        const held = Object.entries(counts).filter(([k, n]) => k !== 'projectId' && k !== 'users' && n > 0);
        if (held.length) {
          throw conflict(
            `Project ${before.number} holds records (${held.map(([k, n]) => `${n} ${k}`).join(', ')}) and cannot be deleted.`,
          );
        }
        await createProjectWrites(tx).delete(id);
        await recordAudit(tx, actor, 'project', id, 'delete', changesOf(audited(before), null));
      });
      return null;
    },

    /** How many records each module holds for a project the caller sees (the hub's tab counts). */
    async dataCounts(actor: Actor, projectId: number): Promise<ProjectDataCounts> {
      await details(db, actor, projectId);
      return countsOf(db, actor, projectId, holdings);
    },

    /** The modules where the project still has work in progress (DESIGN.md's data flow), for callers who see it. */
    async openModules(actor: Actor, projectId: number): Promise<ProjectOpenModules> {
      await details(db, actor, projectId);
      const modules = [];
      for (const module of flowModules) {
        const open = (await openWork[module]?.(actor, projectId, db)) ?? 0;
        if (open > 0) modules.push({ module, label: moduleDescriptions[module], open });
      }
      return { projectId, modules };
    },

    /** A project's billing periods, for callers who see the project; reading writes nothing (see project.billing.ts). */
    async billingPeriods(actor: Actor, projectId: number) {
      await details(db, actor, projectId);
      return billingPeriodsOf(db, projectId);
    },

    /** Closes or reopens a billing period (see setPeriodStatus); answers the project's periods. */
    async setBillingPeriodStatus(actor: Actor, input: { projectId: number; id: number; status: 'Open' | 'Closed' }) {
      return inTransaction(db, undefined, async (tx) => {
        await details(tx, actor, input.projectId);
        const today = utcToday();
        await extendBillingPeriods(tx, { projectId: input.projectId, today });
        const change = await setPeriodStatus(tx, input.projectId, input.id, input.status, today, actor.userName);
        if (change) await recordAudit(tx, actor, 'project', input.projectId, 'update', [change]);
        return billingPeriodsOf(tx, input.projectId);
      });
    },

    /** The project's team (who has it on their Project Access list), for callers who see the project. */
    async team(actor: Actor, projectId: number) {
      await details(db, actor, projectId);
      return teams.members(db, scopeOf(actor), projectId);
    },

    /** Users the caller may put on a project's team (the project form's Team field). */
    teamCandidates: (actor: Actor, q: { customerId?: number; searchTerm: string; selected: number[] }) =>
      teams.candidates(db, actor, q),

    /** Whether the actor may see this project (for its history). */
    async canView(actor: Actor, id: number) {
      return Boolean(await repo.findById(scopeOf(actor), id));
    },
  };
}
export type ProjectService = ReturnType<typeof createProjectService>;
