import {
  allows,
  api,
  type CreateProjectBody,
  type ExportFormat,
  type ProjectDetails,
  type ProjectSearchBody,
  type projectExportBody,
  type UpdateProjectBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { useAuth } from '../../auth/AuthContext';
import { historyKeys } from '../../components/detail';
import { LOOKUP_STALE_MS } from '../lookups';

/** Every query key of the Projects feature. */
export const projectKeys = {
  all: ['projects'] as const,
  searches: () => [...projectKeys.all, 'search'] as const,
  search: (body: ProjectSearchBody) => [...projectKeys.searches(), body] as const,
  columns: () => [...projectKeys.all, 'columns'] as const,
  detail: (id: number) => [...projectKeys.all, 'detail', id] as const,
  /** What belongs to one project: its counts, rates, billing periods. */
  of: (id: number) => [...projectKeys.all, 'of', id] as const,
  counts: (id: number) => [...projectKeys.of(id), 'counts'] as const,
  rates: (id: number) => [...projectKeys.of(id), 'rates'] as const,
  billingPeriods: (id: number) => [...projectKeys.of(id), 'billingPeriods'] as const,
  team: (id: number) => [...projectKeys.of(id), 'team'] as const,
  teamCandidates: (q: { customerId?: number; searchTerm: string; selected: number[] }) =>
    [...projectKeys.all, 'teamCandidates', q] as const,
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

/** How many records each module holds for the project: the hub's tab counts. */
export function useProjectCounts(id: number) {
  return useQuery({
    queryKey: projectKeys.counts(id),
    queryFn: ({ signal }) => call(api.project.dataCounts, { body: { projectId: id }, signal }),
  });
}

/** The project's billing periods, oldest first (the server makes them up to the current month). */
export function useBillingPeriods(id: number) {
  return useQuery({
    queryKey: projectKeys.billingPeriods(id),
    queryFn: ({ signal }) => call(api.project.getBillingPeriods, { body: { projectId: id }, signal }),
  });
}

/** Closes or reopens a billing period; the list takes the server's answer, the history the change. */
export function useSetBillingPeriodStatus(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { id: number; status: 'Open' | 'Closed' }) =>
      call(api.project.setBillingPeriodStatus, { body: { ...body, projectId } }),
    onSuccess: (periods) => {
      queryClient.setQueryData(projectKeys.billingPeriods(projectId), periods);
      void queryClient.invalidateQueries({ queryKey: historyKeys.record('project', projectId) });
    },
  });
}

/** The project's standard and warehouse rates. */
export function useProjectRates(id: number) {
  return useQuery({
    queryKey: projectKeys.rates(id),
    queryFn: ({ signal }) => call(api.project.getProjectRateManager, { query: { id: String(id) }, signal }),
  });
}

/** The project's team: who has it on their Project Access list (a client user sees their own company's). */
export const projectTeamQuery = (id: number) => ({
  queryKey: projectKeys.team(id),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.project.team, { params: { id }, signal }),
});

export function useProjectTeam(id: number, enabled = true) {
  return useQuery({ ...projectTeamQuery(id), enabled });
}

/** Users the caller may put on a team, matching a name; the chosen ones are named in the answer too. */
export function useTeamCandidates(q: { customerId?: number; searchTerm: string; selected: number[] }, enabled = true) {
  return useQuery({
    enabled,
    queryKey: projectKeys.teamCandidates(q),
    queryFn: ({ signal }) =>
      call(api.project.teamCandidates, {
        query: {
          customerId: q.customerId === undefined ? undefined : String(q.customerId),
          searchTerm: q.searchTerm,
          selected: q.selected.join(','),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** A saved project: its detail, the lists that show it, and its history are refreshed. */
function useSaved() {
  const queryClient = useQueryClient();
  return (project: ProjectDetails) => {
    queryClient.setQueryData(projectKeys.detail(project.id), project);
    void queryClient.invalidateQueries({ queryKey: projectKeys.searches() });
    void queryClient.invalidateQueries({ queryKey: projectKeys.billingPeriods(project.id) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('project', project.id) });
    // Its team and the count of people with access follow a changed team.
    void queryClient.invalidateQueries({ queryKey: projectKeys.team(project.id) });
    void queryClient.invalidateQueries({ queryKey: projectKeys.counts(project.id) });
    // The pickers' project searches and the user screen's project lists name projects too.
    void queryClient.invalidateQueries({ queryKey: ['lookup', 'projects'] });
  };
}

export function useCreateProject() {
  return useMutation({
    mutationFn: (body: CreateProjectBody) => call(api.project.create, { body }),
    onSuccess: useSaved(),
  });
}

export function useUpdateProject() {
  return useMutation({
    mutationFn: (body: UpdateProjectBody) => call(api.project.update, { body }),
    onSuccess: useSaved(),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.project.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: projectKeys.detail(id) });
      queryClient.removeQueries({ queryKey: projectKeys.of(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.searches() });
      void queryClient.invalidateQueries({ queryKey: ['lookup', 'projects'] });
    },
  });
}

/**
 * A new record's project asked for in the address (?projectId=N, from a project's hub), and its
 * label as the project picker shows it (number · customer) once read.
 */
export function useAskedProject() {
  const [params] = useSearchParams();
  const { scope } = useAuth();
  const asked = Number(params.get('projectId'));
  const projectId = Number.isInteger(asked) && asked > 0 ? asked : null;
  const project = useQuery({
    queryKey: projectKeys.detail(projectId ?? 0),
    queryFn: ({ signal }) => call(api.project.byId, { params: { id: projectId as number }, signal }),
    enabled: projectId !== null && allows(scope, 'Project:View'),
    staleTime: 60_000,
  });
  return {
    projectId,
    projectLabel: project.data ? `${project.data.number} · ${project.data.customerName}` : undefined,
  };
}
