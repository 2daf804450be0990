import {
  type CreateProposalBody,
  type ExportFormat,
  type ProposalDetails,
  projectEndpoints,
  proposalEndpoints,
  type proposalSearchBody,
  type UpdateProposalBody,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { download } from '../../api/client';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';

export type ProposalSearchBody = z.input<typeof proposalSearchBody>;

const detailKey = (id: number) => endpointKey(proposalEndpoints.byId, { params: { id } });

export const useProposalSearch = (body: ProposalSearchBody) =>
  useEndpointQuery(proposalEndpoints.search, { body }, { placeholderData: keepPreviousData });

/** Every proposal of a search, in its order, as a CSV or Excel file made by the server. */
export function exportProposals(
  search: Omit<ProposalSearchBody, 'paged' | 'pageIndex' | 'pageSize'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(proposalEndpoints.export, { body: { ...search, format }, onProgress });
}

export const useProposal = (id: number) => useEndpointQuery(proposalEndpoints.byId, { params: { id } });

/** The project a proposal became, for its number (needs Project:View; without it the link stays generic). */
export const useConvertedProject = (projectId: number | null, enabled: boolean) =>
  useEndpointQuery(
    projectEndpoints.byId,
    { params: { id: projectId ?? 0 } },
    { enabled: enabled && projectId !== null, staleTime: 60_000 },
  );

const saved = { invalidates: ['proposal'], sets: (p: ProposalDetails) => detailKey(p.id) } as const;

export const useCreateProposal = () =>
  useEndpointMutation(proposalEndpoints.create, { input: (body: CreateProposalBody) => ({ body }), ...saved });

export const useUpdateProposal = () =>
  useEndpointMutation(proposalEndpoints.update, { input: (body: UpdateProposalBody) => ({ body }), ...saved });

export const useDeleteProposal = () =>
  useEndpointMutation(proposalEndpoints.remove, {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['proposal'],
    forgets: (_data, id) => [detailKey(id)],
  });

/** An accepted proposal becomes a project: the project is known at once; the proposal and every project list change. */
export const useConvertProposal = () =>
  useEndpointMutation(proposalEndpoints.convert, {
    input: (id: number) => ({ params: { id } }),
    sets: (project) => endpointKey(projectEndpoints.byId, { params: { id: project.id } }),
    invalidates: ['proposal', 'project'],
  });
