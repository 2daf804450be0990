import { defineModule } from '../../platform/module';
import { createReportMailer, type ReportMailer } from './report.mailer';
import { reportRoutes } from './report.routes';
import { createSavedReports, type SavedReports } from './report.saved';
import { createReportService, type ReportService } from './report.service';

declare module '../../platform/module' {
  interface ModuleServices {
    report: { reports: ReportService; saved: SavedReports; mailer: ReportMailer };
  }
}

/**
 * Reports across the warehouse, purchasing and money: each reads other modules' tables through its
 * own read declarations (report.*.read.ts), within the caller's projects. A user keeps views of
 * them by name and mails them on a schedule (every `every.reportMail` ms the due ones are sent).
 */
export const reportModule = defineModule({
  name: 'report',
  dependsOn: [
    'inventory',
    'purchaseOrder',
    'shipment',
    'receivingAlert',
    'pickTicket',
    'cycleCount',
    'location',
    'charge',
    'invoice',
    'vendorBill',
    'mail',
  ],
  create: ({ db, publicUrl }, { mail }) => {
    const reports = createReportService({ db });
    const saved = createSavedReports({ db, reports });
    return { reports, saved, mailer: createReportMailer({ db, reports, saved, mail: mail.mail, publicUrl }) };
  },
  routes: (router, services) => reportRoutes(router, services),
  start: ({ mailer }, { every, log, metrics }) =>
    every.reportMail ? mailer.start(every.reportMail, log, metrics.job('report mail')) : undefined,
});
