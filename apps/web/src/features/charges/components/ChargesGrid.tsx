import { allows, type Charge, type ChargeListColumn, CLIENT_USER_TYPE_ID, type Paged } from '@freightdesk/contracts';
import { Button, Text } from '@mantine/core';
import { IconPlus, IconReceipt2 } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type Key, type ReactNode, useMemo, useState } from 'react';
import { errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataGrid, type GridState } from '../../../components/DataGrid';
import { notify } from '../../../components/notify';
import { formatDate } from '../../../lib/dates';
import { formatMoney } from '../../../lib/numbers';
import { useDeleteCharge, withoutStalePage } from '../api';
import { type ChargesOf, chargeName } from '../chargeForm';
import { ChargeDialog, readOnlyReason } from './ChargeDialog';
import { chargeColumns } from './chargeColumns';

/** Where the rows come from: a page of a search (its state in the URL), or every row at once (a picker's). */
type ChargeRows =
  | { grid: GridState<ChargeListColumn>; query: UseQueryResult<Paged<Charge>>; every?: never }
  | {
      every: { rows: readonly Charge[] | undefined; loading: boolean; error: unknown; onRetry: () => void };
      grid?: never;
      query?: never;
    };

/**
 * What the grid is for: a project's or a record's charges (added, edited, deleted); an invoice's
 * (none added here; while it is a draft a row is taken off it, `onRemove`, and its toolbar holds
 * `actions`, "Add charges"); or a picker's, whose rows are ticked.
 */
export type ChargesGridUse =
  | { kind: 'charges' }
  | {
      kind: 'invoice';
      onRemove: ((c: Charge) => void) | null;
      removing: number | null;
      actions?: ReactNode;
      /** The invoice's amount, in the footer. */
      total: string;
    }
  | { kind: 'pick'; picked: readonly number[]; onPick: (ids: number[]) => void };

type ChargesGridProps = ChargeRows & {
  of: ChargesOf;
  /** The table's accessible name ("Charges of purchase order PO-1001"). */
  label: string;
  /** What the tab says while there are none. */
  emptyText: string;
  use?: ChargesGridUse;
};

/** The dialog open: a new charge, or a charge to edit or read. */
type Opened = { charge: Charge | null } | null;

const charges: ChargesGridUse = { kind: 'charges' };
/** A picker's rows a page: enough to see a month's charges at once in a dialog. */
const PICK_PAGE_SIZE = 10;

/**
 * The charges of a project or of one of its records, a page at a time: Add charge for who holds
 * Invoice:Create (staff: client users do not enter charges), a row's Edit for Invoice:Update while
 * it is open (an invoiced one opens to read, saying why), and Delete after a question for
 * Invoice:Delete. The project hub's tab, every record's Charges tab, an invoice's charges and the
 * picker of a project's open charges are this one grid.
 */
export function ChargesGrid(props: ChargesGridProps) {
  const { of, label, emptyText, use = charges } = props;
  const { scope, user } = useAuth();
  const staff = user?.userTypeId !== CLIENT_USER_TYPE_ID;
  const managing = use.kind === 'charges';
  const canCreate = managing && staff && allows(scope, 'Invoice:Create');
  const canUpdate = staff && allows(scope, 'Invoice:Update');
  const canDelete = managing && staff && allows(scope, 'Invoice:Delete');
  const [opened, setOpened] = useState<Opened>(null);
  const [deleting, setDeleting] = useState<Charge | null>(null);
  const remove = useDeleteCharge();
  const onRemove = use.kind === 'invoice' ? use.onRemove : null;
  const removing = use.kind === 'invoice' ? use.removing : null;

  const columns = useMemo(
    () =>
      chargeColumns({
        withFor: of.module === 'Project',
        withStatus: managing,
        withTotals: use.kind !== 'pick',
        actions:
          use.kind === 'pick'
            ? null
            : {
                onOpen: (charge) => setOpened({ charge }),
                canEdit: (c) => readOnlyReason(c, canUpdate) === undefined,
                canDelete: canDelete ? (c) => readOnlyReason(c, true) === undefined : null,
                onDelete: setDeleting,
                onRemove,
                removing,
              },
      }),
    [of.module, managing, use.kind, canUpdate, canDelete, onRemove, removing],
  );

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting);
      notify.success(`Charge ${chargeName(deleting)} deleted`);
      setDeleting(null);
    } catch (err) {
      notify.error(errorText(err));
    }
  };

  const picking = use.kind === 'pick' ? use : null;
  const toggle = (c: Charge) =>
    picking?.onPick(
      picking.picked.includes(c.id) ? picking.picked.filter((id) => id !== c.id) : [...picking.picked, c.id],
    );
  const common = {
    columns,
    noun: 'charges',
    label,
    search: { label: 'Search charges', placeholder: 'Description' },
    onRowClick: picking ? toggle : (charge: Charge) => setOpened({ charge }),
    empty: { title: 'No charges yet', description: emptyText, icon: <IconReceipt2 size={22} aria-hidden /> },
    selection: picking
      ? {
          selected: picking.picked,
          onChange: (keys: Key[]) => picking.onPick(keys.map(Number)),
          rowLabel: (c: Charge) => `Pick ${chargeName(c)}, ${formatMoney(c.amount)}`,
          allLabel: 'Pick every charge on this page',
        }
      : undefined,
    actions:
      use.kind === 'invoice'
        ? use.actions
        : canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened({ charge: null })}>
              Add charge
            </Button>
          ),
  };

  return (
    <>
      {props.every ? (
        <DataGrid<Charge>
          {...common}
          rows={props.every.rows ?? []}
          loading={props.every.loading}
          error={props.every.error}
          onRetry={props.every.onRetry}
          pageSize={PICK_PAGE_SIZE}
          defaultSort={{ column: 'chargeDate', direction: 'desc' }}
        />
      ) : (
        <DataGrid<Charge, ChargeListColumn>
          {...common}
          state={props.grid}
          query={withoutStalePage(props.query)}
          totals={use.kind === 'invoice' ? { amount: use.total } : undefined}
        />
      )}
      {opened && (
        <ChargeDialog
          of={of}
          charge={opened.charge}
          readOnly={opened.charge ? readOnlyReason(opened.charge, canUpdate) : undefined}
          onClose={() => setOpened(null)}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this charge?"
        confirmLabel="Delete charge"
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        {deleting && (
          <Text size="sm">
            The {deleting.type.toLowerCase()} charge of {formatMoney(deleting.amount)} dated{' '}
            {formatDate(deleting.chargeDate)} will be deleted. This cannot be undone.
          </Text>
        )}
      </ConfirmDialog>
    </>
  );
}
