import { type Charge, type ChargeListColumn, chargeList } from '@freightdesk/contracts';
import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconEye, IconPencil, IconReceiptOff, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { columnsFrom, displayColumn, type GridColumn } from '../../../components/DataGrid';
import { statusBadgeOf } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { formatMoney, formatNumber } from '../../../lib/numbers';
import { chargeName, containerLabel } from '../chargeForm';
import { ChargeReviewBadge } from './ChargeBreakdown';

/** Open charges still to bill, blue; invoiced ones done, green. */
export const ChargeStatusBadge = statusBadgeOf({ open: 'freight', invoiced: 'green' });

/** The address of the record a charge is on (the paths are the record screens' own). */
const recordPaths: Partial<Record<Charge['containerModule'], string>> = {
  PO: '/purchase-orders',
  Shipment: '/shipments',
  RA: '/receiving-alerts',
  PickTicket: '/pick-tickets',
};

function ForCell({ charge: c }: { charge: Charge }) {
  const base = recordPaths[c.containerModule];
  if (!base || c.containerId === null || !c.containerNumber) return containerLabel(c.containerModule, null);
  return (
    <>
      <Text size="xs" c="dimmed">
        {containerLabel(c.containerModule, null)}
      </Text>
      <Anchor component={Link} to={`${base}/${c.containerId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {c.containerNumber}
      </Anchor>
    </>
  );
}

/**
 * The type, and the description under it; on a phone, where the date, quantity, rate, record and
 * status columns are left out so the amount and the row's buttons fit, those too.
 */
function TypeCell({ charge: c, withFor, withStatus }: { charge: Charge; withFor: boolean; withStatus: boolean }) {
  const phoneLine = [
    formatDate(c.chargeDate),
    `${formatNumber(c.quantity)} ${c.unit} × ${formatMoney(c.rate, { decimals: 4 })}`,
    c.state === 'Draft' && 'Draft',
    withFor && c.containerNumber,
    withStatus && c.status === 'Invoiced' && 'Invoiced',
  ].filter(Boolean);
  return (
    <>
      <Text size="sm" fw={500}>
        {c.type}
      </Text>
      {c.description && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {c.description}
        </Text>
      )}
      <Text size="xs" c="dimmed" hiddenFrom="sm">
        {phoneLine.join(' · ')}
      </Text>
    </>
  );
}

export interface ChargeRowActions {
  /** Opens the charge: its form when it may be changed, else to read. */
  onOpen: (c: Charge) => void;
  /** Whether the user may change this charge (an open one, with Invoice:Update). */
  canEdit: (c: Charge) => boolean;
  /** Whether the user may delete it (an open one, with Invoice:Delete); null: no Delete at all. */
  canDelete: ((c: Charge) => boolean) | null;
  onDelete: (c: Charge) => void;
  /** An invoice's charges while it is a draft: takes the charge off the invoice (it is open again). */
  onRemove?: ((c: Charge) => void) | null;
  /** The charge being taken off, whose button waits. */
  removing?: number | null;
}

export interface ChargeColumnOptions {
  /** The project's tab and an invoice's: the record each charge is on. */
  withFor: boolean;
  /** Open or Invoiced: left out where every row has the same (an invoice's, a picker of open ones). */
  withStatus?: boolean;
  /** The footer's totals of the number columns (a picker shows what is picked instead). */
  withTotals?: boolean;
  /** The last column's buttons; null for none (a picker, where a row is ticked). */
  actions: ChargeRowActions | null;
}

/**
 * The charges grid's columns. On a record's tab the record is known, so "For" is left out. The
 * type carries the description under it, and the quantity its unit, so the grid fits beside the
 * sidebar at 1280 px; the last column opens (or edits) and deletes a row by the keyboard too, or
 * takes it off its invoice.
 */
export function chargeColumns({ withFor, withStatus = true, withTotals = true, actions }: ChargeColumnOptions) {
  const noTotal = withTotals ? {} : { total: false };
  const columns: GridColumn<Charge>[] = columnsFrom<Charge, ChargeListColumn>(chargeList, {
    chargeDate: { width: 110, visibleFrom: 'sm' },
    projectNumber: { visible: false, filter: false },
    projectId: { filter: false },
    containerModule: withFor
      ? { visibleFrom: 'sm', render: (c) => <ForCell charge={c} /> }
      : { visible: false, filter: false },
    containerNumber: { visible: false },
    category: { visibleFrom: 'xl' },
    type: { render: (c) => <TypeCell charge={c} withFor={withFor} withStatus={withStatus} /> },
    description: { visible: false },
    quantity: {
      width: 110,
      visibleFrom: 'sm',
      ...noTotal,
      render: (c) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatNumber(c.quantity)} {c.unit}
        </span>
      ),
    },
    unit: { visible: false },
    rate: {
      width: 110,
      visibleFrom: 'md',
      ...noTotal,
      render: (c) => <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatMoney(c.rate, { decimals: 4 })}</span>,
    },
    amount: { width: 110, ...noTotal },
    status: withStatus
      ? { width: 110, visibleFrom: 'sm', render: (c) => <ChargeStatusBadge status={c.status} /> }
      : { visible: false, filter: false },
    // Draft (a billing run's, not reviewed), Confirmed, or Adjustment.
    state: withStatus
      ? { width: 130, visibleFrom: 'md', render: (c) => <ChargeReviewBadge charge={c} /> }
      : { visible: false, filter: false },
    modifiedAt: { visible: false },
  });
  return actions ? [...columns, actionsColumn(actions)] : columns;
}

function actionsColumn({
  onOpen,
  canEdit,
  canDelete,
  onDelete,
  onRemove,
  removing,
}: ChargeRowActions): GridColumn<Charge> {
  return displayColumn<Charge>('actions', 'Actions', {
    width: canDelete || onRemove ? 96 : 60,
    textAlign: 'right',
    render: (c) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {canEdit(c) ? (
          <ActionIcon variant="subtle" size="lg" aria-label={`Edit ${chargeName(c)}`} onClick={() => onOpen(c)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
        ) : (
          <ActionIcon variant="subtle" size="lg" aria-label={`View ${chargeName(c)}`} onClick={() => onOpen(c)}>
            <IconEye size={18} aria-hidden />
          </ActionIcon>
        )}
        {canDelete?.(c) && (
          <ActionIcon
            variant="subtle"
            size="lg"
            color="red.9"
            aria-label={`Delete ${chargeName(c)}`}
            onClick={() => onDelete(c)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        )}
        {onRemove && (
          <ActionIcon
            variant="subtle"
            size="lg"
            color="red.9"
            aria-label={`Remove ${chargeName(c)} from the invoice`}
            title="Remove from the invoice: the charge is open again"
            loading={removing === c.id}
            disabled={removing !== null && removing !== undefined && removing !== c.id}
            onClick={() => onRemove(c)}
          >
            <IconReceiptOff size={18} aria-hidden />
          </ActionIcon>
        )}
      </Group>
    ),
  });
}
