import { accountEndpoints } from './account';
import { accountingEndpoints } from './accounting';
import { addressBookEndpoints } from './addressBook';
import { clientEndpoints } from './client';
import type { Endpoint } from './common/endpoint';
import { commonEndpoints } from './commonLookups';
import { fileEndpoints } from './file';
import { historyEndpoints } from './history';
import { lookupEndpoints } from './lookup';
import { mailEndpoints } from './mail';
import { notificationEndpoints } from './notification';
import { projectEndpoints } from './project';
import { projectRateEndpoints } from './projectRates';
import { projectTeamEndpoints } from './projectTeam';
import { proposalEndpoints } from './proposal';
import { poItemEndpoints, projectPoEndpoints, purchaseOrderEndpoints } from './purchaseOrder.endpoints';
import {
  poRaEndpoints,
  projectRaEndpoints,
  raEndpoints,
  raItemEndpoints,
  shipmentRaEndpoints,
} from './receivingAlert.endpoints';
import { projectShipmentEndpoints, shipmentEndpoints, shipmentItemEndpoints } from './shipment.endpoints';
import { systemEndpoints } from './system';
import { userEndpoints } from './user';

export * from './account';
export * from './accounting';
export * from './addressBook';
export * from './client';
export * from './common/dates';
export * from './common/endpoint';
export * from './common/errors';
export * from './common/export';
export * from './common/list';
export * from './common/paging';
export * from './common/permissions';
export * from './common/statuses';
export * from './commonLookups';
export * from './file';
export * from './history';
export * from './lookup';
export * from './mail';
export * from './notification';
export * from './project';
export * from './projectRates';
export * from './projectTeam';
export * from './proposal';
export * from './purchaseOrder';
export * from './purchaseOrder.endpoints';
export * from './receivingAlert';
export * from './receivingAlert.endpoints';
export * from './shipment';
export * from './shipment.endpoints';
export * from './system';
export * from './user';

export const api = {
  account: accountEndpoints,
  user: userEndpoints,
  lookup: lookupEndpoints,
  client: { ...clientEndpoints, ...addressBookEndpoints },
  project: { ...projectEndpoints, ...projectRateEndpoints, ...projectTeamEndpoints },
  proposal: proposalEndpoints,
  purchaseOrder: { ...purchaseOrderEndpoints, ...projectPoEndpoints },
  poItem: poItemEndpoints,
  shipment: { ...shipmentEndpoints, ...projectShipmentEndpoints },
  shipmentItem: shipmentItemEndpoints,
  ra: { ...raEndpoints, ...poRaEndpoints, ...shipmentRaEndpoints, ...projectRaEndpoints },
  raItem: raItemEndpoints,
  common: commonEndpoints,
  file: fileEndpoints,
  notification: notificationEndpoints,
  mail: mailEndpoints,
  history: historyEndpoints,
  accounting: accountingEndpoints,
  system: systemEndpoints,
};

/** Every endpoint, for the route walker and the docs. */
export const allEndpoints: Endpoint[] = Object.values(api).flatMap((group) => Object.values(group) as Endpoint[]);
