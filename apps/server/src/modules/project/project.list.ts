import { projectList } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client';
import { projectStatuses } from '../lookup';
import { projectInScope } from './project.scope';
import { projects } from './project.table';

export const customer = alias(clients, 'customer');
export const jobSite = alias(clients, 'job_site');

/** The projects list's SQL, column by column (the declaration is projectList in the contracts). */
export const projectListQuery = listQuery({
  spec: projectList,
  from: projects,
  id: projects.id,
  joins: {
    customer: { table: customer, on: eq(customer.id, projects.customerId) },
    jobSite: { table: jobSite, on: eq(jobSite.id, projects.jobSiteId) },
    status: { table: projectStatuses, on: eq(projectStatuses.id, projects.statusId) },
  },
  columns: {
    number: { expr: projects.number, sort: sql`lower(${projects.number})` },
    customerName: { expr: customer.name, sort: sql`lower(${customer.name})`, joins: ['customer'] },
    customerId: { expr: projects.customerId },
    jobSiteName: { expr: jobSite.name, sort: sql`lower(${jobSite.name})`, joins: ['jobSite'] },
    status: {
      expr: projectStatuses.name,
      sort: projects.statusId,
      joins: ['status'],
      via: { local: projects.statusId, table: projectStatuses, id: projectStatuses.id },
    },
    modifiedAt: { expr: projects.modifiedAt },
  },
  select: {
    id: projects.id,
    number: projects.number,
    customerId: projects.customerId,
    customerName: customer.name,
    jobSiteId: projects.jobSiteId,
    jobSiteName: jobSite.name,
    statusId: projects.statusId,
    status: projectStatuses.name,
    modifiedAt: projects.modifiedAt,
  },
  selectJoins: ['customer', 'jobSite', 'status'],
  parents: { status: (id) => eq(projects.statusId, id) },
  scope: (scope) => projectInScope(scope, projects.id),
});
