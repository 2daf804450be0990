import { type ReportFilterKey, type ReportKey, type ReportSpec, reportKey, reportSpecOf } from '@freightdesk/contracts';
import { Button, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconFilterOff, IconLock, IconMathFunction, IconTableOff } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useMatch, useSearchParams } from 'react-router';
import { ApiError } from '../../../api/client';
import { NotFoundScreen } from '../../../app/screens/NotFoundScreen';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { type ReportRequest, useReportRun, useReportViews } from '../api';
import { ExportButtons } from '../components/ExportButtons';
import { ReportChart } from '../components/ReportChart';
import { ReportFilterBar } from '../components/ReportFilterBar';
import { reportColumns } from '../components/reportColumns';
import { ScheduleDialog } from '../components/ScheduleDialog';
import { ViewsMenu } from '../components/ViewsMenu';
import { chartOf } from '../reportChart';
import { filtersFromParams, withFilter } from '../reportFilters';
import { reportList } from '../reportGrid';
import { describeNeeds } from '../reportNeeds';
import { appliedView, withView } from '../reportViews';

/**
 * /reports/{key}: one report of the catalogue (each has its route, see feature.ts). An address
 * whose key the catalogue lacks is not a report: the app's not-found screen.
 */
export default function ReportPage() {
  const parsed = reportKey.safeParse(useMatch('/reports/:key')?.params.key);
  return parsed.success ? <Report name={parsed.data} /> : <NotFoundScreen />;
}

/**
 * A report: its formula, its filters, its picture and its rows, a page at a time, sortable, with
 * the totals of every row at the bottom; and the whole of it as a file. Filters, sort and page are
 * in the address, so a reload or a shared link shows the same report. The user's saved views of
 * it set the filters and sort in one click, and it can be mailed on a schedule as shown.
 */
function Report({ name }: { name: ReportKey }) {
  const spec = reportSpecOf(name);
  const { scope } = useAuth();
  const list = useMemo(() => reportList(name, spec), [name, spec]);
  const columns = useMemo(() => reportColumns(name, spec, scope), [name, spec, scope]);
  const grid = useGridState({ list });
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(spec, params), [spec, params]);
  const request: ReportRequest = {
    report: name,
    filters,
    sortColumn: grid.request.sortColumn,
    reverse: grid.request.reverse,
  };
  const query = useReportRun(request, grid.request.pageIndex, grid.request.pageSize);
  const page = query.data;
  const refused = query.error instanceof ApiError && query.error.status === 403;
  const chart = page?.totalCount ? chartOf(spec, page) : null;
  const filtered = Object.keys(filters).length > 0;
  const views = useReportViews(name);
  const order = { sortColumn: grid.request.sortColumn ?? spec.defaultSort.column, reverse: grid.request.reverse };
  const applied = appliedView(views.data ?? [], spec, filters, order);
  const [scheduling, setScheduling] = useState(false);

  // Replace, not push, as the grid's own filters do: going back leaves the report, not one filter.
  const setFilter = (key: ReportFilterKey, value: string | number | null) =>
    setParams((p) => withFilter(p, key, value), { replace: true });
  const clearFilters = () =>
    setParams((p) => spec.filters.reduce((next, key) => withFilter(next, key, null), p), { replace: true });

  return (
    <>
      <PageHeader title={spec.title} />
      <Stack gap="md">
        {spec.note && <Formula note={spec.note} />}
        <ReportFilterBar spec={spec} filters={filters} read={page?.filters} onChange={setFilter} />
        {(!refused || filtered) && (
          <Group gap="sm">
            {/* Views and mailings of a report the server refuses would be refused too. */}
            {!refused && (
              <>
                <ViewsMenu
                  request={request}
                  views={views}
                  applied={applied}
                  onApply={(view) => setParams((p) => withView(p, spec, view), { replace: true })}
                />
                <Button
                  variant="default"
                  leftSection={<IconCalendarTime size={16} aria-hidden />}
                  onClick={() => setScheduling(true)}
                >
                  Schedule…
                </Button>
              </>
            )}
            {filtered && (
              <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={clearFilters}>
                Clear filters
              </Button>
            )}
          </Group>
        )}
        <ScheduleDialog
          opened={scheduling}
          spec={spec}
          request={request}
          name={applied?.name}
          onClose={() => setScheduling(false)}
        />
        {refused ? (
          <Refused spec={spec} />
        ) : (
          <>
            {spec.chart && (chart ? <ReportChart chart={chart} /> : query.isPending && <Skeleton height={160} />)}
            <DataGrid
              state={grid}
              query={query}
              columns={columns}
              // No totals line over the empty state: there is nothing to add up.
              totals={page?.totalCount ? page.totals : undefined}
              noun="rows"
              label={spec.title}
              idAccessor="index"
              // A report of many columns fits a laptop's page rather than scrolling sideways.
              dense={Object.keys(spec.columns).length > 8}
              search={false}
              actions={<ExportButtons request={request} disabled={!page?.totalCount} />}
              empty={{
                title: 'No rows for these filters',
                description: emptyHint(spec, filtered),
                icon: <IconTableOff size={22} aria-hidden />,
              }}
            />
          </>
        )}
      </Stack>
    </>
  );
}

/** Why a report has no rows, and the way to some: the filters chosen, its period, or nothing yet. */
function emptyHint(spec: ReportSpec, filtered: boolean): string {
  if (filtered) return 'Nothing in this report matches them: choose others, or clear them.';
  if (spec.filters.includes('from')) return 'Nothing in the projects you see falls in this period: choose another.';
  return 'Nothing in the projects you see goes into this report yet.';
}

/** The rule behind the figures, under the title, so the reader can trust (or check) them. */
function Formula({ note }: { note: string }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start" mt={-8}>
      <IconMathFunction size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Text size="sm" c="dimmed" maw={880}>
        {note}
      </Text>
    </Group>
  );
}

/** The server refused the report: the user lacks View on a module it reads. */
function Refused({ spec }: { spec: ReportSpec }) {
  return (
    <EmptyState
      py="xl"
      variant="light"
      color="orange"
      icon={<IconLock aria-hidden />}
      title="You do not have permission to run this report"
      description={`It reads records that need ${describeNeeds([spec])}. Ask an administrator if you need it.`}
      role="alert"
    />
  );
}
