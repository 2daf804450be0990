import {
  api,
  type CompanySearchBody,
  type CreateUserBody,
  clientTypeIds,
  type ExportFormat,
  type UpdateUserBody,
  type UserDetails,
  type UserSearchBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, download } from '../../api/client';

/** Every query key of the Users feature, so that invalidation never misses one. */
export const userKeys = {
  all: ['users'] as const,
  searches: () => [...userKeys.all, 'search'] as const,
  search: (body: UserSearchBody) => [...userKeys.searches(), body] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  assignableProjects: (clientId: number | undefined, searchTerm: string) =>
    [...userKeys.all, 'assignableProjects', { clientId, searchTerm }] as const,
  claims: (isClient: boolean) => ['lookup', 'claims', { isClient }] as const,
  userTypes: () => ['lookup', 'userTypes'] as const,
  companies: (body: CompanySearchBody) => ['client', 'companyDetails', body] as const,
};

/** Lookups change with a release, not during a session. */
const LOOKUP_STALE_MS = 60 * 60 * 1000;

export function useUserSearch(body: UserSearchBody) {
  return useQuery({
    queryKey: userKeys.search(body),
    queryFn: ({ signal }) => call(api.user.search, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every user of a search, in its sort, as a CSV or Excel file made by the server. */
export function exportUsers(body: UserSearchBody, format: ExportFormat, onProgress: (bytesReceived: number) => void) {
  const { paged: _paged, pageIndex: _pageIndex, pageSize: _pageSize, ...search } = body;
  return download(api.user.export, { body: { ...search, format }, onProgress });
}

export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call(api.user.byId, { params: { id: id as number }, signal }),
    enabled: id !== undefined,
    // A 404 or 403 will not change by asking again.
    retry: (count, err) => count < 2 && !(err instanceof ApiError && err.status < 500),
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateUserBody) => call(api.user.create, { body }),
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      void queryClient.invalidateQueries({ queryKey: userKeys.searches() });
    },
  });
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => call(api.user.update, { body }),
    onSuccess: (user: UserDetails) => {
      queryClient.setQueryData(userKeys.detail(user.id), user);
      void queryClient.invalidateQueries({ queryKey: userKeys.searches() });
    },
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(api.user.remove, { params: { id } }),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: userKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: userKeys.searches() });
    },
  });
}

/** Module claim definitions; a client user's list leaves out the modules they may not hold. */
export function useClaimDefinitions(isClient: boolean) {
  return useQuery({
    queryKey: userKeys.claims(isClient),
    queryFn: ({ signal }) => call(api.lookup.claims, { query: isClient ? { isClient: 'true' } : {}, signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

export function useUserTypes() {
  return useQuery({
    queryKey: userKeys.userTypes(),
    queryFn: ({ signal }) => call(api.lookup.userTypes, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** SPEC.md section 5: the user screen asks for 25 companies of type 1, keeping the current one. */
export const COMPANY_SEARCH_SIZE = 25;

export function useCompanySearch(searchTerm: string, currentClientId: number | undefined) {
  const body: CompanySearchBody = {
    searchTerm,
    _requiredData: COMPANY_SEARCH_SIZE,
    _clientTypeIds: [clientTypeIds.customer],
    _includeIds: currentClientId ? [currentClientId] : [],
  };
  return useQuery({
    queryKey: userKeys.companies(body),
    queryFn: ({ signal }) => call(api.client.getCompanyDetails, { body, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Projects that may go on the Project Access list: a client user's are those of their company. */
export function assignableProjectsQuery(clientId: number | undefined, searchTerm: string) {
  return {
    queryKey: userKeys.assignableProjects(clientId, searchTerm),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      call(api.user.assignableProjects, { query: { clientId, searchTerm: searchTerm || undefined }, signal }),
    staleTime: 30_000,
  };
}

export function useAssignableProjects(clientId: number | undefined, searchTerm: string) {
  return useQuery({ ...assignableProjectsQuery(clientId, searchTerm), placeholderData: keepPreviousData });
}
