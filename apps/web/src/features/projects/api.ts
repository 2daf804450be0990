import {
  type CreateProjectBody,
  type ExportFormat,
  type ProjectDetails,
  type ProjectSearchBody,
  projectEndpoints,
  type projectExportBody,
  projectRateEndpoints,
  projectTeamEndpoints,
  type UpdateProjectBody,
  type WarehouseRate,
  warehouseChargeEndpoints,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { download } from '../../api/client';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
import { LOOKUP_STALE_MS } from '../lookups';

const detailKey = (id: number) => endpointKey(projectEndpoints.byId, { params: { id } });

export const useProjectSearch = (body: ProjectSearchBody) =>
  useEndpointQuery(projectEndpoints.search, { body }, { placeholderData: keepPreviousData });

/** The projects list's columns as the server knows them: the statuses to filter by. */
export const useProjectColumns = () =>
  useEndpointQuery(projectEndpoints.filteredColums, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** Every project of a search that the user may see, in its sort, as a CSV or Excel file. */
export function exportProjects(
  search: Omit<z.input<typeof projectExportBody>, 'format'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(projectEndpoints.export, { body: { ...search, format }, onProgress });
}

export const useProject = (id: number) => useEndpointQuery(projectEndpoints.byId, { params: { id } });

/** How many records each module holds for the project: the hub's tab counts. */
export const useProjectCounts = (id: number) =>
  useEndpointQuery(
    projectEndpoints.dataCounts,
    { body: { projectId: id } },
    { reads: ['project', 'purchaseOrder', 'shipment', 'receivingAlert', 'file', 'charge', 'invoice'] },
  );

/** The project's billing periods, oldest first (the server makes them up to the current month). */
export const useBillingPeriods = (id: number) =>
  useEndpointQuery(projectEndpoints.getBillingPeriods, { body: { projectId: id } });

/** Closes or reopens a billing period; the list takes the server's answer, the history the change. */
export const useSetBillingPeriodStatus = (projectId: number) =>
  useEndpointMutation(projectEndpoints.setBillingPeriodStatus, {
    input: (body: { id: number; status: 'Open' | 'Closed' }) => ({ body: { ...body, projectId } }),
    sets: () => endpointKey(projectEndpoints.getBillingPeriods, { body: { projectId } }),
    invalidates: ['history'],
  });

/** Sets the hours of handling and labour worked in an open period; the list takes the server's answer. */
export const useUpdateBillingHours = (projectId: number) =>
  useEndpointMutation(projectEndpoints.updateBillingHours, {
    input: (body: {
      billingPeriodId: number;
      billingHours: string | number;
      chargeType?: WarehouseRate['chargeType'];
    }) => ({
      body: { ...body, projectId },
    }),
    sets: () => endpointKey(projectEndpoints.getBillingPeriods, { body: { projectId } }),
    invalidates: ['history'],
  });

/*
 * Warehouse charges are charges: making or deleting them changes the charges lists, the project's
 * charge totals and the hub's counts, which all read 'charge'.
 */

/** Makes an open period's warehouse charges from the project's warehouse rates, replacing its open ones. */
export const useCreateWarehouseCharges = (projectId: number) =>
  useEndpointMutation(warehouseChargeEndpoints.create, {
    input: (billingPeriodId: number) => ({ body: { projectId, billingPeriodId } }),
    invalidates: ['charge'],
  });

/** A period's warehouse charges with how each was worked out, and the changes since they were confirmed (staff). */
export const useWarehouseReview = (projectId: number, billingPeriodId: number | null) =>
  useEndpointQuery(
    warehouseChargeEndpoints.review,
    { body: { projectId, billingPeriodId: billingPeriodId ?? 0 } },
    { reads: ['charge', 'inventory'], enabled: billingPeriodId !== null },
  );

/** Each period's drafts, confirmed warehouse charges and changes since confirmed (staff). */
export const useWarehouseSummary = (projectId: number, enabled: boolean) =>
  useEndpointQuery(
    warehouseChargeEndpoints.summary,
    { body: { projectId } },
    { reads: ['charge', 'inventory'], enabled },
  );

/** Confirms a period's drafts: frozen, seen by the client, invoiceable. */
export const useConfirmWarehouseCharges = (projectId: number) =>
  useEndpointMutation(warehouseChargeEndpoints.confirm, {
    input: (billingPeriodId: number) => ({ body: { projectId, billingPeriodId } }),
    invalidates: ['charge'],
  });

/** Deletes a period's open warehouse charges (those on an invoice stay); answers how many went. */
export const useRemoveWarehouseCharges = () =>
  useEndpointMutation(warehouseChargeEndpoints.remove, {
    input: (billingPeriodId: number) => ({ params: { id: billingPeriodId } }),
    invalidates: ['charge'],
  });

/** The charge types, bases, prorations and roundings a warehouse rate picks from, and the warehouse's time zone. */
export const useWarehouseRateMasterData = () =>
  useEndpointQuery(projectRateEndpoints.getWarehouseRateMasterData, {}, { reads: [], staleTime: 5 * 60_000 });

/** The project's standard and warehouse rates. */
export const useProjectRates = (id: number) =>
  useEndpointQuery(projectRateEndpoints.getProjectRateManager, { query: { id: String(id) } });

/** The project's team: who has it on their Project Access list (a client user sees their own company's). */
export const useProjectTeam = (id: number, enabled = true) =>
  useEndpointQuery(projectTeamEndpoints.team, { params: { id } }, { reads: ['project', 'user'], enabled });

/** Users the caller may put on a team, matching a name; the chosen ones are named in the answer too. */
export const useTeamCandidates = (q: { customerId?: number; searchTerm: string; selected: number[] }, enabled = true) =>
  useEndpointQuery(
    projectTeamEndpoints.teamCandidates,
    {
      query: {
        customerId: q.customerId === undefined ? undefined : String(q.customerId),
        searchTerm: q.searchTerm,
        selected: q.selected.join(','),
      },
    },
    { reads: ['user'], enabled, placeholderData: keepPreviousData, staleTime: 60_000 },
  );

/*
 * A saved project: its detail at once; its lists, billing periods, team, counts, history and the
 * pickers' and user screens' project searches read it again.
 */
const saved = { invalidates: ['project'], sets: (p: ProjectDetails) => detailKey(p.id) } as const;

export const useCreateProject = () =>
  useEndpointMutation(projectEndpoints.create, { input: (body: CreateProjectBody) => ({ body }), ...saved });

export const useUpdateProject = () =>
  useEndpointMutation(projectEndpoints.update, { input: (body: UpdateProjectBody) => ({ body }), ...saved });

export const useDeleteProject = () =>
  useEndpointMutation(projectEndpoints.remove, {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['project'],
    forgets: (_data, id) => [detailKey(id)],
  });
