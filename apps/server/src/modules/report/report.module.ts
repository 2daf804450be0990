import { defineModule } from '../../platform/module';
import { reportRoutes } from './report.routes';
import { createReportService, type ReportService } from './report.service';

declare module '../../platform/module' {
  interface ModuleServices {
    report: { reports: ReportService };
  }
}

/**
 * Reports across the warehouse, purchasing and money: each reads other modules' tables through its
 * own read declarations (report.*.read.ts), within the caller's projects, and writes nothing.
 */
export const reportModule = defineModule({
  name: 'report',
  dependsOn: [
    'inventory',
    'purchaseOrder',
    'shipment',
    'receivingAlert',
    'pickTicket',
    'charge',
    'invoice',
    'vendorBill',
  ],
  create: ({ db }) => ({ reports: createReportService({ db }) }),
  routes: (router, { reports }) => reportRoutes(router, reports),
});
