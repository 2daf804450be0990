import {
  allows,
  type BillingPeriod,
  billingPeriodStatuses,
  type WarehouseChargeRun,
  type WarehousePeriodSummary,
} from '@freightdesk/contracts';
import { ActionIcon, Button, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconCalendarDollar,
  IconChevronDown,
  IconClock,
  IconDots,
  IconListCheck,
  IconReceipt,
  IconTrash,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, displayColumn, type GridColumn } from '../../../components/DataGrid';
import { DetailSection } from '../../../components/detail';
import { ErrorState } from '../../../components/ErrorState';
import { notify } from '../../../components/notify';
import { StatusBadge, statusBadgeOf } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { PHONE_QUERY, useMedia } from '../../../lib/media';
import { formatNumber } from '../../../lib/numbers';
import { useBillingPeriods, useCreateWarehouseCharges, useSetBillingPeriodStatus, useWarehouseSummary } from '../api';
import { TabLoading } from './TabStates';
import { BillingHoursDialog, RemoveWarehouseChargesDialog, WarehouseReviewDialog } from './WarehouseBillingDialogs';

/** docs/design.md section 6: Open → Closed → Invoiced. */

export const BillingPeriodStatusBadge = statusBadgeOf({ open: 'green', closed: 'gray', invoiced: 'freight' });

const monthOf = (p: BillingPeriod) => dayjs(p.startDate).format('MMMM YYYY');

/** The period's columns; a phone gives the status only the badge's room, so the actions fit beside it. */
const periodColumns = (phone: boolean): GridColumn<BillingPeriod>[] => [
  displayColumn<BillingPeriod>('month', 'Period', {
    render: (p) => (
      <>
        <Text span size="sm" fw={600} display="block">
          {monthOf(p)}
        </Text>
        {/* Below the widest screens the dates read under the month, in place of their columns. */}
        <Text span size="xs" c="dimmed" display="block" hiddenFrom="xl">
          {formatDate(p.startDate)} – {formatDate(p.endDate)}
        </Text>
      </>
    ),
  }),
  displayColumn<BillingPeriod>('startDate', 'From', { type: 'date', width: 130, visibleFrom: 'xl' }),
  displayColumn<BillingPeriod>('endDate', 'To', { type: 'date', width: 130, visibleFrom: 'xl' }),
  displayColumn<BillingPeriod>('status', 'Status', {
    type: 'enum',
    values: billingPeriodStatuses.listValues,
    filter: 'exact',
    width: phone ? 92 : 130,
    render: (p) => <BillingPeriodStatusBadge status={p.status} />,
  }),
];

/** Staff see the hours entered per charge type in each period: what each per-hour warehouse rate bills. */
const hoursColumn = displayColumn<BillingPeriod>('billingHours', 'Hours', {
  width: 150,
  visibleFrom: 'sm',
  total: false,
  render: (p) => {
    const entries = Object.entries(p.hours).filter(([, h]) => Number(h) > 0);
    if (!entries.length)
      return (
        <Text size="xs" c="dimmed">
          None
        </Text>
      );
    return entries.map(([type, h]) => (
      <Text key={type} size="xs" display="block">
        {type}: {formatNumber(h)} h
      </Text>
    ));
  },
});

/** Staff see where each period's warehouse charges stand: drafts to review, confirmed, changes since. */
const warehouseColumn = (summary: Map<number, WarehousePeriodSummary>) =>
  displayColumn<BillingPeriod>('warehouse', 'Warehouse charges', {
    width: 180,
    visibleFrom: 'md',
    render: (p) => {
      const s = summary.get(p.id);
      if (!s || (!s.drafts && !s.confirmed))
        return (
          <Text size="xs" c="dimmed">
            Not billed
          </Text>
        );
      return (
        <Group gap={4}>
          {s.drafts > 0 && (
            <StatusBadge color="yellow">
              {s.drafts} draft{s.drafts === 1 ? '' : 's'}
            </StatusBadge>
          )}
          {s.confirmed > 0 && <StatusBadge color="green">Confirmed</StatusBadge>}
          {s.changesSinceConfirmed > 0 && (
            <StatusBadge color="orange">
              {s.changesSinceConfirmed} change{s.changesSinceConfirmed === 1 ? '' : 's'} since confirmed
            </StatusBadge>
          )}
        </Group>
      );
    },
  });

