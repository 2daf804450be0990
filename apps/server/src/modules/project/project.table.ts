import { projectStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { clients } from '../client/client.table';
import { projectTypes } from '../lookup/lookup.table';

/** The database's type of a project's status, from the contract's array (its id is its place in it). */
export const projectStatus = statusEnum('project_status', projectStatuses);

/** A job for a customer at a job site (a property); later modules extend it with rates and billing. */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    name: text('name').notNull().default(''),
    customerId: integer('customer_id')
      .notNull()
      .references(() => clients.id),
    jobSiteId: integer('job_site_id')
      .notNull()
      .references(() => clients.id),
    billingClientId: integer('billing_client_id').references(() => clients.id),
    thirdPartyClientId: integer('third_party_client_id').references(() => clients.id),
    status: projectStatus('status').notNull(),
    typeId: integer('type_id').references(() => projectTypes.id),
    projectManagerId: integer('project_manager_id'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('projects_number_uq').on(sql`lower(${t.number})`),
    index('projects_customer_idx').on(t.customerId),
    // A client's projects in any role, and the check before a client is deleted.
    index('projects_job_site_idx').on(t.jobSiteId),
    index('projects_billing_client_idx').on(t.billingClientId),
    index('projects_third_party_client_idx').on(t.thirdPartyClientId),
    index('projects_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('projects_status_sort_idx').on(t.status, t.id),
    index('projects_modified_at_idx').on(t.modifiedAt, t.id),
    index('projects_number_trgm').using('gin', t.number.op('gin_trgm_ops')),
  ],
);
