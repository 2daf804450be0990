import {
  type PickTicketDetails,
  type PickTicketItem,
  pickTicketStatusIds,
  updatePickTicketItemBody,
} from '@freightdesk/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/Dialog';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { formatNumber } from '../../../lib/numbers';
import { fetchPickTicketLines, useUpdatePickLine } from '../api';
import { lineName } from '../pickTicketForm';

type LineValues = FormValues<typeof updatePickTicketItemBody>;
const F = fieldKit<LineValues>();
const big = { size: 'lg', inputMode: 'decimal', styles: { input: { textAlign: 'right' } } } as const;

function toValues(item: PickTicketItem, picking: boolean): LineValues {
  // While picking, what was picked starts at the whole quantity: the usual answer.
  const picked = item.quantityPicked ?? (picking ? item.quantity : null);
  return {
    id: item.id,
    version: item.version,
    // "4.000" as the picker writes it: "4".
    quantity: formatNumber(item.quantity, { plain: true }),
    quantityPicked: picked === null ? null : formatNumber(picked, { plain: true }),
    shortReason: item.shortReason,
  };
}

interface PickLineDialogProps {
  ticket: PickTicketDetails;
  item: PickTicketItem | null;
  opened: boolean;
  onClose: () => void;
}

/** Changes a line's quantity (open ticket), or records what was picked of it and why short (picking). */
export function PickLineDialog({ ticket, item, opened, onClose }: PickLineDialogProps) {
  const picking = ticket.statusId === pickTicketStatusIds.picking;
  return (
    <Dialog
      size="md"
      opened={opened}
      onClose={onClose}
      title={item ? `${picking ? 'Record picked' : 'Edit line'}: ${lineName(item)}` : ''}
    >
      {item && <LineForm key={item.id} ticket={ticket} item={item} picking={picking} onClose={onClose} />}
    </Dialog>
  );
}

function LineForm({
  ticket,
  item,
  picking,
  onClose,
}: {
  ticket: PickTicketDetails;
  item: PickTicketItem;
  picking: boolean;
  onClose: () => void;
}) {
  const update = useUpdatePickLine();
  const record = useRecordForm({
    schema: updatePickTicketItemBody,
    defaultValues: toValues(item, picking),
    noun: 'line',
    reload: async () => {
      const fresh = (await fetchPickTicketLines(ticket.id)).find((l) => l.id === item.id);
      if (!fresh) throw new Error('This line was removed by someone else.');
      return toValues(fresh, picking);
    },
  });
  const { form } = record;
  const saving = form.formState.isSubmitting;
  const quantity = useWatch({ control: form.control, name: 'quantity' });
  const picked = useWatch({ control: form.control, name: 'quantityPicked' });
  const short = picked !== null && picked !== '' && Number(picked) < Number(quantity);

  const save = record.submit(async (values) => {
    const saved = await update.mutateAsync(values);
    notify.success(
      saved.quantityPicked === null
        ? `Line ${lineName(saved)} updated`
        : `Picked ${formatNumber(saved.quantityPicked)} of ${lineName(saved)}`,
    );
    onClose();
    return undefined;
  });

  return (
    <RecordForm record={record} onSubmit={save} id="pick-line-form" label="Pick line" disabled={saving}>
      <Stack gap="sm">
        <Text size="sm">
          <Text span fw={700}>
            {item.location || 'No location'}
          </Text>
          {' · '}
          {item.description}
        </Text>
        <F.TextField
          name="quantity"
          label={`Quantity (${item.unitOfMeasure})`} // The ordered quantity is what an open ticket edits; picking, the focus is on what was picked.
          data-autofocus={picking ? undefined : true}
          {...big}
        />
        {picking && (
          <>
            <F.TextField
              name="quantityPicked"
              label="Picked"
              description="What came off the shelf"
              data-autofocus
              {...big}
            />
            <F.TextField
              name="shortReason"
              label="Short reason"
              description={short ? 'Picked less than asked: say why' : 'Only when picked short'}
              placeholder="Damaged, not found, …"
              size="lg"
            />
          </>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving} size="md">
            Cancel
          </Button>
          <Button type="submit" loading={saving} size="md">
            {picking ? 'Save picked' : 'Save line'}
          </Button>
        </Group>
      </Stack>
    </RecordForm>
  );
}