/** What a staff user may do to an open period's warehouse billing. */
interface WarehouseAccess {
  review: boolean;
  bill: boolean;
  hours: boolean;
  remove: boolean;
}

type WarehouseAction = 'review' | 'bill' | 'hours' | 'remove';

/** The dialog of a period's warehouse billing on screen: a run's result, a review, the hours, or the removal's question. */
type ShownDialog =
  | { kind: 'run'; period: BillingPeriod; run: WarehouseChargeRun | null }
  | { kind: 'hours' | 'remove'; period: BillingPeriod };

/**
 * An open period's warehouse billing, in a menu: bill the warehouse (its result in a dialog), set
 * the billing hours, remove its warehouse charges. A phone shows the menu's button as an icon.
 */
function WarehouseMenu({
  period,
  access,
  billing,
  onPick,
}: {
  period: BillingPeriod;
  access: WarehouseAccess;
  billing: boolean;
  onPick: (action: WarehouseAction, period: BillingPeriod) => void;
}) {
  const phone = useMedia(PHONE_QUERY);
  const month = monthOf(period);
  const label = `Actions for ${month}`;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {phone ? (
          <ActionIcon variant="default" size={30} aria-label={label} loading={billing}>
            <IconDots size={16} aria-hidden />
          </ActionIcon>
        ) : (
          <Button
            size="compact-sm"
            variant="default"
            aria-label={label}
            loading={billing}
            rightSection={<IconChevronDown size={14} aria-hidden />}
          >
            Actions
          </Button>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {access.review && (
          <Menu.Item
            leftSection={<IconListCheck size={16} aria-hidden />}
            aria-label={`Review warehouse charges for ${month}`}
            onClick={() => onPick('review', period)}
          >
            Review and confirm
          </Menu.Item>
        )}
        {access.bill && (
          <Menu.Item
            leftSection={<IconReceipt size={16} aria-hidden />}
            aria-label={`Bill warehouse for ${month}`}
            onClick={() => onPick('bill', period)}
          >
            Bill warehouse
          </Menu.Item>
        )}
        {access.hours && (
          <Menu.Item
            leftSection={<IconClock size={16} aria-hidden />}
            aria-label={`Set hours for ${month}`}
            onClick={() => onPick('hours', period)}
          >
            Set hours…
          </Menu.Item>
        )}
        {access.remove && (
          <Menu.Item
            c="red.9"
            leftSection={<IconTrash size={16} aria-hidden />}
            aria-label={`Remove warehouse charges for ${month}`}
            onClick={() => onPick('remove', period)}
          >
            Remove warehouse charges
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The Billing periods tab: the project's contiguous months, from its start (or creation) to the
 * current month, newest first; warehouse charges are made per period and an invoice closes it.
 * Staff see each period's billing hours and, on an open period, bill the warehouse, set the hours
 * or remove the period's warehouse charges.
 */
export function BillingPeriodsTab({ projectId }: { projectId: number }) {
  const periods = useBillingPeriods(projectId);
  const rows = useMemo(() => [...(periods.data ?? [])].reverse(), [periods.data]);
  const { scope, staff } = useAuth();
  const setStatus = useSetBillingPeriodStatus(projectId);
  const createCharges = useCreateWarehouseCharges(projectId);
  // The dialog last shown stays while it fades out, so its title and content do not empty first.
  const [dialog, setDialog] = useState<ShownDialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const show = (d: ShownDialog) => {
    setDialog(d);
    setDialogOpen(true);
  };
  const closeDialog = () => setDialogOpen(false);
  // Billing is the provider's work: a client user sees neither the hours nor the actions, nor closes a period.
  const canClose = staff && allows(scope, 'Project:Update');
  const warehouse: WarehouseAccess = {
    review: staff && allows(scope, 'Invoice:View'),
    bill: staff && allows(scope, 'Invoice:Create'),
    hours: staff && canClose,
    remove: staff && allows(scope, 'Invoice:Delete'),
  };
  const withMenu = warehouse.review || warehouse.bill || warehouse.hours || warehouse.remove;
  const summary = useWarehouseSummary(projectId, warehouse.review);
  const summaries = useMemo(() => new Map((summary.data ?? []).map((s) => [s.billingPeriodId, s])), [summary.data]);
  const phone = useMedia(PHONE_QUERY);
  const today = dayjs().format('YYYY-MM-DD');

  const bill = async (period: BillingPeriod) => {
    try {
      show({ kind: 'run', period, run: await createCharges.mutateAsync(period.id) });
    } catch (err) {
      notify.error(errorText(err));
    }
  };
  const pick = (action: WarehouseAction, period: BillingPeriod) =>
    action === 'bill'
      ? void bill(period)
      : action === 'review'
        ? show({ kind: 'run', period, run: null })
        : show({ kind: action, period });

  const change = async (period: BillingPeriod, status: 'Open' | 'Closed') => {
    try {
      await setStatus.mutateAsync({ id: period.id, status });
      notify.success(`${monthOf(period)} ${status === 'Closed' ? 'closed' : 'reopened'}`);
    } catch (err) {
      notify.error(errorText(err));
    }
  };
  const statusButton = (p: BillingPeriod) =>
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
    ) : null;
  const shown = [
    ...periodColumns(phone),
    ...(staff ? [hoursColumn] : []),
    ...(warehouse.review ? [warehouseColumn(summaries)] : []),
    ...(canClose || withMenu
      ? [
          displayColumn<BillingPeriod>('actions', 'Actions', {
            // Close and the menu side by side: the menu's button is an icon on a phone.
            width: withMenu ? (phone ? 116 : 210) : 130,
            textAlign: 'right',
            render: (p) => (
              <Group gap={6} justify="flex-end" wrap="nowrap">
                {canClose && statusButton(p)}
                {withMenu && p.status === 'Open' && (
                  <WarehouseMenu
                    period={p}
                    access={warehouse}
                    billing={createCharges.isPending && createCharges.variables === p.id}
                    onPick={pick}
                  />
                )}
              </Group>
            ),
          }),
        ]
      : []),
  ];

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
  const month = dialog ? monthOf(dialog.period) : '';
  return (
    <Stack gap="md">
      <DetailSection title="Billing periods">
        <Text size="sm" c="dimmed" mb="sm">
          {rows.length === 1 ? 'One period' : `${rows.length} periods`}, newest first
          {open ? `; ${open} open for charges.` : '.'} Warehouse charges are made per period; a period closes once it
          has ended, in order, and its invoice marks it invoiced.
          {withMenu &&
            ' An open period’s Actions bill its warehouse from the project’s warehouse rates as drafts only staff see; review how each was worked out, bill again after a fix (drafts are replaced), then confirm: confirmed charges are frozen, the client sees them, and a later run makes adjustments.'}
        </Text>
        <DataGrid<BillingPeriod>
          // The table keeps the column widths it was first drawn with: a phone's narrower ones take a
          // new table when the screen crosses that width (a phone turned sideways, say).
          key={phone ? 'phone' : 'wide'}
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
      <WarehouseReviewDialog
        projectId={projectId}
        opened={dialogOpen && dialog?.kind === 'run'}
        period={dialog?.kind === 'run' ? dialog.period : null}
        run={dialog?.kind === 'run' ? dialog.run : null}
        month={month}
        canConfirm={staff && allows(scope, 'Invoice:Update')}
        onClose={closeDialog}
      />
      <BillingHoursDialog
        projectId={projectId}
        opened={dialogOpen && dialog?.kind === 'hours'}
        period={dialog?.period ?? null}
        month={month}
        onClose={closeDialog}
      />
      <RemoveWarehouseChargesDialog
        opened={dialogOpen && dialog?.kind === 'remove'}
        period={dialog?.period ?? null}
        month={month}
        onClose={closeDialog}
      />
    </Stack>
  );
}
