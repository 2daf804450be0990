import { api, type ExportFormat, type ProjectSearchBody, type projectExportBody } from '@freightdesk/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { LOOKUP_STALE_MS } from '../lookups';

/** Every query key of the Projects feature. */
export const projectKeys = {
  all: ['projects'] as const,
  searches: () => [...projectKeys.all, 'search'] as const,
  search: (body: ProjectSearchBody) => [...projectKeys.searches(), body] as const,
  columns: () => [...projectKeys.all, 'columns'] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
};

export function useProjectSearch(body: ProjectSearchBody) {
  return useQuery({
    queryKey: projectKeys.search(body),
    queryFn: ({ signal }) => call(api.project.search, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The projects list's columns as the server knows them: the statuses to filter by. */
export function useProjectColumns() {
  return useQuery({
    queryKey: projectKeys.columns(),
    queryFn: ({ signal }) => call(api.project.filteredColums, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Every project of a search that the user may see, in its sort, as a CSV or Excel file. */
export function exportProjects(
  search: Omit<z.input<typeof projectExportBody>, 'format'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(api.project.export, { body: { ...search, format }, onProgress });
}

export function useProject(id: number) {
  return useQuery({
    queryKey: projectKeys.detail(id),
    queryFn: ({ signal }) => call(api.project.byId, { params: { id }, signal }),
  });
}
