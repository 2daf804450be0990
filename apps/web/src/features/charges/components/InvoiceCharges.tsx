import { type Charge, chargeList } from '@freightdesk/contracts';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../api/client';
import { searchBodyOf, useGridState } from '../../../components/DataGrid';
import { Dialog } from '../../../components/Dialog';
import { notify } from '../../../components/notify';
import { useInvoiceCharges } from '../api';
import { chargeName } from '../chargeForm';
import { ChargesGrid } from './ChargesGrid';
import { OpenChargesPicker } from './OpenChargesPicker';

export interface InvoiceChargesProps {
  invoice: { id: number; number: string; projectId: number; projectNumber: string; amount: string };
  /**
   * While the invoice is a draft and the user may change it: what adds the project's open charges
   * to it and takes one off (each tells the user and throws when refused); null otherwise.
   */
  edit: { add: (ids: number[]) => Promise<void>; remove: (charge: Charge) => Promise<void> } | null;
  /** Why its charges no longer change (it is approved, sent…), said above them. */
  locked?: string;
}

/**
 * An invoice's Charges tab: its charges a page at a time, with its amount in the footer. While it
 * is a draft, "Add charges" picks among the project's open charges and each row can be taken off
 * (the charge is open again); once approved its charges stay as they are, and the tab says why.
 */
export function InvoiceCharges({ invoice, edit, locked }: InvoiceChargesProps) {
  const grid = useGridState({ list: chargeList, prefix: 'ch' });
  const query = useInvoiceCharges({ ...searchBodyOf(grid.request), invoiceId: invoice.id });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);

  const remove = async (charge: Charge) => {
    if (!edit) return;
    setRemoving(charge.id);
    try {
      await edit.remove(charge);
    } catch (err) {
      notify.error(`Could not take ${chargeName(charge)} off the invoice: ${errorText(err)}`);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <Stack gap="sm">
      {locked && (
        <Alert variant="light" color="gray" icon={<IconInfoCircle size={20} aria-hidden />}>
          <Text size="sm">{locked}</Text>
        </Alert>
      )}
      <ChargesGrid
        of={{ module: 'Project', projectId: invoice.projectId }}
        grid={grid}
        query={query}
        label={`Charges of invoice ${invoice.number}`}
        emptyText={
          edit ? 'Add the project’s open charges to bill them on this invoice.' : 'This invoice bills no charges.'
        }
        use={{
          kind: 'invoice',
          onRemove: edit ? (c) => void remove(c) : null,
          removing,
          total: invoice.amount,
          actions: edit && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
              Add charges
            </Button>
          ),
        }}
      />
      {adding && edit && <AddChargesDialog invoice={invoice} add={edit.add} onClose={() => setAdding(false)} />}
    </Stack>
  );
}

interface AddChargesDialogProps {
  invoice: InvoiceChargesProps['invoice'];
  add: (ids: number[]) => Promise<void>;
  onClose: () => void;
}

/** The project's open charges to tick, and Add: all of them go on the invoice, or none (the server's reason shown). */
function AddChargesDialog({ invoice, add, onClose }: AddChargesDialogProps) {
  const [picked, setPicked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await add(picked);
      onClose();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  const count = picked.length;
  return (
    <Dialog opened onClose={busy ? () => undefined : onClose} title={`Add charges to ${invoice.number}`} size="xl">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Open charges of project {invoice.projectNumber}, not yet on an invoice. Tick the ones this invoice bills.
        </Text>
        <OpenChargesPicker
          projectId={invoice.projectId}
          picked={picked}
          onChange={(ids) => {
            setPicked(ids);
            setError(undefined);
          }}
          label={`Open charges of project ${invoice.projectNumber}`}
          error={error}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={busy} disabled={count === 0}>
            {count === 0 ? 'Add charges' : `Add ${count} ${count === 1 ? 'charge' : 'charges'}`}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
