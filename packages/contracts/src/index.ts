import { accountingEndpoints } from './accounting';
import type { Endpoint } from './common/endpoint';
import { apiOf, auditedOf } from './common/module';
import { historyEndpointsFor } from './history';
import * as declared from './modules';
import { systemEndpoints } from './system';

export * from './accounting';
export * from './common/dates';
export * from './common/endpoint';
export * from './common/errors';
export * from './common/export';
export * from './common/list';
export * from './common/module';
export * from './common/paging';
export * from './common/password';
export * from './common/permissions';
export * from './common/statuses';
export * from './history';
export * from './modules';
export * from './system';

/** Every audited record's entity, from each module's contract (modules.ts). */
export const auditEntities = /* @__PURE__ */ auditedOf(declared);

/**
 * Every endpoint by group (`api.purchaseOrder.byId`): each module's groups (modules.ts), then the
 * platform's: a record's history, the accounting system's door, the system's own calls.
 */
export const api = /* @__PURE__ */ Object.assign(/* @__PURE__ */ apiOf(declared), {
  history: /* @__PURE__ */ historyEndpointsFor(auditEntities),
  accounting: accountingEndpoints,
  system: systemEndpoints,
});

/** Every endpoint, for the route walker and the docs. */
export const allEndpoints: Endpoint[] = Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]);
