import type { Endpoint } from './endpoint';

/** A group of endpoints under one key of `api` (`api.purchaseOrder.byId`). */
export type EndpointGroup = Record<string, Endpoint>;

/**
 * A module's contract (`<module>.module.ts`): its endpoint groups, under their keys of `api`, and
 * the records whose history the audit trail keeps (`GET /api/history/{entity}/{id}`). The index
 * gathers every module of modules.ts into `api`, `allEndpoints` and `auditEntities`.
 */
export interface ContractModule<A extends Record<string, EndpointGroup>, E extends string> {
  readonly kind: 'contract module';
  readonly api: A;
  readonly audited: readonly E[];
}

export const defineContractModule = <const A extends Record<string, EndpointGroup>, const E extends string = never>(m: {
  api: A;
  audited?: readonly E[];
}): ContractModule<A, E> => ({ kind: 'contract module', api: m.api, audited: m.audited ?? [] });

// biome-ignore lint/suspicious/noExplicitAny: matches a module of any groups and entities.
type AnyContractModule = ContractModule<any, string>;

/** The contract modules among a namespace's exports (modules.ts re-exports each module's schemas too). */
export type ModulesOf<NS> = { [K in keyof NS]: NS[K] extends AnyContractModule ? NS[K] : never }[keyof NS];

type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Every module's endpoint groups, as one object type. */
export type ApiOf<NS> = Intersection<ModulesOf<NS>['api']>;

/** Every module's audited entities. */
export type AuditedOf<NS> = ModulesOf<NS>['audited'][number];

const modulesIn = (ns: Record<string, unknown>): AnyContractModule[] =>
  Object.values(ns).filter(
    (v): v is AnyContractModule =>
      typeof v === 'object' && v !== null && (v as AnyContractModule).kind === 'contract module',
  );

/**
 * Every module's endpoint groups in one object. Two modules declaring one group key is a
 * mistake the import reports at once.
 */
export function apiOf<NS extends Record<string, unknown>>(ns: NS): ApiOf<NS> {
  const api: Record<string, EndpointGroup> = {};
  for (const m of modulesIn(ns)) {
    for (const [key, group] of Object.entries(m.api)) {
      if (api[key]) throw new Error(`Two contract modules declare the endpoint group ${key}.`);
      api[key] = group as EndpointGroup;
    }
  }
  return api as ApiOf<NS>;
}

/** Every module's audited entities, in the order of modules.ts. */
export const auditedOf = <NS extends Record<string, unknown>>(ns: NS): AuditedOf<NS>[] =>
  modulesIn(ns).flatMap((m) => m.audited) as AuditedOf<NS>[];
