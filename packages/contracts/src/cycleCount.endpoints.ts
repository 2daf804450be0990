import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { columnInfo } from './common/list';
import { idParam, paged } from './common/paging';
import { anyOf } from './common/permissions';
import {
  addCountLineBody,
  countLineBody,
  createCycleCountBody,
  cycleCountDetails,
  cycleCountLine,
  cycleCountListItem,
  cycleCountSearchBody,
  cycleCountStepBody,
} from './cycleCount';

const tag = 'Cycle counts';

/**
 * Cycle counts of the warehouse (CC-…): staff count, a user with Inventory:Update applies. Lines
 * show only the projects the caller sees; client users do not count.
 */
export const cycleCountEndpoints = {
  filtered: endpoint({
    method: 'GET',
    path: '/api/cycleCount/filtered',
    access: 'Inventory:View',
    tag,
    summary: "The cycle count list's columns",
    response: z.array(columnInfo),
  }),
  search: endpoint({
    method: 'POST',
    path: '/api/cycleCount/search',
    access: 'Inventory:View',
    tag,
    summary: 'Search cycle counts (shared search payload), newest first',
    body: cycleCountSearchBody,
    response: paged(cycleCountListItem),
  }),
  byId: endpoint({
    method: 'GET',
    path: '/api/cycleCount/:id',
    access: 'Inventory:View',
    tag,
    summary: 'One cycle count with its lines (of the projects the caller sees)',
    params: idParam,
    response: cycleCountDetails,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/cycleCount',
    access: 'Inventory:Create',
    tag,
    summary:
      'Start a count of a location (its items on hand now) or of chosen items: each line keeps the quantity on hand as expected',
    body: createCycleCountBody,
    status: 201,
    response: cycleCountDetails,
  }),
  countLine: endpoint({
    method: 'PUT',
    path: '/api/cycleCount/line',
    // Who counts (Create) and who applies and gives the reasons of the differences (Update).
    access: anyOf('Inventory:Create', 'Inventory:Update'),
    tag,
    summary:
      "Record a line's count (while the count is open) and why it differs (until it is applied); answers the line",
    body: countLineBody,
    response: cycleCountLine,
  }),
  addLine: endpoint({
    method: 'POST',
    path: '/api/cycleCount/addLine',
    access: anyOf('Inventory:Create', 'Inventory:Update'),
    tag,
    summary:
      'Add to an open count an item found there that it did not expect: its line expects what is on hand now; answers the line',
    body: addCountLineBody,
    status: 201,
    response: cycleCountLine,
  }),
  submit: endpoint({
    method: 'POST',
    path: '/api/cycleCount/submit',
    access: 'Inventory:Create',
    tag,
    summary: 'Submit a count once every line is counted: it waits to be applied',
    body: cycleCountStepBody,
    response: cycleCountDetails,
  }),
  apply: endpoint({
    method: 'POST',
    path: '/api/cycleCount/apply',
    access: 'Inventory:Update',
    tag,
    summary:
      "Apply a submitted count: each line's count becomes the quantity on hand, logged as 'counted' with the count's number and the line's reason (required where it differs); never below what is held, and a line whose item changed since the count began is refused, all or none",
    body: cycleCountStepBody,
    response: cycleCountDetails,
  }),
  cancel: endpoint({
    method: 'POST',
    path: '/api/cycleCount/cancel',
    access: 'Inventory:Update',
    tag,
    summary: 'Cancel a count not yet applied: nothing in the inventory changes',
    body: cycleCountStepBody,
    response: cycleCountDetails,
  }),
};
