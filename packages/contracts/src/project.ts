import { z } from 'zod';
import { billingHoursBody, billingPeriod, billingPeriodStatusBody } from './billingPeriod';
import { isoDate } from './common/dates';
import { endpoint } from './common/endpoint';
import { REQUIRED } from './common/errors';
import { exportBody, fileResponse } from './common/export';
import { booleanValues, columnInfo, defineList, type ListKey, listSearchBody, sortableKeys } from './common/list';
import { audit, idParam, idSchema, idText, MAX_ID, MAX_PAGE_SIZE, paged, pageQuery } from './common/paging';
import { defineStatuses, type StatusOf } from './common/statuses';
import { projectTeamField } from './projectTeam';
import { projectAccessRow } from './user';

const tag = 'Projects';

/** Project statuses (GET /api/projectStatus answers them with ids 1..); Completed and Cancelled are over. */
export const projectStatuses = defineStatuses(['Quoted', 'Active', 'On Hold', 'Completed', 'Cancelled']);
export type ProjectStatus = StatusOf<typeof projectStatuses>;

export const projectRow = projectAccessRow.extend({
  statusId: z.number().int(),
  jobSiteId: z.number().int(),
});
export type ProjectRow = z.infer<typeof projectRow>;

/** The projects list, declared once. */
export const projectList = defineList({
  name: 'projects',
  columns: {
    number: { label: 'Project number', type: 'text', inSearchTerm: true },
    customerName: { label: 'Customer', type: 'text', inSearchTerm: true },
    customerId: { label: 'Customer id', type: 'number', filter: 'exact', sortable: false, hidden: true },
    jobSiteName: { label: 'Job site', type: 'text', inSearchTerm: true },
    status: { label: 'Status', type: 'enum', values: projectStatuses.listValues },
    modifiedAt: { label: 'Modified', type: 'date' },
    /** A billing period closed and not invoiced yet: ready to bill (the home page's queue). */
    toBill: {
      label: 'Billing',
      type: 'boolean',
      hidden: true,
      sortable: false,
      values: booleanValues('Periods to bill', 'Nothing to bill'),
    },
    /** A warehouse billing run's draft charges not yet reviewed and confirmed (the home page's queue). */
    runToConfirm: {
      label: 'Warehouse run',
      type: 'boolean',
      hidden: true,
      sortable: false,
      values: booleanValues('Draft run to confirm', 'No draft run'),
    },
  },
  defaultSort: { column: 'number' },
  maxUnpaged: 500,
});
export type ProjectListColumn = ListKey<typeof projectList>;
export const projectSortColumns = sortableKeys(projectList);
export const projectSearchBody = listSearchBody(projectList);
export type ProjectSearchBody = z.input<typeof projectSearchBody>;
export const projectExportBody = exportBody(projectSearchBody);

export const projectListItem = projectRow.extend({ modifiedAt: z.iso.datetime() }).meta({ id: 'ProjectListItem' });
export type ProjectListItem = z.infer<typeof projectListItem>;

/** One project with the names of the companies and people it refers to. */
export const projectDetails = z
  .object({
    id: z.number().int(),
    number: z.string(),
    name: z.string(),
    customerId: z.number().int(),
    customerName: z.string(),
    jobSiteId: z.number().int(),
    jobSiteName: z.string(),
    billingClientId: z.number().int().nullable(),
    billingClientName: z.string().nullable(),
    thirdPartyClientId: z.number().int().nullable(),
    thirdPartyClientName: z.string().nullable(),
    statusId: z.number().int(),
    status: projectStatuses.schema,
    typeId: z.number().int().nullable(),
    type: z.string().nullable(),
    projectManagerId: z.number().int().nullable(),
    projectManagerName: z.string().nullable(),
    startDate: z.iso.date().nullable(),
    endDate: z.iso.date().nullable(),
    /** The proposal the project was converted from, if any. */
    proposalId: z.number().int().nullable(),
    proposalNumber: z.string().nullable(),
    ...audit,
  })
  .meta({ id: 'Project' });
