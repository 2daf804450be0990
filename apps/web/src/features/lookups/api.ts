import { api, type CompanySearchBody, clientTypeIds } from '@freightdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

/**
 * Shared lookups: lists that change with a release or an admin's rare edit, read once per session
 * and shared by every screen through the query cache; and the searches behind the pickers.
 */
export const lookupKeys = {
  all: ['lookup'] as const,
  userTypes: () => [...lookupKeys.all, 'userTypes'] as const,
  claims: (isClient: boolean) => [...lookupKeys.all, 'claims', { isClient }] as const,
  projectStatuses: () => [...lookupKeys.all, 'projectStatuses'] as const,
  projectTypes: () => [...lookupKeys.all, 'projectTypes'] as const,
  contactTypes: () => [...lookupKeys.all, 'contactTypes'] as const,
  clientTypes: () => [...lookupKeys.all, 'clientTypes'] as const,
  proposalStatuses: () => [...lookupKeys.all, 'proposalStatuses'] as const,
  countries: () => [...lookupKeys.all, 'countries'] as const,
  states: (countryId: number) => [...lookupKeys.all, 'states', countryId] as const,
  companies: (body: CompanySearchBody) => [...lookupKeys.all, 'companies', body] as const,
  projects: (searchTerm: string) => [...lookupKeys.all, 'projects', searchTerm] as const,
  users: (searchTerm: string) => [...lookupKeys.all, 'users', searchTerm] as const,
};

/** Lookups change with a release, not during a session. */
export const LOOKUP_STALE_MS = 60 * 60 * 1000;
/** Searches behind a picker: fresh enough for a form, without asking again on every reopening. */
const SEARCH_STALE_MS = 60_000;

export function useUserTypes() {
  return useQuery({
    queryKey: lookupKeys.userTypes(),
    queryFn: ({ signal }) => call(api.lookup.userTypes, { signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

/** Module claim definitions; a client user's list leaves out the modules they may not hold. */
export function useClaimDefinitions(isClient: boolean) {
  return useQuery({
    queryKey: lookupKeys.claims(isClient),
    queryFn: ({ signal }) => call(api.lookup.claims, { query: isClient ? { isClient: 'true' } : {}, signal }),
    staleTime: LOOKUP_STALE_MS,
  });
}

export const projectStatusesQuery = () => ({
  queryKey: lookupKeys.projectStatuses(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.projectStatuses, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

export const projectTypesQuery = () => ({
  queryKey: lookupKeys.projectTypes(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.projectTypes, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

export const contactTypesQuery = () => ({
  queryKey: lookupKeys.contactTypes(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.contactTypes, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

export const clientTypesQuery = () => ({
  queryKey: lookupKeys.clientTypes(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.clientTypes, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

export const proposalStatusesQuery = () => ({
  queryKey: lookupKeys.proposalStatuses(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.proposalStatuses, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

export const countriesQuery = () => ({
  queryKey: lookupKeys.countries(),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.countries, { signal }),
  staleTime: LOOKUP_STALE_MS,
});

export const statesQuery = (countryId: number) => ({
  queryKey: lookupKeys.states(countryId),
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.lookup.states, { params: { countryId }, signal }),
  staleTime: LOOKUP_STALE_MS,
});

/** SPEC.md section 9: the company search asks for 25 customers, keeping the company already chosen. */
export const COMPANY_SEARCH_SIZE = 25;

/** Companies of the given client types (customers unless told), with the chosen one kept. */
export const companySearchQuery = (
  searchTerm: string,
  currentId: number | null,
  typeIds: readonly number[] = [clientTypeIds.customer],
) => {
  const body: CompanySearchBody = {
    searchTerm,
    _requiredData: COMPANY_SEARCH_SIZE,
    _clientTypeIds: [...typeIds],
    _includeIds: currentId ? [currentId] : [],
  };
  return {
    queryKey: lookupKeys.companies(body),
    queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.client.getCompanyDetails, { body, signal }),
    staleTime: SEARCH_STALE_MS,
  };
};

/** How many matches a picker offers; typing narrows them. */
export const PICKER_SIZE = 25;

export const projectSearchQuery = (searchTerm: string) => ({
  queryKey: lookupKeys.projects(searchTerm),
  queryFn: async ({ signal }: { signal?: AbortSignal }) =>
    (await call(api.project.list, { query: { searchTerm: searchTerm || undefined, pageSize: PICKER_SIZE }, signal }))
      .items,
  staleTime: SEARCH_STALE_MS,
});

/**
 * The same search for a user without Project:View (a buyer, a dispatcher): the projects on their
 * list from /api/common/allProjects, matched here by number or name.
 */
export const commonProjectSearchQuery = (searchTerm: string) => ({
  queryKey: [...lookupKeys.projects(searchTerm), 'common'] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    const term = searchTerm.trim().toLowerCase();
    const all = await call(api.common.allProjects, { signal });
    return all.filter((p) => p.label.toLowerCase().includes(term)).slice(0, PICKER_SIZE);
  },
  staleTime: SEARCH_STALE_MS,
});

export const userSearchQuery = (searchTerm: string) => ({
  queryKey: lookupKeys.users(searchTerm),
  queryFn: async ({ signal }: { signal?: AbortSignal }) => {
    // Only active users: an inactive one cannot sign in to act on what is assigned to them.
    const body = { searchTerm: searchTerm || undefined, pageSize: PICKER_SIZE, searchFields: { status: 'true' } };
    return (await call(api.user.search, { body, signal })).items;
  },
  staleTime: SEARCH_STALE_MS,
});

/** Active staff users, not client users (the server refuses those as managers): for anyone who sees projects. */
export const staffUserSearchQuery = (searchTerm: string) => ({
  queryKey: [...lookupKeys.users(searchTerm), 'staff'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => call(api.user.staff, { query: { searchTerm }, signal }),
  staleTime: SEARCH_STALE_MS,
});
