import { locationList } from '@freightdesk/contracts';
import { sql } from 'drizzle-orm';
import { listQuery } from '../../platform/list/listQuery';
import { locations } from './location.table';

/** The fields of a location as every read answers them. */
export const locationFields = {
  id: locations.id,
  code: locations.code,
  zone: locations.zone,
  aisle: locations.aisle,
  bay: locations.bay,
  level: locations.level,
  description: locations.description,
  active: locations.active,
  createdAt: locations.createdAt,
  createdBy: locations.createdBy,
  modifiedAt: locations.modifiedAt,
  modifiedBy: locations.modifiedBy,
  version: locations.version,
};

/**
 * The warehouse's locations (locationList in the contracts). They belong to the warehouse, not to
 * a project: every staff user with Inventory:View reads them, so the scope adds no condition.
 */
export const locationListQuery = listQuery({
  spec: locationList,
  from: locations,
  id: locations.id,
  joins: {},
  columns: {
    code: { expr: locations.code, sort: sql`lower(${locations.code})` },
    zone: { expr: locations.zone, sort: sql`lower(${locations.zone})` },
    aisle: { expr: locations.aisle, sort: sql`lower(${locations.aisle})` },
    bay: { expr: locations.bay, sort: sql`lower(${locations.bay})` },
    level: { expr: locations.level, sort: sql`lower(${locations.level})` },
    description: { expr: locations.description, sort: sql`lower(${locations.description})` },
    active: { expr: locations.active },
    modifiedAt: { expr: locations.modifiedAt },
  },
  select: locationFields,
  selectJoins: [],
  scope: () => undefined,
});
