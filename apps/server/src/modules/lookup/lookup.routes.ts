import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { LookupService } from './lookup.service';

export function lookupRoutes(r: Router, lookups: LookupService) {
  const e = api.lookup;
  r.bind(e.claims, async ({ actor, query }) => lookups.claims(actor, query.isClient ?? false));
  r.bind(e.userTypes, ({ actor }) => lookups.userTypes(actor));
  r.bind(e.clientTypes, ({ actor }) => lookups.clientTypes(actor));
  r.bind(e.contactTypes, ({ actor }) => lookups.contactTypes(actor));
  r.bind(e.countries, ({ actor }) => lookups.countries(actor));
  r.bind(e.states, ({ actor, params }) => lookups.states(actor, params.countryId));
  r.bind(e.projectStatuses, ({ actor }) => lookups.projectStatuses(actor));
  r.bind(e.projectTypes, ({ actor }) => lookups.projectTypes(actor));
  r.bind(e.proposalStatuses, ({ actor }) => lookups.proposalStatuses(actor));
  r.bind(e.poStatuses, ({ actor }) => lookups.poStatuses(actor));
  r.bind(e.shipmentMethods, ({ actor }) => lookups.shipmentMethods(actor));
  r.bind(e.shipmentStatuses, ({ actor }) => lookups.shipmentStatuses(actor));
}
