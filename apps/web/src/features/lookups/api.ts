import {
  type CompanySearchBody,
  clientEndpoints,
  clientTypeIds,
  commonEndpoints,
  type LookupItem,
  lookupEndpoints,
  poItemEndpoints,
  projectEndpoints,
  unitsOfMeasure,
  userEndpoints,
} from '@freightdesk/contracts';
import { endpointQuery, useEndpointQuery } from '../../api/hooks';

/**
 * Shared lookups: lists that change with a release or an admin's rare edit, read once per session
 * and shared by every screen through the query cache; and the searches behind the pickers.
 */

/** Lookups change with a release, not during a session. */
export const LOOKUP_STALE_MS = 60 * 60 * 1000;
/** Searches behind a picker: fresh enough for a form, without asking again on every reopening. */
const SEARCH_STALE_MS = 60_000;
/** A fixed list: no write of the app changes it. */
const fixed = { reads: [], staleTime: LOOKUP_STALE_MS } as const;

export const useUserTypes = () => useEndpointQuery(lookupEndpoints.userTypes, {}, fixed);

/** Module claim definitions; a client user's list leaves out the modules they may not hold. */
export const useClaimDefinitions = (isClient: boolean) =>
  useEndpointQuery(lookupEndpoints.claims, { query: isClient ? { isClient: 'true' } : {} }, fixed);

export const projectStatusesQuery = () => endpointQuery(lookupEndpoints.projectStatuses, {}, fixed);
export const projectTypesQuery = () => endpointQuery(lookupEndpoints.projectTypes, {}, fixed);
export const contactTypesQuery = () => endpointQuery(lookupEndpoints.contactTypes, {}, fixed);
export const clientTypesQuery = () => endpointQuery(lookupEndpoints.clientTypes, {}, fixed);
export const proposalStatusesQuery = () => endpointQuery(lookupEndpoints.proposalStatuses, {}, fixed);
export const countriesQuery = () => endpointQuery(lookupEndpoints.countries, {}, fixed);
/** The units of measure of PO items and shipment lines (GET /api/poItems/uom). */
export const unitsOfMeasureQuery = () => endpointQuery(poItemEndpoints.uom, {}, fixed);

/** The units of measure by name, as GET /api/poItems/uom lists them (the contract's list until it answers). */
export const uomOptions = (uom: readonly LookupItem[] | undefined) =>
  (uom?.length ? uom.map((u) => u.name) : [...unitsOfMeasure]).map((name) => ({ value: name, label: name }));

export const statesQuery = (countryId: number) =>
  endpointQuery(lookupEndpoints.states, { params: { countryId } }, fixed);

/** docs/requirements.md section 9: the company search asks for 25 customers, keeping the company already chosen. */
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
  return endpointQuery(clientEndpoints.getCompanyDetails, { body }, { reads: ['client'], staleTime: SEARCH_STALE_MS });
};

/** How many matches a picker offers; typing narrows them. */
export const PICKER_SIZE = 25;

export const projectSearchQuery = (searchTerm: string) =>
  endpointQuery(
    projectEndpoints.list,
    { query: { searchTerm: searchTerm || undefined, pageSize: PICKER_SIZE } },
    { select: (page) => page.items, staleTime: SEARCH_STALE_MS },
  );

/**
 * The same search for a user without Project:View (a buyer, a dispatcher): the projects on their
 * list from /api/common/allProjects, matched here by number or name.
 */
export const commonProjectSearchQuery = (searchTerm: string) => {
  const term = searchTerm.trim().toLowerCase();
  return endpointQuery(
    commonEndpoints.allProjects,
    {},
    {
      reads: ['project'],
      select: (all) => all.filter((p) => p.label.toLowerCase().includes(term)).slice(0, PICKER_SIZE),
      staleTime: SEARCH_STALE_MS,
    },
  );
};

/** Only active users: an inactive one cannot sign in to act on what is assigned to them. */
export const userSearchQuery = (searchTerm: string) =>
  endpointQuery(
    userEndpoints.search,
    { body: { searchTerm: searchTerm || undefined, pageSize: PICKER_SIZE, searchFields: { status: 'true' } } },
    { select: (page) => page.items, staleTime: SEARCH_STALE_MS },
  );

/** Active staff users, not client users (the server refuses those as managers): for anyone who sees projects. */
export const staffUserSearchQuery = (searchTerm: string) =>
  endpointQuery(userEndpoints.staff, { query: { searchTerm } }, { reads: ['user'], staleTime: SEARCH_STALE_MS });