export type ProjectDetails = z.infer<typeof projectDetails>;

/** What the project form sends, create and edit alike. */
export const projectFields = z.object({
  /** Unique; left empty on create, the project gets the next number. */
  number: z.string().trim().max(40).default(''),
  name: z.string().trim().max(200).default(''),
  customerId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  jobSiteId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  /** Defaults to the customer's default billing client. */
  billingClientId: idSchema.nullable().default(null),
  thirdPartyClientId: idSchema.nullable().default(null),
  statusId: z.number({ error: REQUIRED }).int().positive().max(MAX_ID),
  typeId: idSchema.nullable().default(null),
  /** A staff user (not a client user). */
  projectManagerId: idSchema.nullable().default(null),
  startDate: isoDate.nullable().default(null),
  endDate: isoDate.nullable().default(null),
  /** Who works on it (user ids), given the project on their Project Access list; left out, the team stays as it is. */
  team: projectTeamField.optional(),
});
const datesInOrder = (b: { startDate: string | null; endDate: string | null }, ctx: z.RefinementCtx) => {
  if (b.startDate && b.endDate && b.endDate < b.startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The end date is before the start date.' });
  }
};
export const createProjectBody = projectFields.superRefine(datesInOrder);
export type CreateProjectBody = z.input<typeof createProjectBody>;
export const updateProjectBody = projectFields
  .extend({
    id: idSchema,
    version: z.number().int().min(0).max(MAX_ID),
    number: z.string().trim().min(1, REQUIRED).max(40),
  })
  .superRefine(datesInOrder);
export type UpdateProjectBody = z.input<typeof updateProjectBody>;

/** How many records of each kind a project holds: the project hub's tab counts. */
export const projectDataCounts = z.object({
  projectId: z.number().int(),
  purchaseOrders: z.number().int(),
  shipments: z.number().int(),
  receivingAlerts: z.number().int(),
  inventoryItems: z.number().int(),
  pickTickets: z.number().int(),
  charges: z.number().int(),
  invoices: z.number().int(),
  files: z.number().int(),
  users: z.number().int(),
});
export type ProjectDataCounts = z.infer<typeof projectDataCounts>;

const projectIdBody = z.object({ projectId: idSchema });

/** The modules a project's goods flow through, in the order of the flow. */
export const flowModules = ['PO', 'Shipment', 'RA', 'Inventory', 'PickTicket', 'Invoice'] as const;
export type FlowModule = (typeof flowModules)[number];

/** The modules where a project still has work in progress (open POs, shipments in transit, …). */
export const projectOpenModules = z.object({
  projectId: z.number().int(),
  modules: z.array(z.object({ module: z.enum(flowModules), label: z.string(), open: z.number().int() })),
});
export type ProjectOpenModules = z.infer<typeof projectOpenModules>;

