import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { LocationService } from './location.service';

export function locationRoutes(r: Router, locations: LocationService) {
  const e = api.location;
  r.bind(e.filtered, () => locations.columns());
  r.bind(e.search, ({ actor, body }) => locations.search(actor, body));
  r.bind(e.byCode, ({ actor, query }) => locations.byCode(actor, query.code));
  r.bind(e.labels, ({ actor, query }) => locations.labels(actor, query));
  r.bind(e.byId, ({ actor, params }) => locations.get(actor, params.id));
  r.bind(e.create, ({ actor, body }) => locations.create(actor, body));
  r.bind(e.update, ({ actor, body }) => locations.update(actor, body));
}
