import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { idText } from './common/paging';

const tag = 'Common';

/** A record as a picker shows it: its id, its number and a label to read. */
export const commonOption = z.object({
  id: z.number().int(),
  number: z.string(),
  label: z.string(),
  projectId: z.number().int(),
});
export type CommonOption = z.infer<typeof commonOption>;

/**
 * The records of the inbound and outbound flow a caller sees, for pickers. Each part holds what the
 * caller's permissions and projects show (a module the caller cannot view is an empty list).
 */
export const commonRecords = z.object({
  projects: z.array(commonOption),
  purchaseOrders: z.array(commonOption),
  shipments: z.array(commonOption),
  receivingAlerts: z.array(commonOption),
  pickTickets: z.array(commonOption),
  invoices: z.array(commonOption),
});
export type CommonRecords = z.infer<typeof commonRecords>;

/** What a shipment's screen links to: its project's POs, shipments and invoices, and the shipments of its POs. */
export const poByShipment = z.object({
  shipmentId: z.number().int(),
  projectId: z.number().int(),
  posByProjectId: z.array(commonOption),
  shipmentsByProjectId: z.array(commonOption),
  invoiceByProjectId: z.array(commonOption),
  shipmentsByPOId: z.array(commonOption.extend({ purchaseOrderId: z.number().int() })),
});

const options = (path: string, summary: string) =>
  endpoint({
    method: 'GET',
    path,
    access: 'signedIn',
    owner: 'project',
    tag,
    summary,
    response: z.array(commonOption),
  });

export const commonEndpoints = {
  getAll: endpoint({
    method: 'GET',
    path: '/api/common/getAll',
    access: 'signedIn',
    owner: 'project',
    tag,
    summary:
      'Every project, PO, shipment, receiving alert, pick ticket and invoice the caller sees, for pickers (at most 1,000 of each)',
    response: commonRecords,
  }),
  getAllByProjectId: endpoint({
    method: 'GET',
    path: '/api/common/getAllByProjectId',
    access: 'signedIn',
    owner: 'project',
    tag,
    summary: "One project's records of each kind, for pickers",
    query: z.object({ ProjectId: idText }),
    response: commonRecords,
  }),
  getAllByPoId: endpoint({
    method: 'GET',
    path: '/api/common/getAllByPoId',
    access: 'signedIn',
    owner: 'project',
    tag,
    summary: "One purchase order's project, shipments and receiving alerts, for pickers",
    query: z.object({ PurchaseOrderId: idText }),
    response: commonRecords,
  }),
  allProjects: options(
    '/api/common/allProjects',
    'The projects the caller sees (needs no Project:View: for pickers of other modules)',
  ),
  allProject: options('/api/common/allProject', 'The open projects the caller sees (not completed or cancelled)'),
  poAllProject: options('/api/common/poAllProject', 'The projects that have purchase orders the caller sees'),
  pickTktAllProject: options('/api/common/pickTktAllProject', 'The projects that have pick tickets the caller sees'),
  raAllProject: options(
    '/api/common/raAllProject',
    'The projects that have receiving alerts the caller sees (with RA:View)',
  ),
  shipmentAllProject: options('/api/common/shipmentAllProject', 'The projects that have shipments the caller sees'),
  invoiceAllProject: options('/api/common/invoiceAllProject', 'The projects that have invoices the caller sees'),
  allPos: options('/api/common/allPos', 'The purchase orders the caller sees (with PO:View)'),
  allShipments: options('/api/common/allShipments', 'The shipments the caller sees (with Shipment:View)'),
  pickTktRas: endpoint({
    method: 'GET',
    path: '/api/common/pickTktRas',
    access: 'signedIn',
    owner: 'project',
    tag,
    summary: "A project's receiving alerts whose goods a pick ticket can take",
    query: z.object({ projectId: idText }),
    response: z.array(commonOption),
  }),
  getPoByShipmentId: endpoint({
    method: 'GET',
    path: '/api/common/getPoByShipmentId',
    access: 'signedIn',
    owner: 'project',
    tag,
    summary:
      "What a shipment links to: its project's POs (posByProjectId), shipments (shipmentsByProjectId) and invoices (invoiceByProjectId), and the shipments of its POs (shipmentsByPOId)",
    query: z.object({ shipmentId: idText }),
    response: poByShipment,
  }),
};
