import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { exportBody, fileResponse } from './common/export';
import { columnInfo, defineList, type ListKey, listSearchBody, sortableKeys } from './common/list';
import { audit, idParam, idText, MAX_PAGE_SIZE, paged } from './common/paging';
import { projectAccessRow } from './user';

const tag = 'Projects';

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
    status: { label: 'Status', type: 'enum' },
    modifiedAt: { label: 'Modified', type: 'date' },
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
    status: z.string(),
    typeId: z.number().int().nullable(),
    type: z.string().nullable(),
    projectManagerId: z.number().int().nullable(),
    projectManagerName: z.string().nullable(),
    startDate: z.iso.date().nullable(),
    endDate: z.iso.date().nullable(),
    ...audit,
  })
  .meta({ id: 'Project' });
export type ProjectDetails = z.infer<typeof projectDetails>;

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
