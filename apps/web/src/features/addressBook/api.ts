import {
  api,
  type ClientDetails,
  type ClientSearchBody,
  type CreateClientBody,
  type clientExportBody,
  type ExportFormat,
  type UpdateClientBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, download } from '../../api/client';
import { historyKeys } from '../../components/detail';
import { LOOKUP_STALE_MS, lookupKeys } from '../lookups';

/** Every query key of the Address Book feature. */
export const clientKeys = {
  all: ['clients'] as const,
  searches: () => [...clientKeys.all, 'search'] as const,
  search: (body: ClientSearchBody) => [...clientKeys.searches(), body] as const,
  columns: () => [...clientKeys.all, 'columns'] as const,
  details: () => [...clientKeys.all, 'detail'] as const,
  detail: (id: number) => [...clientKeys.details(), id] as const,
  projects: (id: number) => [...clientKeys.all, 'projects', id] as const,
};

export function useClientSearch(body: ClientSearchBody) {
  return useQuery({
    queryKey: clientKeys.search(body),
    queryFn: ({ signal }) => call(api.client.search, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The address book list's columns as the server knows them: the client types to filter by. */
export function useClientColumns() {
  return useQuery({
    queryKey: clientKeys.columns(),
    queryFn: ({ signal }) => call(api.client.filteredColums, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Every client of a search, in its order, as a CSV or Excel file made by the server. */
export function exportClients(
  search: Omit<z.input<typeof clientExportBody>, 'format'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(api.client.export, { body: { ...search, format }, onProgress });
}

export function useClient(id: number) {
  return useQuery({
    queryKey: clientKeys.detail(id),
    queryFn: ({ signal }) => call(api.client.byId, { params: { id }, signal }),
  });
}

/** The projects a customer has that the user may see (GET /api/project/client/{id}). */
export function useClientProjects(id: number, enabled: boolean) {
  return useQuery({
    queryKey: clientKeys.projects(id),
    queryFn: ({ signal }) => call(api.project.byClient, { params: { id }, signal }),
    enabled,
  });
}

/** After a write: the record as the server answered, and every list, picker and trail that shows it. */
function useSaved() {
  const queryClient = useQueryClient();
  return (client: ClientDetails) => {
    queryClient.setQueryData(clientKeys.detail(client.id), client);
    void queryClient.invalidateQueries({ queryKey: clientKeys.searches() });
    void queryClient.invalidateQueries({ queryKey: [...lookupKeys.all, 'companies'] });
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('client', client.id) });
  };
}

export function useCreateClient() {
  return useMutation({
    mutationFn: (body: CreateClientBody) => call(api.client.create, { body }),
    onSuccess: useSaved(),
  });
}

export function useUpdateClient() {
  return useMutation({
    mutationFn: (body: UpdateClientBody) => call(api.client.update, { body }),
    onSuccess: useSaved(),
  });
}

export function useDeleteClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.client.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: clientKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: clientKeys.searches() });
      void queryClient.invalidateQueries({ queryKey: [...lookupKeys.all, 'companies'] });
    },
  });
}
