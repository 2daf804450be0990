import { allows, type BillingPeriod, billingPeriodStatuses } from '@freightdesk/contracts';
import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarDollar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, displayColumn, type GridColumn } from '../../../components/DataGrid';
import { DetailSection } from '../../../components/detail';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { statusBadgeOf } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { useBillingPeriods, useSetBillingPeriodStatus } from '../api';
import { TabLoading } from './TabStates';

/** DESIGN.md section 6: Open → Closed → Invoiced. */

export const BillingPeriodStatusBadge = statusBadgeOf({ open: 'green', closed: 'gray', invoiced: 'freight' });

const monthOf = (p: BillingPeriod) => dayjs(p.startDate).format('MMMM YYYY');

const columns: GridColumn<BillingPeriod>[] = [
  displayColumn<BillingPeriod>('month', 'Period', {
    render: (p) => (
      <>
        <Text span size="sm" fw={600} display="block">
          {monthOf(p)}
        </Text>
        {/* On a phone the dates read under the month, in place of their columns. */}
        <Text span size="xs" c="dimmed" display="block" hiddenFrom="sm">
          {formatDate(p.startDate)} – {formatDate(p.endDate)}
        </Text>
      </>
    ),
  }),
  displayColumn<BillingPeriod>('startDate', 'From', { type: 'date', width: 130, visibleFrom: 'sm' }),
  displayColumn<BillingPeriod>('endDate', 'To', { type: 'date', width: 130, visibleFrom: 'sm' }),
  displayColumn<BillingPeriod>('status', 'Status', {
    type: 'enum',
    values: billingPeriodStatuses.listValues,
    filter: 'exact',
    width: 130,
    render: (p) => <BillingPeriodStatusBadge status={p.status} />,
  }),
];

/**
 * The Billing periods tab: the project's contiguous months, from its start (or creation) to the
 * current month, newest first; warehouse charges are made per period and an invoice closes it.
 */
export function BillingPeriodsTab({ projectId }: { projectId: number }) {
  const periods = useBillingPeriods(projectId);
  const rows = useMemo(() => [...(periods.data ?? [])].reverse(), [periods.data]);
  const { scope } = useAuth();
  const setStatus = useSetBillingPeriodStatus(projectId);
  const canClose = allows(scope, 'Project:Update');
  const today = dayjs().format('YYYY-MM-DD');

  const change = async (period: BillingPeriod, status: 'Open' | 'Closed') => {
    try {
      await setStatus.mutateAsync({ id: period.id, status });
      notify.success(`${monthOf(period)} ${status === 'Closed' ? 'closed' : 'reopened'}`);
    } catch (err) {
      notify.error(errorText(err));
    }
  };
  const shown = canClose
    ? [
        ...columns,
        displayColumn<BillingPeriod>('actions', 'Actions', {
          width: 130,
          textAlign: 'right',
          render: (p) =>
            p.status === 'Open' && p.endDate < today ? (
              <Button
                size="compact-sm"
                variant="light"
                aria-label={`Close ${monthOf(p)}`}
                loading={setStatus.isPending && setStatus.variables?.id === p.id}
                onClick={() => void change(p, 'Closed')}
              >
                Close
              </Button>
            ) : p.status === 'Closed' ? (
              <Button
                size="compact-sm"
                variant="subtle"
                aria-label={`Reopen ${monthOf(p)}`}
                loading={setStatus.isPending && setStatus.variables?.id === p.id}
                onClick={() => void change(p, 'Open')}
              >
                Reopen
              </Button>
            ) : null,
        }),
      ]
    : columns;

  if (periods.isPending) return <TabLoading label="Loading billing periods" />;
  if (periods.isError)
    return (
      <ErrorState
        title="Could not load the billing periods"
        error={periods.error}
        onRetry={() => void periods.refetch()}
      />
    );

  const open = rows.filter((p) => p.status === 'Open').length;
  return (
    <Stack gap="md">
      <DetailSection title="Billing periods">
        <Text size="sm" c="dimmed" mb="sm">
          {rows.length === 1 ? 'One period' : `${rows.length} periods`}, newest first
          {open ? `; ${open} open for charges.` : '.'} Warehouse charges are made per period; a period closes once it
          has ended, in order, and its invoice marks it invoiced.
        </Text>
        <DataGrid<BillingPeriod>
          rows={rows}
          columns={shown}
          noun="billing periods"
          label="Billing periods"
          search={false}
          maxHeight={560}
          empty={{
            title: 'No billing periods yet',
            description: 'Periods start with the project’s start date, one per calendar month.',
            icon: <IconCalendarDollar size={22} aria-hidden />,
          }}
        />
      </DetailSection>
    </Stack>
  );
}
