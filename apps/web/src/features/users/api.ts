import {
  api,
  type CreateUserBody,
  type ExportFormat,
  type UpdateUserBody,
  type UserDetails,
  type UserExportBody,
  type UserSearchBody,
} from '@freightdesk/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../api/client';
import { historyKeys } from '../../components/detail';
import { LOOKUP_STALE_MS } from '../lookups';

/** Every query key of the Users feature, so that invalidation never misses one. */
export const userKeys = {
  all: ['users'] as const,
  searches: () => [...userKeys.all, 'search'] as const,
  search: (body: UserSearchBody) => [...userKeys.searches(), body] as const,
  columns: () => [...userKeys.all, 'columns'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (id: number) => [...userKeys.details(), id] as const,
  assignableProjects: (clientId: number | undefined, searchTerm: string) =>
    [...userKeys.all, 'assignableProjects', { clientId, searchTerm }] as const,
};

export function useUserSearch(body: UserSearchBody) {
  return useQuery({
    queryKey: userKeys.search(body),
    queryFn: ({ signal }) => call(api.user.search, { body, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The users list's columns as the server knows them: the user types to filter by. */
export function useUserColumns() {
  return useQuery({
    queryKey: userKeys.columns(),
    queryFn: ({ signal }) => call(api.user.filteredColums, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Every user of a search, in its sort, as a CSV or Excel file made by the server. */
export function exportUsers(
  search: Omit<UserExportBody, 'format'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(api.user.export, { body: { ...search, format }, onProgress });
}

export function useUser(id: number | undefined) {
  return useQuery({
    queryKey: userKeys.detail(id ?? 0),
    queryFn: ({ signal }) => call(api.user.byId, { params: { id: id as number }, signal }),
    enabled: id !== undefined,
  });
}

/** After a write: the record as the server answered, and every list and trail that shows it. */
function useSaved() {
  const queryClient = useQueryClient();
  return (user: UserDetails) => {
    queryClient.setQueryData(userKeys.detail(user.id), user);
    void queryClient.invalidateQueries({ queryKey: userKeys.searches() });
    void queryClient.invalidateQueries({ queryKey: historyKeys.record('user', user.id) });
  };
}

export function useCreateUser() {
  return useMutation({ mutationFn: (body: CreateUserBody) => call(api.user.create, { body }), onSuccess: useSaved() });
}

export function useUpdateUser() {
  return useMutation({ mutationFn: (body: UpdateUserBody) => call(api.user.update, { body }), onSuccess: useSaved() });
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

/**
 * Activates or deactivates users one by one: each is read afresh for its current version, so a
 * change someone else made meanwhile is kept, not overwritten. Resolves with the users that failed.
 */
export function useSetUsersStatus() {
  const saved = useSaved();
  return async (ids: number[], status: boolean) => {
    const failed: { id: number; error: unknown }[] = [];
    for (const id of ids) {
      try {
        const user = await call(api.user.byId, { params: { id } });
        if (user.status === status) continue;
        const { companyName: _company, createdAt: _c, createdBy: _cb, modifiedAt: _m, modifiedBy: _mb, ...body } = user;
        saved(await call(api.user.update, { body: { ...body, status } }));
      } catch (error) {
        failed.push({ id, error });
      }
    }
    return failed;
  };
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
