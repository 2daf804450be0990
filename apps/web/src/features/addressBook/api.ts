import {
  addressBookEndpoints,
  type ClientDetails,
  type ClientSearchBody,
  type CreateClientBody,
  type clientExportBody,
  type ExportFormat,
  projectEndpoints,
  type UpdateClientBody,
} from '@freightdesk/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import type { z } from 'zod';
import { download } from '../../api/client';
import { endpointKey, useEndpointMutation, useEndpointQuery } from '../../api/hooks';
import { LOOKUP_STALE_MS } from '../lookups';

const detailKey = (id: number) => endpointKey(addressBookEndpoints.byId, { params: { id } });

export const useClientSearch = (body: ClientSearchBody) =>
  useEndpointQuery(addressBookEndpoints.search, { body }, { placeholderData: keepPreviousData });

/** The address book list's columns as the server knows them: the client types to filter by. */
export const useClientColumns = () =>
  useEndpointQuery(addressBookEndpoints.filteredColums, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** Every client of a search, in its order, as a CSV or Excel file made by the server. */
export function exportClients(
  search: Omit<z.input<typeof clientExportBody>, 'format'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(addressBookEndpoints.export, { body: { ...search, format }, onProgress });
}

export const useClient = (id: number) => useEndpointQuery(addressBookEndpoints.byId, { params: { id } });

/** The projects a customer has that the user may see (GET /api/project/client/{id}). */
export const useClientProjects = (id: number, enabled: boolean) =>
  useEndpointQuery(projectEndpoints.byClient, { params: { id } }, { reads: ['project', 'client'], enabled });

/** After a write: the record as the server answered; every list, picker and trail that shows clients reads them again. */
const saved = { invalidates: ['client'], sets: (c: ClientDetails) => detailKey(c.id) } as const;

export const useCreateClient = () =>
  useEndpointMutation(addressBookEndpoints.create, { input: (body: CreateClientBody) => ({ body }), ...saved });

export const useUpdateClient = () =>
  useEndpointMutation(addressBookEndpoints.update, { input: (body: UpdateClientBody) => ({ body }), ...saved });

export const useDeleteClient = () =>
  useEndpointMutation(addressBookEndpoints.remove, {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['client'],
    forgets: (_data, id) => [detailKey(id)],
  });
