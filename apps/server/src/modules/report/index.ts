/** Reports: read-only, across the modules, within the caller's projects. */
export type { ReportService } from './report.service';
