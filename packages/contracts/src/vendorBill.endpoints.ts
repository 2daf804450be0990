import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { exportBody, fileResponse } from './common/export';
import { columnInfo } from './common/list';
import { idParam, paged, pageQuery } from './common/paging';
import {
  createVendorBillBody,
  pagedVendorBillsBody,
  updateVendorBillBody,
  vendorBillDetails,
  vendorBillListItem,
  vendorBillSearchBody,
  vendorBillTolerances,
  vendorBillTolerancesAnswer,
  vendorStatusBody,
} from './vendorBill';

const tag = 'Vendor bills';
const owner = 'project' as const;

/**
 * Vendor bills (docs/requirements.md sections 4 and 7): what a vendor or carrier asks to be paid, matched with
 * the PO and what was received, queued Pending → Approved → Exported (or Rejected). Staff only:
 * a client user never sees a vendor bill, a cost or a markup.
 */
export const vendorBillEndpoints = {
  queue: endpoint({
    method: 'GET',
    path: '/api/qbSync/getVendorBills',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'The queue: the bills the accounting system does not have yet, due first, a page at a time',
    query: pageQuery,
    response: paged(vendorBillListItem),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/qbSync/searchVendorBills',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'Search vendor bills (shared search payload, with includeExported)',
    body: vendorBillSearchBody,
    response: paged(vendorBillListItem),
  }),
  status: endpoint({
    method: 'POST',
    path: '/api/qbSync/updateVendorStatus',
    access: 'Invoice:Update',
    owner,
    tag,
    summary:
      'Move bills through the queue, all or none: approve (an exception with a note), reject (with a reason), back to pending, or mark exported',
    body: vendorStatusBody,
    response: z.object({ updated: z.number().int() }),
  }),
  paged: endpoint({
    method: 'POST',
    path: '/api/qbSync/pagedVendorBills',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'A page of vendor bills, due first; includeExported false leaves out those exported',
    body: pagedVendorBillsBody,
    response: paged(vendorBillListItem),
  }),
  searchPaged: endpoint({
    method: 'POST',
    path: '/api/qbSync/searchPaged',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'Search vendor bills a page at a time (as searchVendorBills)',
    body: vendorBillSearchBody,
    response: paged(vendorBillListItem),
  }),
  filtered: endpoint({
    method: 'GET',
    path: '/api/vendorBills/filteredColums',
    access: 'Invoice:View',
    tag,
    summary: "The vendor bill list's columns",
    response: z.array(columnInfo),
  }),
  export: endpoint({
    method: 'POST',
    path: '/api/vendorBills/export',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'Every vendor bill of a search (with includeExported) as a CSV or Excel file',
    body: exportBody(vendorBillSearchBody),
    response: fileResponse,
  }),
  tolerances: endpoint({
    method: 'GET',
    path: '/api/vendorBills/tolerances',
    access: 'Invoice:View',
    tag,
    summary: 'The matching tolerances: price over the PO in percent, quantity over what was received',
    response: vendorBillTolerancesAnswer,
  }),
  setTolerances: endpoint({
    method: 'PUT',
    path: '/api/vendorBills/tolerances',
    access: 'Admin',
    tag,
    summary: 'Set the matching tolerances (bills are matched again when they are saved or approved)',
    body: vendorBillTolerances,
    response: vendorBillTolerancesAnswer,
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/vendorBills/:id',
    access: 'Invoice:View',
    owner,
    tag,
    summary: 'One vendor bill with its lines and how they match the PO and what was received',
    params: idParam,
    response: vendorBillDetails,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/vendorBills',
    access: 'Invoice:Create',
    owner,
    tag,
    summary: 'Enter a vendor bill (Pending): by hand, from a PO or from a shipment',
    body: createVendorBillBody,
    status: 201,
    response: vendorBillDetails,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/vendorBills',
    access: 'Invoice:Update',
    owner,
    tag,
    summary: 'Change a pending or rejected bill (a stale version is a 409); it is matched again',
    body: updateVendorBillBody,
    response: vendorBillDetails,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/vendorBills/:id',
    access: 'Invoice:Delete',
    owner,
    tag,
    summary: 'Delete a pending or rejected bill',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
};
