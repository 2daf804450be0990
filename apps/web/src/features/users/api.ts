import {
  type CreateUserBody,
  type ExportFormat,
  type UpdateUserBody,
  type UserDetails,
  type UserExportBody,
  type UserSearchBody,
  userEndpoints,
} from '@freightdesk/contracts';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { call, download } from '../../api/client';
import { endpointKey, endpointQuery, useEndpointMutation, useEndpointQuery, useInvalidate } from '../../api/hooks';
import { LOOKUP_STALE_MS } from '../lookups';

const detailKey = (id: number) => endpointKey(userEndpoints.byId, { params: { id } });

export const useUserSearch = (body: UserSearchBody) =>
  useEndpointQuery(userEndpoints.search, { body }, { placeholderData: keepPreviousData });

/** The users list's columns as the server knows them: the user types to filter by. */
export const useUserColumns = () =>
  useEndpointQuery(userEndpoints.filteredColums, {}, { reads: [], staleTime: LOOKUP_STALE_MS });

/** Every user of a search, in its sort, as a CSV or Excel file made by the server. */
export function exportUsers(
  search: Omit<UserExportBody, 'format'>,
  format: ExportFormat,
  onProgress: (bytesReceived: number) => void,
) {
  return download(userEndpoints.export, { body: { ...search, format }, onProgress });
}

export const useUser = (id: number | undefined) =>
  useEndpointQuery(userEndpoints.byId, { params: { id: id ?? 0 } }, { enabled: id !== undefined });

/** After a write: the record as the server answered; every list and trail that shows users reads them again. */
const saved = { invalidates: ['user'], sets: (u: UserDetails) => detailKey(u.id) } as const;

export const useCreateUser = () =>
  useEndpointMutation(userEndpoints.create, { input: (body: CreateUserBody) => ({ body }), ...saved });

export const useUpdateUser = () =>
  useEndpointMutation(userEndpoints.update, { input: (body: UpdateUserBody) => ({ body }), ...saved });

export const useDeleteUser = () =>
  useEndpointMutation(userEndpoints.remove, {
    input: (id: number) => ({ params: { id } }),
    invalidates: ['user'],
    forgets: (_data, id) => [detailKey(id)],
  });

/**
 * Activates or deactivates users one by one: each is read afresh for its current version, so a
 * change someone else made meanwhile is kept, not overwritten. Resolves with the users that failed.
 */
export function useSetUsersStatus() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return async (ids: number[], status: boolean) => {
    const failed: { id: number; error: unknown }[] = [];
    for (const id of ids) {
      try {
        const current = await call(userEndpoints.byId, { params: { id } });
        if (current.status === status) continue;
        const {
          companyName: _company,
          createdAt: _c,
          createdBy: _cb,
          modifiedAt: _m,
          modifiedBy: _mb,
          ...body
        } = current;
        const changed = await call(userEndpoints.update, { body: { ...body, status } });
        queryClient.setQueryData(detailKey(changed.id), changed);
      } catch (error) {
        failed.push({ id, error });
      }
    }
    invalidate(['user']);
    return failed;
  };
}

/** Projects that may go on the Project Access list: a client user's are those of their company. */
export const assignableProjectsQuery = (clientId: number | undefined, searchTerm: string) =>
  endpointQuery(
    userEndpoints.assignableProjects,
    { query: { clientId, searchTerm: searchTerm || undefined } },
    { reads: ['user', 'project'], staleTime: 30_000 },
  );

export const useAssignableProjects = (clientId: number | undefined, searchTerm: string) =>
  useEndpointQuery(
    userEndpoints.assignableProjects,
    { query: { clientId, searchTerm: searchTerm || undefined } },
    { reads: ['user', 'project'], staleTime: 30_000, placeholderData: keepPreviousData },
  );
