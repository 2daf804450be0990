import { type ProjectDetails, type ProjectListColumn, projectList } from '@freightdesk/contracts';
import type { Executor } from '../../db/executor';
import type { Actor } from '../../platform/auth/actor';
import { notFound } from '../../platform/errors';
import { EXPORT_BATCH_SIZE, exportFile } from '../../platform/export/exportFile';
import { exportColumnsOf } from '../../platform/list/listExport';
import type { ListFilter, ListRequest } from '../../platform/list/listQuery';
import { scopeOf } from '../../platform/scope';
import { projectAccess } from './project.access';
import { createProjectRepository } from './project.repository';

export interface ProjectListQuery {
  clientId?: number;
  searchTerm?: string;
  pageIndex: number;
  pageSize: number;
}

type Row = Awaited<ReturnType<ReturnType<typeof createProjectRepository>['list']['page']>>['items'][number];
const listItem = ({ modifiedAt, ...r }: Row) => ({ ...r, modifiedAt: modifiedAt.toISOString() });

export function createProjectService({ db }: { db: Executor }) {
  const repo = createProjectRepository(db);
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

    async get(actor: Actor, id: number): Promise<ProjectDetails> {
      const p = await repo.findById(scopeOf(actor), id);
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
        createdAt: p.createdAt.toISOString(),
        createdBy: p.createdBy,
        modifiedAt: p.modifiedAt.toISOString(),
        modifiedBy: p.modifiedBy,
        version: p.version,
      };
    },

    /** Whether the actor may see this project (for its history). */
    async canView(actor: Actor, id: number) {
      return Boolean(await repo.findById(scopeOf(actor), id));
    },
  };
}
export type ProjectService = ReturnType<typeof createProjectService>;
