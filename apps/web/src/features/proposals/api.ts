import {
  api,
  type CreateProposalBody,
  type ExportFormat,
  type ProposalDetails,
  type proposalSearchBody,
  type UpdateProposalBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { historyKeys } from '../../components/detail';

export type ProposalSearchBody = z.input<typeof proposalSearchBody>;

/** Every query key of the Proposals feature. */
export const proposalKeys = {
  all: ['proposals'] as const,
  searches: () => [...proposalKeys.all, 'search'] as const,
  search: (body: ProposalSearchBody) => [...proposalKeys.searches(), body] as const,
  details: () => [...proposalKeys.all, 'detail'] as const,
  detail: (id: number) => [...proposalKeys.details(), id] as const,
  project: (id: number) => [...proposalKeys.all, 'project', id] as const,
};

export function useProposalSearch(body: ProposalSearchBody) {
  return useQuery({
    queryKey: proposalKeys.search(body),
    queryFn: ({ signal }) => call(api.proposal.search, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every proposal of a search, in its order, as a CSV or Excel file made by the server. */
export function exportProposals(
  search: Omit<ProposalSearchBody, 'paged' | 'pageIndex' | 'pageSize'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(api.proposal.export, { body: { ...search, format }, onProgress });
}

export function useProposal(id: number) {
  return useQuery({
    queryKey: proposalKeys.detail(id),
    queryFn: ({ signal }) => call(api.proposal.byId, { params: { id }, signal }),
  });
}

/** The project a proposal became, for its number (needs Project:View; without it the link stays generic). */
export function useConvertedProject(projectId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: proposalKeys.project(projectId ?? 0),
    queryFn: ({ signal }) => call(api.project.byId, { params: { id: projectId as number }, signal }),
    enabled: enabled && projectId !== null,
    staleTime: 60_000,
  });
}

function useSaved() {
  const queryClient = useQueryClient();
  return (proposal: ProposalDetails) => {
    queryClient.setQueryData(proposalKeys.detail(proposal.id), proposal);
    void queryClient.invalidateQueries({ queryKey: proposalKeys.searches() });
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('proposal', proposal.id) });
  };
}

export function useCreateProposal() {
  return useMutation({
    mutationFn: (body: CreateProposalBody) => call(api.proposal.create, { body }),
    onSuccess: useSaved(),
  });
}

export function useUpdateProposal() {
  return useMutation({
    mutationFn: (body: UpdateProposalBody) => call(api.proposal.update, { body }),
    onSuccess: useSaved(),
  });
}

export function useDeleteProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.proposal.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: proposalKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: proposalKeys.searches() });
    },
  });
}

/** An accepted proposal becomes a project; the proposal, its lists and its history change with it. */
export function useConvertProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.proposal.convert, { params: { id } }),
    onSuccess: (project, id) => {
      queryClient.setQueryData(proposalKeys.project(project.id), project);
      void queryClient.invalidateQueries({ queryKey: proposalKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: proposalKeys.searches() });
      void queryClient.invalidateQueries({ queryKey: historyKeys.record('proposal', id) });
      // The projects screens read their own keys: anything cached of them is stale now.
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
}
