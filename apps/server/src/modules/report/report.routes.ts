import { api } from '@freightdesk/contracts';
import type { Router } from '../../platform/http/router';
import type { ReportService } from './report.service';

export function reportRoutes(r: Router, reports: ReportService) {
  const e = api.report;
  r.bind(e.catalogue, async ({ actor }) => reports.catalogue(actor));
  r.bind(e.run, ({ actor, body }) => reports.run(actor, body));
  r.bind(e.export, ({ actor, body }) => reports.export(actor, body));
}
