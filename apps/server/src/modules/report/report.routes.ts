import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ReportMailer } from './report.mailer';
import type { SavedReports } from './report.saved';
import type { ReportService } from './report.service';

export function reportRoutes(r: Router, s: { reports: ReportService; saved: SavedReports; mailer: ReportMailer }) {
  const e = api.report;
  r.bind(e.catalogue, async ({ actor }) => s.reports.catalogue(actor));
  r.bind(e.run, ({ actor, body }) => s.reports.run(actor, body));
  r.bind(e.export, ({ actor, body }) => s.reports.export(actor, body));
  r.bind(e.views, ({ actor, query }) => s.saved.views(actor, query.report));
  r.bind(e.saveView, ({ actor, body }) => s.saved.saveView(actor, body));
  r.bind(e.removeView, async ({ actor, params }) => {
    await s.saved.removeView(actor, params.id);
    return null;
  });
  r.bind(e.schedules, ({ actor }) => s.saved.schedules(actor));
  r.bind(e.schedule, ({ actor, body }) => s.saved.schedule(actor, body));
  r.bind(e.sendNow, ({ actor, params }) => s.mailer.sendNow(actor, params.id));
  r.bind(e.removeSchedule, async ({ actor, params }) => {
    await s.saved.removeSchedule(actor, params.id);
    return null;
  });
}
