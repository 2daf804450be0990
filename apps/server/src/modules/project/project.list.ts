import { projectList } from '@freightdesk/contracts';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { statusIdOf } from '../../platform/kit/statuses';
import { listQuery } from '../../platform/list/listQuery';
import { clients } from '../client/tables';
import { billingPeriods } from './billingPeriod.table';
import { projectInScope } from './project.scope';
import { projectStatus, projects } from './project.table';

export const customer = alias(clients, 'customer');
export const jobSite = alias(clients, 'job_site');

/** A period Closed and not yet Invoiced: the billing clerk's next invoice (billing_periods_project_start_uq). */
const toBill = sql<boolean>`exists (select 1 from ${billingPeriods} where ${billingPeriods.projectId} = ${projects.id} and ${eq(billingPeriods.status, 'Closed')})`;

/** A warehouse billing run's draft charges waiting to be reviewed and confirmed (billing_periods_drafts_idx). */
const runToConfirm = sql<boolean>`exists (select 1 from ${billingPeriods} where ${billingPeriods.projectId} = ${projects.id} and ${billingPeriods.draftCharges} > 0)`;

/** The projects list's SQL, column by column (the declaration is projectList in the contracts). */
export const projectListQuery = listQuery({
  spec: projectList,
  from: projects,
  id: projects.id,
  joins: {
    customer: { table: customer, on: eq(customer.id, projects.customerId) },
    jobSite: { table: jobSite, on: eq(jobSite.id, projects.jobSiteId) },
  },
  columns: {
    number: { expr: projects.number, sort: sql`lower(${projects.number})` },
    customerName: { expr: customer.name, sort: sql`lower(${customer.name})`, joins: ['customer'] },
    customerId: { expr: projects.customerId },
    jobSiteName: { expr: jobSite.name, sort: sql`lower(${jobSite.name})`, joins: ['jobSite'] },
    // Statuses sort in their declared order (Quoted, Active, ...), the enum's own.
    status: { expr: projects.status },
    modifiedAt: { expr: projects.modifiedAt },
    toBill: { expr: toBill },
    runToConfirm: { expr: runToConfirm, providerOnly: true },
  },
  select: {
    id: projects.id,
    number: projects.number,
    customerId: projects.customerId,
    customerName: customer.name,
    jobSiteId: projects.jobSiteId,
    jobSiteName: jobSite.name,
    statusId: statusIdOf(projects.status, projectStatus),
    status: projects.status,
    modifiedAt: projects.modifiedAt,
  },
  selectJoins: ['customer', 'jobSite'],
  // A status by its id: its place in the enum, looked up from the bound id.
  parents: { status: (id) => sql`${projects.status} = (enum_range(null::project_status))[${id}]` },
  scope: (scope) => projectInScope(scope, projects.id),
});
