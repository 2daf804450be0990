import { z } from 'zod';
import { endpoint } from './common/endpoint';
import { fileResponse } from './common/export';
import { idParam } from './common/paging';
import {
  reportCatalogueAnswer,
  reportExportBody,
  reportResult,
  reportRunBody,
  reportSchedule,
  reportScheduleBody,
  reportView,
  reportViewBody,
  reportViewsQuery,
} from './report';

const tag = 'Reports';

/**
 * Reports (/reports). Each also needs View on the modules it reads (`reportCatalogue[key].needs`);
 * a client user is refused even holding Reports:View. Rows are of the projects the caller sees.
 */
export const reportEndpoints = {
  catalogue: endpoint({
    method: 'GET',
    path: '/api/reports',
    access: 'Reports:View',
    tag,
    summary: 'The reports the caller may run',
    response: reportCatalogueAnswer,
  }),
  run: endpoint({
    method: 'POST',
    path: '/api/reports/run',
    access: 'Reports:View',
    tag,
    summary: 'One page of a report with its filters, sorted, with the totals of every row',
    body: reportRunBody,
    response: reportResult,
  }),
  export: endpoint({
    method: 'POST',
    path: '/api/reports/export',
    access: 'Reports:View',
    tag,
    summary: 'Every row of a report with its totals as a CSV, Excel or PDF file',
    body: reportExportBody,
    response: fileResponse,
  }),
  views: endpoint({
    method: 'GET',
    path: '/api/reports/views',
    access: 'Reports:View',
    tag,
    summary: "The caller's saved views of a report, by name",
    query: reportViewsQuery,
    response: z.array(reportView),
  }),
  saveView: endpoint({
    method: 'POST',
    path: '/api/reports/views',
    access: 'Reports:View',
    tag,
    summary: "Save a report's filters and order under a name (a view of the same name is replaced)",
    body: reportViewBody,
    response: reportView,
  }),
  removeView: endpoint({
    method: 'DELETE',
    path: '/api/reports/views/:id',
    access: 'Reports:View',
    tag,
    summary: 'Delete one of the caller’s saved views',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
  schedules: endpoint({
    method: 'GET',
    path: '/api/reports/schedules',
    access: 'Reports:View',
    tag,
    summary: "The caller's scheduled report mailings",
    response: z.array(reportSchedule),
  }),
  schedule: endpoint({
    method: 'POST',
    path: '/api/reports/schedules',
    access: 'Reports:View',
    tag,
    summary: 'Mail a report weekly or monthly to chosen staff, as a PDF or Excel attachment',
    body: reportScheduleBody,
    status: 201,
    response: reportSchedule,
  }),
  sendNow: endpoint({
    method: 'POST',
    path: '/api/reports/schedules/:id/send',
    access: 'Reports:View',
    tag,
    summary: 'Mail one of the caller’s scheduled reports now (its schedule is unchanged)',
    params: idParam,
    response: reportSchedule,
  }),
  removeSchedule: endpoint({
    method: 'DELETE',
    path: '/api/reports/schedules/:id',
    access: 'Reports:View',
    tag,
    summary: 'Stop one of the caller’s scheduled mailings',
    params: idParam,
    status: 204,
    response: z.null(),
  }),
};
