import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { LookupService } from './lookup.service';

export function lookupRoutes(r: Router, lookups: LookupService) {
  const e = api.lookup;
  r.bind(e.claims, async ({ query }) => lookups.claims(query.isClient ?? false));
  r.bind(e.userTypes, () => lookups.userTypes());
  r.bind(e.clientTypes, () => lookups.clientTypes());
  r.bind(e.contactTypes, () => lookups.contactTypes());
  r.bind(e.countries, () => lookups.countries());
  r.bind(e.states, ({ params }) => lookups.states(params.countryId));
  r.bind(e.projectStatuses, () => lookups.projectStatuses());
  r.bind(e.projectTypes, () => lookups.projectTypes());
  r.bind(e.proposalStatuses, () => lookups.proposalStatuses());
  r.bind(e.poStatuses, () => lookups.poStatuses());
  r.bind(e.shipmentMethods, () => lookups.shipmentMethods());
  r.bind(e.shipmentStatuses, () => lookups.shipmentStatuses());
}
