import type { ReportFilters, ReportSchedule, ReportSpec } from '@freightdesk/contracts';
import { formatDate } from '../../lib/dates';

type Cadence = ReportSchedule['cadence'];
type Format = ReportSchedule['format'];

export const cadenceLabels: Record<Cadence, string> = {
  weekly: 'Weekly, on Mondays',
  monthly: 'Monthly, on the 1st',
};

export const formatLabels: Record<Format, string> = { pdf: 'PDF', xlsx: 'Excel' };

/**
 * What each mailing of a report covers, as the server makes it (report.mailer.ts): a report of a
 * period without one chosen covers the week or the month before the mailing; a chosen period, or
 * a chosen "as of" day, stays what it is in every mailing.
 */
export function coverageOf(spec: Pick<ReportSpec, 'filters'>, filters: ReportFilters, cadence: Cadence): string {
  if (spec.filters.includes('from')) {
    if (filters.from) {
      const to = filters.to ? ` to ${formatDate(filters.to)}` : '';
      return `Each mailing covers the period in the filters: ${formatDate(filters.from)}${to}.`;
    }
    return cadence === 'weekly'
      ? 'Each mailing covers the week before it, Monday to Sunday.'
      : 'Each mailing covers the month before it.';
  }
  if (spec.filters.includes('asOf')) {
    return filters.asOf
      ? `Each mailing shows the report as of ${formatDate(filters.asOf)}, the day in the filters.`
      : 'Each mailing shows the report as of the day it is sent.';
  }
  return 'Each mailing shows the report as it stands when it is sent.';
}

/** The people a schedule mails, by name: "Dana Reyes, Sam Ortiz and Lee Chan". */
export function recipientsText(recipients: readonly { name: string }[]): string {
  const names = recipients.map((r) => r.name);
  if (names.length === 0) return 'Nobody';
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}
