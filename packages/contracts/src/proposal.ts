import { z } from 'zod';
import { isoDate } from './common/dates';
import { endpoint } from './common/endpoint';
import { REQUIRED } from './common/errors';
import { exportBody, fileResponse } from './common/export';
import { columnInfo, defineList, type ListKey, listSearchBody } from './common/list';
import { audit, idParam, idSchema, MAX_ID, paged, pageQuery } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { projectDetails } from './project';
import { moneyText } from './projectRates';

const tag = 'Proposals';

/** Proposal statuses (GET /api/proposalStatus answers them with ids 1..): only an accepted proposal becomes a project. */
export const proposalStatuses = defineStatuses(['Draft', 'Sent', 'Accepted', 'Declined', 'Expired']);
export type ProposalStatus = StatusOf<typeof proposalStatuses>;
export const PROPOSAL_ACCEPTED: ProposalStatus = 'Accepted';

const quantityText = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,3})?$/, 'Enter a quantity, at most 3 decimals.'));

/** An estimated line: its amount is quantity × rate, rounded to the cent, computed by the server. */
export const proposalLineFields = z.object({
  description: z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(200),
  quantity: quantityText,
  unit: z.string().trim().max(40).default(''),
  rate: moneyText,
});
export const proposalLine = z.object({
  id: z.number().int(),
  description: z.string(),
  quantity: z.string(),
  unit: z.string(),
  rate: z.string(),
  amount: z.string(),
});

export const proposalFields = z.object({
  /** Left empty on create, the proposal gets the next number. */
  number: z.string().trim().max(40).default(''),
  customerId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  jobSiteId: idSchema.nullable().default(null),
  description: z.string().trim().max(2000).default(''),
  statusId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  proposalDate: isoDate.nullable().default(null),
  validUntil: isoDate.nullable().default(null),
  lines: z.array(proposalLineFields).max(500).default([]),
});
export const createProposalBody = proposalFields;
export type CreateProposalBody = z.input<typeof createProposalBody>;
export const updateProposalBody = proposalFields.extend({
  id: idSchema,
  version: z.number().int().min(0).max(MAX_ID),
  number: z.string().trim().min(1, REQUIRED).max(40),
});
export type UpdateProposalBody = z.input<typeof updateProposalBody>;

export const proposalDetails = z
  .object({
    id: z.number().int(),
    number: z.string(),
    customerId: z.number().int(),
    customerName: z.string(),
    jobSiteId: z.number().int().nullable(),
    jobSiteName: z.string().nullable(),
    description: z.string(),
    statusId: z.number().int(),
    status: proposalStatuses.schema,
    proposalDate: z.iso.date().nullable(),
    validUntil: z.iso.date().nullable(),
    /** The project it became, once converted. */
    projectId: z.number().int().nullable(),
    lines: z.array(proposalLine),
    /** The sum of the lines' amounts, exact. */
    total: z.string(),
    ...audit,
  })
  .meta({ id: 'Proposal' });
export type ProposalDetails = z.infer<typeof proposalDetails>;

export const proposalList = defineList({
  name: 'proposals',
  columns: {
    number: { label: 'Proposal', type: 'text', inSearchTerm: true },
    customerName: { label: 'Customer', type: 'text', inSearchTerm: true },
    status: { label: 'Status', type: 'enum', values: proposalStatuses.listValues },
    proposalDate: { label: 'Date', type: 'date' },
    total: { label: 'Total', type: 'money' },
    modifiedAt: { label: 'Modified', type: 'date' },
  },
  defaultSort: { column: 'number', reverse: true },
  maxUnpaged: 500,
});
export type ProposalListColumn = ListKey<typeof proposalList>;
export const proposalSearchBody = listSearchBody(proposalList);
export const proposalListItem = z.object({
  id: z.number().int(),
  number: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  statusId: z.number().int(),
  status: proposalStatuses.schema,
  proposalDate: z.iso.date().nullable(),
  total: z.string(),
  projectId: z.number().int().nullable(),
  modifiedAt: z.iso.datetime(),
});

export const proposalEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/proposal',
    access: 'Proposal:View',
    tag,
    summary: 'Proposals, newest number first (at most 500)',
    response: z.array(proposalListItem),
  }),
  paged: endpoint({
    method: 'GET',
    path: '/api/proposal/paged',
    access: 'Proposal:View',
    tag,
    summary: 'A page of proposals, newest number first',
    query: pageQuery,
    response: paged(proposalListItem),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/proposal/search',
    access: 'Proposal:View',
    tag,
    summary: 'Search proposals (shared search payload)',
    body: proposalSearchBody,
    response: paged(proposalListItem),
  }),
  export: endpoint({
    method: 'POST',
    path: '/api/proposal/export',
    access: 'Proposal:View',
    tag,
    summary: 'Every proposal of a search as a CSV or Excel file',
    body: exportBody(proposalSearchBody),
    response: fileResponse,
  }),
  filteredColums: endpoint({
    method: 'GET',
    path: '/api/proposal/filteredColums',
    access: 'Proposal:View',
    tag,
    summary: "The proposals list's columns, with the statuses to filter by",
    response: z.array(columnInfo),
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/proposal/:id',
    access: 'Proposal:View',
    tag,
    summary: 'One proposal with its lines and total',
    params: idParam,
    response: proposalDetails,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/proposal',
    access: 'Proposal:Create',
    tag,
    summary: 'Create a proposal with its estimated lines; without a number it gets the next one',
    body: createProposalBody,
    status: 201,
    response: proposalDetails,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/proposal',
    access: 'Proposal:Update',
    tag,
    summary: 'Update a proposal; its lines are replaced by the ones sent (a stale version is a 409)',
    body: updateProposalBody,
    response: proposalDetails,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/proposal/:id',
    access: 'Proposal:Delete',
    tag,
    summary: 'Delete a proposal that has not become a project',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
  convert: endpoint({
    method: 'POST',
    path: '/api/proposal/convert/:id',
    access: 'Project:Create',
    tag,
    summary:
      'Turn an accepted proposal into a project in one step: its customer, job site and lines (as standard rates). Once only; needs Proposal:Update too (without Proposal:View the proposal is not found)',
    params: idParam,
    status: 201,
    response: projectDetails,
  }),
};
