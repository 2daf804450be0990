import type { Location } from '@freightdesk/contracts';
import { audited } from '../../platform/kit';
import { locationOf } from './location.read';

/** What a location's history keeps. */
const trail = (l: Location) => ({
  code: l.code,
  zone: l.zone,
  aisle: l.aisle,
  bay: l.bay,
  level: l.level,
  description: l.description,
  active: l.active,
});

/** A location's audited writes: each writes its history row in the write's transaction. */
export const locationHistory = audited({ entity: 'location', read: (tx, _actor, id) => locationOf(tx, id), trail });
