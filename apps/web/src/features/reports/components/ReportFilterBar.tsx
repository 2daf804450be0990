import { MAX_YEAR, MIN_YEAR, type ReportFilterKey, type ReportFilters, type ReportSpec } from '@freightdesk/contracts';
import { SimpleGrid, TextInput } from '@mantine/core';
import { CompanyPicker, ProjectPicker, useAskedProject } from '../../lookups';

type DateKey = Extract<ReportFilterKey, 'asOf' | 'from' | 'to'>;

const dateLabels: Record<DateKey, string> = { asOf: 'As of', from: 'From', to: 'To' };

interface ReportFilterBarProps {
  spec: ReportSpec;
  /** The filters the address holds. */
  filters: ReportFilters;
  /** The filters as the server read them: the dates it chose (today, this month) while the address names none. */
  read: ReportFilters | undefined;
  onChange: (key: ReportFilterKey, value: string | number | null) => void;
}

/**
 * The filters a report declares, in its order: a project and a client picked by search, dates in
 * the browser's own date input. A date left empty shows the day the report chose for it.
 */
export function ReportFilterBar({ spec, filters, read, onChange }: ReportFilterBarProps) {
  // The chosen project's label after a reload, before any search has named it.
  const { projectLabel } = useAskedProject();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      {spec.filters.map((key) => {
        if (key === 'projectId') {
          return (
            <ProjectPicker
              key={key}
              value={filters.projectId ?? null}
              onChange={(id) => onChange(key, id)}
              initialLabel={projectLabel}
            />
          );
        }
        if (key === 'clientId') {
          return (
            <CompanyPicker
              key={key}
              label="Client"
              placeholder="Search clients"
              noun="client"
              value={filters.clientId ?? null}
              onChange={(id) => onChange(key, id)}
            />
          );
        }
        return (
          <TextInput
            key={key}
            type="date"
            label={dateLabels[key]}
            min={`${MIN_YEAR}-01-01`}
            max={`${MAX_YEAR}-12-31`}
            value={filters[key] ?? read?.[key] ?? ''}
            onChange={(e) => onChange(key, e.currentTarget.value)}
          />
        );
      })}
    </SimpleGrid>
  );
}
