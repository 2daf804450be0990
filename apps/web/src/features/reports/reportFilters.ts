import { idText, isoDate, type ReportFilterKey, type ReportFilters, type ReportSpec } from '@freightdesk/contracts';

/** A filter's address text as the server takes it, or undefined when it does not fit. */
const readId = (text: string) => {
  const parsed = idText.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};
const readDate = (text: string) => {
  const parsed = isoDate.safeParse(text);
  return parsed.success ? parsed.data : undefined;
};

const readers: { [K in ReportFilterKey]-?: (text: string) => ReportFilters[K] } = {
  projectId: readId,
  clientId: readId,
  asOf: readDate,
  from: readDate,
  to: readDate,
};

/**
 * A report's filters from the address (`?projectId=12&asOf=2026-03-31`), so a reload or a shared
 * link shows the same report: only the filters the report declares, each checked as the server
 * checks it. Text that does not fit (a hand-edited link) is left out, and the report shows its
 * default instead of an error.
 */
export function filtersFromParams(spec: Pick<ReportSpec, 'filters'>, params: URLSearchParams): ReportFilters {
  const filters: ReportFilters = {};
  for (const key of spec.filters) {
    const text = params.get(key);
    const value = text === null ? undefined : readers[key](text);
    if (value !== undefined) Object.assign(filters, { [key]: value });
  }
  return filters;
}

/**
 * The address with one filter set, or removed when empty. Another filter shows other rows, so the
 * grid's page (`page`) goes back to the first; its sort and page size stay.
 */
export function withFilter(
  params: URLSearchParams,
  key: ReportFilterKey,
  value: string | number | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === undefined || value === '') next.delete(key);
  else next.set(key, String(value));
  next.delete('page');
  return next;
}
