import type { AuditEntity, BodyOf, Endpoint, Module, ParamsOf, QueryOf, ResponseOf } from '@freightdesk/contracts';
import {
  type QueryClient,
  type QueryKey,
  queryOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { type CallArgs, call, callByRoute } from './client';

/**
 * Query hooks derived from the contracts' endpoints. A query's key is its endpoint (method and
 * path) and its arguments, so no feature keeps keys of its own; a query reads one or more
 * entities, and a write names the entities it changes: every query reading one of them is
 * refreshed, whichever feature shows it.
 *
 *   const po = useEndpointQuery(purchaseOrderEndpoints.byId, { params: { id } });
 *   const save = useEndpointMutation(purchaseOrderEndpoints.update, {
 *     input: (body: UpdatePurchaseOrderBody) => ({ body }),
 *     invalidates: ['purchaseOrder'],
 *   });
 *
 * Import a module's endpoint group by name (`purchaseOrderEndpoints`), not the `api` map: a screen
 * then carries the schemas of the endpoints it calls, not every module's.
 */

/**
 * A kind of record whose answers the cache keeps: the audited records, files, notifications, a
 * project's inventory (its items' history is their item log, not the audit trail), and the history
 * of any record (what a write changes in another record's trail without changing it).
 */
export type Entity = AuditEntity | 'file' | 'notification' | 'inventory' | 'history';

/** What an endpoint reads unless told: the entity of the module whose permission opens it. */
const moduleEntities = {
  User: 'user',
  AddressBook: 'client',
  Proposal: 'proposal',
  Project: 'project',
  PO: 'purchaseOrder',
  Shipment: 'shipment',
  RA: 'receivingAlert',
  Inventory: 'inventory',
  PickTicket: 'pickTicket',
} as const satisfies { readonly [M in Module]?: Entity };

type ModuleOf<A> = A extends `${infer M}:${string}`
  ? M
  : A extends readonly [infer F, ...unknown[]]
    ? ModuleOf<F>
    : never;
type Derived<E extends Endpoint> = [ModuleOf<E['access']>] extends [never]
  ? false
  : [ModuleOf<E['access']>] extends [keyof typeof moduleEntities]
    ? true
    : false;

function derivedReads(endpoint: Endpoint): readonly Entity[] {
  const access = typeof endpoint.access === 'string' ? endpoint.access : endpoint.access[0];
  const module = access.split(':')[0] as keyof typeof moduleEntities;
  const entity: Entity | undefined = moduleEntities[module];
  return entity ? [entity] : [];
}

type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** What a call sends: its path parameters, query and body, each required when the endpoint has a required one. */
export type EndpointArgs<E extends Endpoint> = Part<'params', ParamsOf<E>> &
  Part<'query', QueryOf<E>> &
  Part<'body', BodyOf<E>>;

/** The cache key of an endpoint's answer to these arguments. */
export function endpointKey<E extends Endpoint>(endpoint: E, args: EndpointArgs<E>): QueryKey {
  return [`${endpoint.method} ${endpoint.path}`, args];
}

type ReadsOption<E extends Endpoint> =
  Derived<E> extends true
    ? {
        /** The entities the answer shows: by default the entity of the endpoint's module. */
        reads?: readonly Entity[];
      }
    : {
        /** The entities the answer shows (the endpoint's access names no module: say it; [] for a fixed list). */
        reads: readonly Entity[];
      };

export type EndpointQueryOptions<E extends Endpoint, T = ResponseOf<E>> = Omit<
  UseQueryOptions<ResponseOf<E>, Error, T>,
  'queryKey' | 'queryFn' | 'meta'
> &
  ReadsOption<E>;

/** The entities a query reads, kept on the query for invalidation by entity. */
interface ReadsMeta extends Record<string, unknown> {
  reads: readonly Entity[];
}

/** A query of an endpoint, for useQuery, fetchQuery or a picker: key, fetch and what it reads. */
export function endpointQuery<E extends Endpoint, T = ResponseOf<E>>(
  endpoint: E,
  args: EndpointArgs<E>,
  ...[options]: Derived<E> extends true ? [options?: EndpointQueryOptions<E, T>] : [options: EndpointQueryOptions<E, T>]
) {
  const { reads, ...rest } = (options ?? {}) as EndpointQueryOptions<E, T> & { reads?: readonly Entity[] };
  const meta: ReadsMeta = { reads: reads ?? derivedReads(endpoint) };
  return queryOptions<ResponseOf<E>, Error, T>({
    ...rest,
    queryKey: endpointKey(endpoint, args),
    queryFn: ({ signal }) => call(endpoint, { ...args, signal }),
    meta,
  });
}

/**
 * A record screen's first read, by the address's id, named by its endpoint's method and path alone
 * (its type says which endpoint, so a wrong path does not compile): a route declares it so that
 * the record is asked for as the screen's code is fetched, not after (the contracts come with that
 * code). The key is the one the screen's useEndpointQuery makes, so the screen finds the answer
 * waiting; the entities it reads are set by the screen's own query. Nothing for a new record (id 0).
 *
 * With a summary, the page's frame makes the read itself, from the HTML, and draws the record's
 * heading (the route's title and the record's number) and a line of its fields before any script
 * has arrived; the screen then takes that answer instead of asking again (api/frameRead.ts).
 *
 *   prefetch: recordRead<typeof purchaseOrderEndpoints.byId>(
 *     { method: 'GET', path: '/api/purchaseOrder/:id' },
 *     { number: 'number', line: ['status', 'projectNumber', 'projectName', 'vendorName'] },
 *   )
 */
export function recordRead<E extends Endpoint>(
  route: Pick<E, 'method' | 'path'>,
  summary?: RecordSummary<ResponseOf<E>>,
): RoutePrefetch {
  const read = (params: { readonly id?: string }): RouteQuery[] => {
    const id = Number(params.id);
    if (!Number.isInteger(id) || id <= 0) return [];
    const args = { params: { id } } as EndpointArgs<E>;
    return [
      {
        // The key needs only the method and path the route has.
        queryKey: endpointKey(route as E, args),
        queryFn: ({ signal }) => callByRoute<E>(route, { ...(args as CallArgs<E>), signal }),
      },
    ];
  };
  return summary ? Object.assign(read, { frame: { path: route.path, ...summary } }) : read;
}

/** Fields of a record (their names, checked against the endpoint's answer) that sum it up in a line. */
export interface RecordSummary<R> {
  /** Shown after the route's title in the heading: "Purchase Order PO-10014". */
  number: keyof R & string;
  /** Joined with " · ", the empty ones left out: "Open · P-26108 · Crescent Flagship · Evergreen Millwork". */
  line: readonly (keyof R & string)[];
}

/** A route's first reads, and what the page's frame draws of the record (recordRead). */
export type RoutePrefetch = ((params: { readonly id?: string }) => RouteQuery[]) & {
  frame?: RecordSummary<Record<string, unknown>> & { path: string };
};

/** The heading and line a summary gives a record: the frame's script draws the same from the HTML. */
export function summaryOf(
  frame: RecordSummary<Record<string, unknown>>,
  record: Record<string, unknown>,
): { number: string; line: string } {
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');
  return {
    number: text(record[frame.number]),
    line: frame.line
      .map((f) => text(record[f]))
      .filter(Boolean)
      .join(' · '),
  };
}

/** A read a route starts with its screen's code (AppRoute.prefetch). */
export interface RouteQuery {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<unknown>;
}

/** useQuery of an endpoint: `useEndpointQuery(purchaseOrderEndpoints.byId, { params: { id } })`. */
export function useEndpointQuery<E extends Endpoint, T = ResponseOf<E>>(
  endpoint: E,
  args: EndpointArgs<E>,
  ...options: Derived<E> extends true ? [options?: EndpointQueryOptions<E, T>] : [options: EndpointQueryOptions<E, T>]
) {
  return useQuery(endpointQuery<E, T>(endpoint, args, ...options));
}

/** Marks every query reading one of the entities stale; the ones on screen are read again. */
export function invalidateEntities(queryClient: QueryClient, entities: readonly Entity[], except?: QueryKey[]) {
  if (!entities.length) return;
  const kept = new Set((except ?? []).map((key) => queryClient.getQueryCache().find({ queryKey: key, exact: true })));
  void queryClient.invalidateQueries({
    predicate: (query) =>
      !kept.has(query) && ((query.meta as ReadsMeta | undefined)?.reads ?? []).some((e) => entities.includes(e)),
  });
}

/** For a write that is not one mutation (a series of calls, an upload): refreshes what reads the entities. */
export function useInvalidate() {
  const queryClient = useQueryClient();
  return useCallback((entities: readonly Entity[]) => invalidateEntities(queryClient, entities), [queryClient]);
}

interface MutationOptions<E extends Endpoint, V> {
  /** The entities the write changes: every query reading one of them is refreshed. */
  invalidates: readonly Entity[] | ((data: ResponseOf<E>, vars: V) => readonly Entity[]);
  /** The answer is this query's new value (the saved record's detail): set at once, not read again. */
  sets?: (data: ResponseOf<E>, vars: V) => QueryKey;
  /** Queries of a record the write removed: dropped, not read again (they would answer 404). */
  forgets?: (data: ResponseOf<E>, vars: V) => QueryKey[];
  /** Anything else the answer changes in the cache (a row merged into a cached list), before the refresh. */
  onSuccess?: (data: ResponseOf<E>, vars: V) => void;
}

/**
 * A write to an endpoint. Its variables are the call's arguments ({ params, query, body }), or
 * what `input` turns into them: `input: (body: CreateUserBody) => ({ body })`.
 */
export function useEndpointMutation<E extends Endpoint, V = EndpointArgs<E>>(
  endpoint: E,
  options: MutationOptions<E, NoInfer<V>> & { input?: (vars: V) => EndpointArgs<E> },
) {
  const queryClient = useQueryClient();
  const { input, invalidates, sets, forgets, onSuccess } = options;
  return useMutation({
    mutationFn: (vars: V) => call(endpoint, input ? input(vars) : (vars as EndpointArgs<E>)),
    onSuccess: (data, vars) => {
      for (const key of forgets?.(data, vars) ?? []) queryClient.removeQueries({ queryKey: key, exact: true });
      const set = sets?.(data, vars);
      if (set) queryClient.setQueryData(set, data);
      onSuccess?.(data, vars);
      invalidateEntities(
        queryClient,
        typeof invalidates === 'function' ? invalidates(data, vars) : invalidates,
        set && [set],
      );
    },
  });
}
