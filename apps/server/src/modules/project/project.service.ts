import {
  CLIENT_USER_TYPE_ID,
  clientTypeIds,
  type createProjectBody,
  type ProjectDetails,
  type ProjectListColumn,
  projectList,
  projectStatuses,
} from '@freightdesk/contracts';
import type { z } from 'zod';
import { type Executor, inTransaction } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { foreignKeyViolation } from '../../platform/dbErrors';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { audited, numberTaken, versionedUpdate } from '../../platform/kit';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import type { ProjectHoldings, ProjectOpenWork, Questions } from '../../platform/module';
import type { Notify } from '../../platform/notify';
import { withIsoModified } from '../../platform/rows';
import { scopeOf } from '../../platform/scope';
import { createProjectAccess } from './project.access';
import { followStartDate, periodsStartOf, utcToday } from './project.billing';
import { countsOf, createProjectHub } from './project.hub';
import { projectListQuery } from './project.list';
import { projectOf, projectsInvolving } from './project.read';
import { projects } from './project.table';
import { createProjectTeam } from './project.team';
import { createProjectWrites } from './project.writes';

type ProjectInput = z.output<typeof createProjectBody>;

/** What the audit trail keeps of a project: names as they read at the time, not ids. */
const trail = (p: ProjectDetails) => ({
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

/** What the projects module uses of others, given by the app. */
export interface ProjectServiceDeps {
  db: Executor;
  /** The hub's counts of the modules that hold a project's records (read when a request comes). */
  holdings?: ProjectHoldings;
  openWork?: ProjectOpenWork;
  /** Every file of the project, its records' too: a project with any cannot be deleted. */
  allFiles?: (actor: Actor, projectId: number, tx?: Executor) => Promise<number>;
  /** Tells whoever joins a project's team (the notifications module's schedule), in the project's transaction. */
  notify?: Pick<Notify, 'schedule'>;
  /** What the project module asks of the proposals module (declared in project.module.ts): the proposal a project came from. */
  held: Pick<Questions, 'proposalOfProject'>;
}

/** A project as its screens show it, when the actor sees it; a 404 otherwise. */
async function details(
  ex: Executor,
  actor: Actor,
  id: number,
  held: ProjectServiceDeps['held'],
): Promise<ProjectDetails> {
  const p = await projectOf(ex, scopeOf(actor), id);
  if (!p) throw notFound('Project');
  const proposal = await held.proposalOfProject(actor, p.id, ex);
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
    proposalId: proposal?.id ?? null,
    proposalNumber: proposal?.number ?? null,
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
  if (!projectStatuses.nameOf(input.statusId)) throw fieldError('statusId', 'This status does not exist.');
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

const row = (input: ProjectInput, billingClientId: number | null) => ({
  name: input.name,
  customerId: input.customerId,
  jobSiteId: input.jobSiteId,
  billingClientId,
  thirdPartyClientId: input.thirdPartyClientId,
  status: projectStatuses.nameOf(input.statusId)!,
  typeId: input.typeId,
  projectManagerId: input.projectManagerId,
  startDate: input.startDate,
  endDate: input.endDate,
});

export function createProjectService({ db, holdings = {}, openWork = {}, allFiles, notify, held }: ProjectServiceDeps) {
  const read = (ex: Executor, actor: Actor, id: number) => details(ex, actor, id, held);
  const access = createProjectAccess({ db });
  const teams = createProjectTeam({ db, notify });
  const history = audited({ entity: 'project', read, trail });
  const list = projectListQuery;

  return {
    /** GET /api/project: by number, searchable by number, filterable by customer; the caller's projects only. */
    list: (actor: Actor, q: ProjectListQuery, tx?: Executor) => access.assignable(actor, q, tx),

    async search(actor: Actor, q: ListRequest<ProjectListColumn>, tx?: Executor) {
      const page = await list.page(tx ?? db, scopeOf(actor), q);
      return { ...page, items: page.items.map(withIsoModified) };
    },

    export(actor: Actor, q: ListFilter<ProjectListColumn> & { format: 'csv' | 'xlsx' }, tx?: Executor) {
      return exportFile({
        name: 'projects',
        format: q.format,
        columns: exportColumnsOf(projectList),
        batches: list.batches(tx ?? db, scopeOf(actor), q, EXPORT_BATCH_SIZE),
      });
    },

    async filteredColumns(_actor: Actor) {
      return list.columns();
    },

    get: (actor: Actor, id: number, tx?: Executor) => read(tx ?? db, actor, id),

    /** A page of the caller's projects by number; `paged: false` is the whole list up to 500. */
    async page(actor: Actor, q: { pageIndex: number; pageSize: number; statusId?: number }, tx?: Executor) {
      const page = await list.page(tx ?? db, scopeOf(actor), {
        searchFields: {},
        parent: q.statusId ? { status: q.statusId } : undefined,
        reverse: false,
        paged: true,
        pageIndex: q.pageIndex,
        pageSize: q.pageSize,
      });
      return { ...page, items: page.items.map(withIsoModified) };
    },

    /** The projects a client takes part in that the caller sees, as customer, job site, billing or third-party client. */
    ofClient(actor: Actor, q: { clientId: number; searchTerm?: string }, tx?: Executor) {
      return projectsInvolving(tx ?? db, scopeOf(actor), q.clientId, q.searchTerm ?? '');
    },

    async create(actor: Actor, input: ProjectInput, tx?: Executor): Promise<ProjectDetails> {
      return inTransaction(db, tx, async (t) => {
        let team: Awaited<ReturnType<typeof teams.save>> = [];
        return history.create(
          t,
          actor,
          async () => {
            const billing = await checkRules(t, actor, input);
            const w = createProjectWrites(t);
            const number = await w.number(input.number);
            const id = await w.insert({
              ...row(input, billing),
              number,
              createdBy: actor.userName,
              modifiedBy: actor.userName,
            });
            // Whoever creates a project can see it.
            if (!actor.scope.isAdmin) await w.grant(actor.id, id);
            const project = { id, number, customerId: input.customerId };
            team = await teams.save(actor, { project, wanted: input.team, creating: true }, t);
            return id;
          },
          async (created) => {
            await followStartDate(t, created.id, periodsStartOf(created), utcToday());
            return team.map((c) => ({ ...c, before: null }));
          },
        );
      }).catch(numberTaken('project'));
    },

    async update(actor: Actor, input: ProjectInput & { id: number; version: number }, tx?: Executor) {
      return inTransaction(db, tx, (t) =>
        history.update(t, actor, input.id, async (before) => {
          const billing = await checkRules(t, actor, input);
          await versionedUpdate(
            t,
            projects,
            input,
            { ...row(input, billing), number: input.number },
            { by: actor, noun: 'project' },
          );
          const team = await teams.save(actor, { project: input, wanted: input.team }, t);
          // The billing periods follow a changed start date (a 400 on startDate when a closed one would change).
          const start = periodsStartOf({ startDate: input.startDate, createdAt: before.createdAt });
          if (start !== periodsStartOf(before)) await followStartDate(t, input.id, start, utcToday());
          return team;
        }),
      ).catch(numberTaken('project'));
    },

    async updateProjectManager(
      actor: Actor,
      input: { id: number; projectManagerId: number | null },
      tx?: Executor,
    ): Promise<ProjectDetails> {
      return inTransaction(db, tx, (t) =>
        history.update(t, actor, input.id, async (before) => {
          const form = { ...before, projectManagerId: input.projectManagerId } as ProjectInput;
          await checkRules(t, actor, { ...form, billingClientId: before.billingClientId });
          await versionedUpdate(
            t,
            projects,
            { id: input.id },
            { projectManagerId: input.projectManagerId },
            { by: actor, noun: 'project' },
          );
        }),
      );
    },

    /** Deletes a project that holds no records; its Project Access entries go with it. */
    async remove(actor: Actor, id: number, tx?: Executor): Promise<null> {
      await inTransaction(db, tx, (t) =>
        history.remove(t, actor, id, async (before) => {
          const counts = {
            ...(await countsOf(t, actor, id, holdings)),
            files: (await allFiles?.(actor, id, t)) ?? 0,
          };
          const held = Object.entries(counts).filter(([k, n]) => k !== 'projectId' && k !== 'users' && n > 0);
          if (held.length) {
            throw conflict(
              `Project ${before.number} holds records (${held.map(([k, n]) => `${n} ${k}`).join(', ')}) and cannot be deleted.`,
            );
          }
          // What no hub count shows (an inventory's empty groups, a count's lines) holds it too: a 409, not a 500.
          await createProjectWrites(t)
            .delete(id)
            .catch((err: unknown) => {
              const held = foreignKeyViolation(err);
              if (held === null) throw err;
              const table = held.replace(/_project_id_projects_id_fk$/, '').replaceAll('_', ' ');
              throw conflict(`Project ${before.number} still holds ${table} and cannot be deleted.`);
            });
        }),
      );
      return null;
    },

    ...createProjectHub({ db, holdings, openWork, teams, history }),

    /** Whether the actor may see this project (for its history). */
    canView: (actor: Actor, id: number, tx?: Executor) => list.visible(tx ?? db, scopeOf(actor), id),

    /** Project Access lists, for the users module (its ProjectAccessPort). */
    access,
  };
}
export type ProjectService = ReturnType<typeof createProjectService>;
