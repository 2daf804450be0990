import type { ReportColumnType, ReportSpec } from '@freightdesk/contracts';
import type { Bar } from './components/BarChart';
import { formatReportValue, type ReportPage } from './reportGrid';

export interface ChartData {
  title: string;
  bars: Bar[];
}

/** A column's type; text for a key the report does not declare (the catalogue's own declarations name them). */
const typeOf = (spec: ReportSpec, key: string): ReportColumnType => spec.columns[key]?.type ?? 'text';

/**
 * The bars a report declares (`chart`), from its answer: the totals of some columns over every row
 * (an aging's buckets), or one column over the rows of the page shown (each project's quantity).
 * Values stay the exact decimal text; `text` is how the grid writes them.
 */
export function chartOf(spec: ReportSpec, page: Pick<ReportPage, 'items' | 'totals'>): ChartData | null {
  const chart = spec.chart;
  if (!chart) return null;
  if (chart.kind === 'totals') {
    const bars = chart.columns.map((key) => {
      const value = page.totals[key] ?? '0';
      return { label: spec.columns[key]?.label ?? key, value, text: formatReportValue(typeOf(spec, key), value) };
    });
    return { title: chart.title, bars };
  }
  const bars = page.items.map(({ cells }) => {
    const value = cells[chart.value] ?? 0;
    return {
      label: formatReportValue(typeOf(spec, chart.label), cells[chart.label]) || '—',
      value: String(value),
      text: formatReportValue(typeOf(spec, chart.value), value),
    };
  });
  return { title: chart.title, bars };
}
