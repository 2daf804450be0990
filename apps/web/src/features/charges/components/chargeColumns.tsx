import { type Charge, type ChargeListColumn, chargeList } from '@freightdesk/contracts';
import { ActionIcon, Anchor, Group, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { columnsFrom, displayColumn, type GridColumn } from '../../../components/DataGrid';
import { statusBadgeOf } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/dates';
import { formatMoney, formatNumber } from '../../../lib/numbers';
import { chargeName, containerLabel } from '../chargeForm';

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
function TypeCell({ charge: c, withFor }: { charge: Charge; withFor: boolean }) {
  const phoneLine = [
    formatDate(c.chargeDate),
    `${formatNumber(c.quantity)} ${c.unit} × ${formatMoney(c.rate)}`,
    withFor && c.containerNumber,
    c.status === 'Invoiced' && 'Invoiced',
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
}

/**
 * The charges grid's columns. On a record's tab the record is known, so "For" is left out. The
 * type carries the description under it, and the quantity its unit, so the grid fits beside the
 * sidebar at 1280 px; the last column opens (or edits) and deletes a row by the keyboard too.
 */
export function chargeColumns({ withFor, actions }: { withFor: boolean; actions: ChargeRowActions }) {
  const columns: GridColumn<Charge>[] = columnsFrom<Charge, ChargeListColumn>(chargeList, {
    chargeDate: { width: 110, visibleFrom: 'sm' },
    projectNumber: { visible: false, filter: false },
    projectId: { filter: false },
    containerModule: withFor
      ? { visibleFrom: 'sm', render: (c) => <ForCell charge={c} /> }
      : { visible: false, filter: false },
    containerNumber: { visible: false },
    category: { visibleFrom: 'xl' },
    type: { render: (c) => <TypeCell charge={c} withFor={withFor} /> },
    description: { visible: false },
    quantity: {
      width: 110,
      visibleFrom: 'sm',
      render: (c) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {formatNumber(c.quantity)} {c.unit}
        </span>
      ),
    },
    unit: { visible: false },
    rate: { width: 110, visibleFrom: 'md' },
    amount: { width: 110 },
    status: { width: 110, visibleFrom: 'sm', render: (c) => <ChargeStatusBadge status={c.status} /> },
    modifiedAt: { visible: false },
  });
  return [...columns, actionsColumn(actions)];
}

function actionsColumn({ onOpen, canEdit, canDelete, onDelete }: ChargeRowActions): GridColumn<Charge> {
  return displayColumn<Charge>('actions', 'Actions', {
    width: canDelete ? 96 : 60,
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
      </Group>
    ),
  });
}
