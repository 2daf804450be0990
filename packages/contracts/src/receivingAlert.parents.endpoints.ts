import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { columnInfo } from './common/list';
import { idText, paged } from './common/paging';
import {
  addToRaBody,
  poLineLeft,
  raDetails,
  raFromPoBody,
  raListItem,
  raOfPoBody,
  raOfShipmentBody,
  raSearchInBody,
  shipmentLineToExpect,
} from './receivingAlert';

const tag = 'Receiving alerts';

/** The receiving alerts of a PO, a shipment or a project, and the lines those expect: paths, access, and the schemas above them in ./receivingAlert.ts. */
export const poRaEndpoints = {
  ofPo: endpoint({
    method: 'GET',
    path: '/api/poReceivingAlerts/receivingAlertList',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary: 'The receiving alerts that expect lines of a purchase order',
    query: z.object({ purchaseOrderId: idText }),
    response: z.array(raListItem),
  }),
  openOfPoProject: endpoint({
    method: 'GET',
    path: '/api/poReceivingAlerts/exRAList',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary: "The existing alerts of the PO's project that still expect goods: where its lines can be added",
    query: z.object({ purchaseOrderId: idText }),
    response: z.array(raListItem),
  }),
  leftOfPo: endpoint({
    method: 'GET',
    path: '/api/poReceivingAlerts/leftToExpect',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary: 'What is left to expect of each line of a PO: ordered, less received, less what its open alerts expect',
    query: z.object({ purchaseOrderId: idText }),
    response: z.array(poLineLeft),
  }),
  searchOfPo: endpoint({
    method: 'POST',
    path: '/api/poReceivingAlerts/search',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary: 'Search the receiving alerts of a purchase order',
    body: raOfPoBody,
    response: paged(raListItem),
  }),
  createFromPo: endpoint({
    method: 'POST',
    path: '/api/poReceivingAlerts/createRAItemFromPo',
    access: 'RA:Create',
    owner: 'project',
    tag,
    summary: 'A new receiving alert expecting PO lines with their quantities',
    body: raFromPoBody,
    status: 201,
    response: raDetails,
  }),
  addToRa: endpoint({
    method: 'POST',
    path: '/api/poReceivingAlerts/addToRAItem',
    access: 'RA:Update',
    owner: 'project',
    tag,
    summary: 'Add PO lines to an existing alert not yet received',
    body: addToRaBody,
    status: 201,
    response: raDetails,
  }),
  columnsOfPo: endpoint({
    method: 'GET',
    path: '/api/poReceivingAlerts/filteredColums',
    access: 'RA:View',
    tag,
    summary: "The columns of a PO's receiving alerts list",
    query: z.object({ PurchaseOrderId: idText.optional() }),
    response: z.array(columnInfo),
  }),
};

export const shipmentRaEndpoints = {
  ofShipment: endpoint({
    method: 'GET',
    path: '/api/shipmentRaItems/receivingAlertList',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary: 'The receiving alerts that expect lines of a shipment',
    query: z.object({ shipmentId: idText }),
    response: z.array(raListItem),
  }),
  linesOfShipment: endpoint({
    method: 'GET',
    path: '/api/shipmentRaItems/linesToExpect',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary:
      "A shipment's lines, each with the alert that expects it already (a line is expected on one alert at a time)",
    query: z.object({ shipmentId: idText }),
    response: z.array(shipmentLineToExpect),
  }),
  searchOfShipment: endpoint({
    method: 'POST',
    path: '/api/shipmentRaItems/search',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary: 'Search the receiving alerts of a shipment',
    body: raOfShipmentBody,
    response: paged(raListItem),
  }),
};

export const projectRaEndpoints = {
  allOfProject: endpoint({
    method: 'GET',
    path: '/api/projectRAs/getAllRAs',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary: "A project's receiving alerts (at most 500)",
    query: z.object({ ProjectId: idText }),
    response: z.array(raListItem),
  }),
  openOfProject: endpoint({
    method: 'GET',
    path: '/api/projectRAs/filtered',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary: "A project's receiving alerts that still expect goods (Expected or Receiving)",
    query: z.object({ ProjectId: idText }),
    response: z.array(raListItem),
  }),
  searchOfProject: endpoint({
    method: 'POST',
    path: '/api/projectRAs/search',
    access: 'RA:View',
    owner: 'project',
    tag,
    summary: "Search a project's receiving alerts",
    body: raSearchInBody,
    response: paged(raListItem),
  }),
};
