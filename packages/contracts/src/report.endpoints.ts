import { endpoint } from './common/endpoint';
import { fileResponse } from './common/export';
import { reportCatalogueAnswer, reportExportBody, reportResult, reportRunBody } from './report';

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
};
