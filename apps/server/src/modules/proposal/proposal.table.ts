import { proposalStatuses } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../db/columns';
import { statusEnum } from '../../platform/kit/statuses';
import { clients } from '../client/client.table';
import { projects } from '../project/project.table';

/** The database's type of a proposal's status, from the contract's array (its id is its place in it). */
export const proposalStatus = statusEnum('proposal_status', proposalStatuses);

/** What the provider quotes a customer for a job at a site; accepted, it becomes a project once. */
export const proposals = pgTable(
  'proposals',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => clients.id),
    jobSiteId: integer('job_site_id').references(() => clients.id),
    description: text('description').notNull().default(''),
    status: proposalStatus('status').notNull(),
    proposalDate: date('proposal_date'),
    validUntil: date('valid_until'),
    /** The project it became: at most one, and no project comes from two proposals. */
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('proposals_number_uq').on(sql`lower(${t.number})`),
    uniqueIndex('proposals_project_uq').on(t.projectId),
    index('proposals_number_sort_idx').on(sql`lower(${t.number})`, t.id),
    index('proposals_customer_idx').on(t.customerId),
    index('proposals_modified_at_idx').on(t.modifiedAt, t.id),
  ],
);

/** A proposal's estimated lines; the amount is quantity × rate rounded to the cent, kept exact. */
export const proposalLines = pgTable(
  'proposal_lines',
  {
    id: serial('id').primaryKey(),
    proposalId: integer('proposal_id')
      .notNull()
      .references(() => proposals.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 3 }).notNull(),
    unit: text('unit').notNull().default(''),
    rate: numeric('rate', { precision: 12, scale: 4 }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [index('proposal_lines_proposal_idx').on(t.proposalId)],
);