export const projectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/project',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: 'Projects the caller may see, by number; searchable by number, filterable by customer',
    query: z.object({
      clientId: idText.optional(),
      searchTerm: z.string().trim().max(100).optional(),
      pageIndex: z.coerce.number().int().min(1).default(1),
      pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
    }),
    response: paged(projectRow),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/project/search',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: 'Search the projects the caller may see (shared search payload)',
    body: projectSearchBody,
    response: paged(projectListItem),
  }),
  export: endpoint({
    method: 'POST',
    path: '/api/project/export',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: 'Every project of a search that the caller may see, as a CSV or Excel file',
    body: projectExportBody,
    response: fileResponse,
  }),
  filteredColums: endpoint({
    method: 'GET',
    path: '/api/project/filteredColums',
    access: 'Project:View',
    tag,
    summary: "The projects list's columns, with the statuses to filter by",
    response: z.array(columnInfo),
  }),
  byClient: endpoint({
    method: 'GET',
    path: '/api/project/client/:id',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: "A client's projects (as customer) that the caller may see, by number",
    params: idParam,
    response: z.array(projectRow),
  }),
  searchByClient: endpoint({
    method: 'POST',
    path: '/api/project/searchByClient',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: "A client's projects that the caller may see, searched by number",
    body: z.object({ clientId: idSchema, searchTerm: z.string().trim().max(100).default('') }),
    response: z.array(projectRow),
  }),
  paged: endpoint({
    method: 'GET',
    path: '/api/project/paged',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: 'A page of the projects the caller may see, by number',
    query: pageQuery,
    response: paged(projectListItem),
  }),
  pagedFiltered: endpoint({
    method: 'GET',
    path: '/api/project/pagedFiltered',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: 'The first 500 projects the caller may see, by number (page 1, size 500)',
    response: paged(projectListItem),
  }),
  filtered: endpoint({
    method: 'GET',
    path: '/api/project/filtered',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: 'The projects the caller may see, by number (at most 500), optionally of one status',
    query: z.object({ statusId: idText.optional() }),
    response: z.array(projectRow),
  }),
  getProjectDetails: endpoint({
    method: 'GET',
    path: '/api/project/getProjectDetails',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: 'One project with the names it refers to (ProjectId in the query)',
    query: z.object({ ProjectId: idText }),
    response: projectDetails,
  }),
  dataCounts: endpoint({
    method: 'POST',
    path: '/api/project/dataCounts',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: "How many records of each module a project holds (the project hub's tab counts)",
    body: projectIdBody,
    response: projectDataCounts,
  }),
  getProjectOpenModules: endpoint({
    method: 'GET',
    path: '/api/dataFlow/getProjectOpenModules',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary:
      'The modules in which a project has records still in progress, with how many (empty when none: the project can be closed)',
    query: z.object({ projectId: idText }),
    response: projectOpenModules,
  }),
  getBillingPeriods: endpoint({
    method: 'POST',
    path: '/api/project/getBillingPeriods',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary:
      "A project's billing periods, oldest first: contiguous months from its start (or creation) to the current month",
    body: projectIdBody,
    response: z.array(billingPeriod),
  }),
  setBillingPeriodStatus: endpoint({
    method: 'PUT',
    path: '/api/project/billingPeriod',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary:
      "Close a billing period that has ended (the periods before it closed first), or reopen a closed one (none after it closed); Invoiced is set by its invoice. Answers the project's periods",
    body: billingPeriodStatusBody,
    response: z.array(billingPeriod),
  }),
  updateBillingHours: endpoint({
    method: 'POST',
    path: '/api/project/updatebillingHours',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary:
      "Set the hours of handling and labour worked in an open billing period (what per-hour warehouse rates bill). Answers the project's periods",
    body: billingHoursBody,
    response: z.array(billingPeriod),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/project',
    access: 'Project:Create',
    tag,
    summary:
      'Create a project; without a number it gets the next one. A non-admin creator gets it on their Project Access list',
    body: createProjectBody,
    status: 201,
    response: projectDetails,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/project',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: 'Update a project (id and version in the body; a stale version is a 409)',
    body: updateProjectBody,
    response: projectDetails,
  }),
  updateProjectManager: endpoint({
    method: 'PUT',
    path: '/api/project/updateProjectManager',
    access: 'Project:Update',
    owner: 'project',
    tag,
    summary: "Change a project's manager (a staff user), or clear it",
    body: z.object({ id: idSchema, projectManagerId: idSchema.nullable() }),
    response: projectDetails,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/project/:id',
    access: 'Project:Delete',
    owner: 'project',
    tag,
    summary: 'Delete a project that holds no records',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/project/:id',
    access: 'Project:View',
    owner: 'project',
    tag,
    summary: 'One project; 404 when it is not on the caller’s Project Access list',
    params: idParam,
    response: projectDetails,
  }),
};
