import { allows, type Charge, type ChargeListColumn, CLIENT_USER_TYPE_ID, type Paged } from '@freightdesk/contracts';
import { Button, Text } from '@mantine/core';
import { IconPlus, IconReceipt2 } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
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

interface ChargesGridProps {
  of: ChargesOf;
  grid: GridState<ChargeListColumn>;
  query: UseQueryResult<Paged<Charge>>;
  /** The table's accessible name ("Charges of purchase order PO-1001"). */
  label: string;
  /** What the tab says while there are none. */
  emptyText: string;
}

/** The dialog open: a new charge, or a charge to edit or read. */
type Opened = { charge: Charge | null } | null;

/**
 * The charges of a project or of one of its records, a page at a time: Add charge for who holds
 * Invoice:Create (staff: client users do not enter charges), a row's Edit for Invoice:Update while
 * it is open (an invoiced one opens to read, saying why), and Delete after a question for
 * Invoice:Delete. The project hub's tab and every record's Charges tab are this one grid.
 */
export function ChargesGrid({ of, grid, query, label, emptyText }: ChargesGridProps) {
  const { scope, user } = useAuth();
  const staff = user?.userTypeId !== CLIENT_USER_TYPE_ID;
  const canCreate = staff && allows(scope, 'Invoice:Create');
  const canUpdate = staff && allows(scope, 'Invoice:Update');
  const canDelete = staff && allows(scope, 'Invoice:Delete');
  const [opened, setOpened] = useState<Opened>(null);
  const [deleting, setDeleting] = useState<Charge | null>(null);
  const remove = useDeleteCharge();

  const columns = useMemo(
    () =>
      chargeColumns({
        withFor: of.module === 'Project',
        actions: {
          onOpen: (charge) => setOpened({ charge }),
          canEdit: (c) => readOnlyReason(c, canUpdate) === undefined,
          canDelete: canDelete ? (c) => readOnlyReason(c, true) === undefined : null,
          onDelete: setDeleting,
        },
      }),
    [of.module, canUpdate, canDelete],
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

  return (
    <>
      <DataGrid
        state={grid}
        query={withoutStalePage(query)}
        columns={columns}
        noun="charges"
        label={label}
        search={{ label: 'Search charges', placeholder: 'Description' }}
        onRowClick={(charge) => setOpened({ charge })}
        empty={{ title: 'No charges yet', description: emptyText, icon: <IconReceipt2 size={22} aria-hidden /> }}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpened({ charge: null })}>
              Add charge
            </Button>
          )
        }
      />
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
