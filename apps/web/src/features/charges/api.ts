import {
  type Charge,
  type ChargeSearchBody as ChargeSearch,
  COST_CATEGORY,
  type CreateChargeBody,
  chargeEndpoints,
  type chargesSearchPagedBody,
  commonEndpoints,
  type Paged,
  type UpdateChargeBody,
} from '@freightdesk/contracts';
import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/client';
import { type Entity, endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
import { LOOKUP_STALE_MS } from '../lookups';

/** A project's charges: the project hub's tab searches them by its project. */
export type ProjectChargeSearch = ChargeSearch & { projectId: number };
/** A record's charges (a PO's, a shipment's…): `moduleName` is the kind of record, `id` its id. */
export type RecordChargeSearch = z.input<typeof chargesSearchPagedBody>;

/**
 * Charges are Invoice's (their endpoints open with Invoice:View), a module the hooks kit does not
 * map to an entity: every query says what it reads. A write changes the charges, which the lists,
 * the project's totals and the hub's counts read.
 */
const reads: readonly Entity[] = ['charge'];
const changes: readonly Entity[] = ['charge'];

const detailKey = (id: number) => endpointKey(chargeEndpoints.byId, { params: { id } });

/** What the dialog picks from: the categories and the types the caller may enter (a client sees no costs). */
export const useChargesMasterData = () =>
  useEndpointQuery(chargeEndpoints.masterData, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** What a project's charges add up to: open, invoiced and (staff only) the provider's costs. */
export const useProjectChargeTotals = (projectId: number) =>
  useEndpointQuery(chargeEndpoints.totals, { query: { ProjectId: projectId } }, { reads });

/** A page of a project's charges, whatever they are on (the project hub's Charges tab). */
export const useProjectCharges = (body: ProjectChargeSearch) =>
  useEndpointQuery(chargeEndpoints.search, { body }, { reads, placeholderData: keepPreviousData });

/** A page of an invoice's charges (the invoice's Charges tab). */
export const useInvoiceCharges = (body: ChargeSearch & { invoiceId: number }) =>
  useEndpointQuery(chargeEndpoints.search, { body }, { reads, placeholderData: keepPreviousData });

/**
 * Every open charge of a project that may be billed (never the provider's costs), newest first: what
 * an invoice may take. Unpaged, so a picker ticks across them and adds up what is ticked; the list
 * answers up to its cap (1,000), and past it the picker shows the server's refusal.
 */
export const useOpenCharges = (projectId: number, enabled = true) =>
  useEndpointQuery(
    chargeEndpoints.search,
    {
      body: {
        projectId,
        searchFields: { status: 'Open' },
        sortColumn: 'chargeDate',
        reverse: true,
        paged: false,
      },
    },
    { reads, enabled, select: (page) => page.items.filter((c) => c.category !== COST_CATEGORY) },
  );

/** A page of one record's charges (a PO's, a shipment's, an alert's, a pick ticket's Charges tab). */
export const useRecordCharges = (body: RecordChargeSearch) =>
  useEndpointQuery(chargeEndpoints.searchPaged, { body }, { reads, placeholderData: keepPreviousData });

/**
 * docs/requirements.md section 8, "Charge paging error: the page result is reset to empty": a page that could
 * not be read again is not left on screen as if it were current. The grid then shows its error
 * state, with its retry, instead of the rows before.
 */
export function withoutStalePage<T>(query: UseQueryResult<Paged<T>>): UseQueryResult<Paged<T>> {
  if (!query.isRefetchError) return query;
  return { ...query, data: undefined, isLoadingError: true, isRefetchError: false };
}

/** The project's records a charge can be on (POs, shipments, alerts, pick tickets), each as its module lets the user see. */
export const useChargeTargets = (projectId: number, enabled: boolean) =>
  useEndpointQuery(
    commonEndpoints.getAllByProjectId,
    { query: { ProjectId: projectId } },
    { reads: ['purchaseOrder', 'shipment', 'receivingAlert', 'pickTicket'], enabled, staleTime: 30_000 },
  );

/** A charge read afresh (after someone else changed it). */
export const fetchCharge = (id: number) => call(chargeEndpoints.byId, { params: { id } });

const saved = { invalidates: changes, sets: (c: Charge) => detailKey(c.id) };

export const useCreateCharge = () =>
  useEndpointMutation(chargeEndpoints.create, { input: (body: CreateChargeBody) => ({ body }), ...saved });

export const useUpdateCharge = () =>
  useEndpointMutation(chargeEndpoints.update, { input: (body: UpdateChargeBody) => ({ body }), ...saved });

export const useDeleteCharge = () =>
  useEndpointMutation(chargeEndpoints.remove, {
    input: (deleted: Charge) => ({ params: { id: deleted.id } }),
    invalidates: changes,
    forgets: (_data, deleted) => [detailKey(deleted.id)],
  });
