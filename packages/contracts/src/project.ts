import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { idText, MAX_PAGE_SIZE, paged } from './common/paging';
import { projectAccessRow } from './user';

const tag = 'Projects';

export const projectRow = projectAccessRow.extend({
  statusId: z.number().int(),
  jobSiteId: z.number().int(),
});
export type ProjectRow = z.infer<typeof projectRow>;

export const projectEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/project',
    access: 'Project:View',
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
};
