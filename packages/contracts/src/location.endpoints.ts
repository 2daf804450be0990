import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { fileResponse } from './common/export';
import { columnInfo } from './common/list';
import { idParam, paged } from './common/paging';
import { createLocationBody, location, locationLabelsQuery, locationSearchBody, updateLocationBody } from './location';

const tag = 'Locations';

/** The warehouse's locations (bins) and their labels: staff with Inventory permissions manage them. */
export const locationEndpoints = {
  filtered: endpoint({
    method: 'GET',
    path: '/api/location/filtered',
    access: 'Inventory:View',
    tag,
    summary: "The location list's columns",
    response: z.array(columnInfo),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/location/search',
    access: 'Inventory:View',
    tag,
    summary: 'Search the locations (shared search payload), by code unless sorted otherwise',
    body: locationSearchBody,
    response: paged(location),
  }),
  byCode: endpoint({
    method: 'GET',
    path: '/api/location/byCode',
    access: 'Inventory:View',
    tag,
    summary: 'The location of a code as scanned from its label (any case); 404 when there is none',
    query: z.object({ code: z.string().trim().min(1, 'Scan or type a location code.').max(60) }),
    response: location,
  }),
  labels: endpoint({
    method: 'GET',
    path: '/api/location/labels',
    access: 'Inventory:View',
    tag,
    summary:
      'Location labels as a PDF: each code as a Code 128 barcode with large text, one 4 x 6 in label a page (format=page) or ten 4 x 2 in labels on Letter (format=sheet)',
    query: locationLabelsQuery,
    response: fileResponse,
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/location/:id',
    access: 'Inventory:View',
    tag,
    summary: 'One location',
    params: idParam,
    response: location,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/location',
    access: 'Inventory:Create',
    tag,
    summary: 'Add a location: its code is ZONE-AISLE-BAY-LEVEL of the parts given, unique in any case',
    body: createLocationBody,
    status: 201,
    response: location,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/location',
    access: 'Inventory:Update',
    tag,
    summary:
      'Change a location (a stale version is a 409); active false takes it out of use: nothing moves into it, what is there stays',
    body: updateLocationBody,
    response: location,
  }),
};
