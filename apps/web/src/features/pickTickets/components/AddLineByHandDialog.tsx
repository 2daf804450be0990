import { createNonInventoryItemBody, type PickTicketDetails } from '@freightdesk/contracts';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/Dialog';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { unitsOfMeasureQuery, uomOptions } from '../../lookups';
import { useAddLineByHand } from '../api';
import { lineName } from '../pickTicketForm';

type HandValues = FormValues<typeof createNonInventoryItemBody>;
const F = fieldKit<HandValues>();

interface Props {
  ticket: PickTicketDetails;
  opened: boolean;
  onClose: () => void;
}

/** A line that is not from the inventory: free text, it holds nothing. */
export function AddLineByHandDialog({ ticket, opened, onClose }: Props) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Add a line by hand">
      {opened && <HandForm ticket={ticket} onClose={onClose} />}
    </Dialog>
  );
}

function HandForm({ ticket, onClose }: Omit<Props, 'opened'>) {
  const add = useAddLineByHand();
  const uom = useQuery(unitsOfMeasureQuery());
  const record = useRecordForm({
    schema: createNonInventoryItemBody,
    defaultValues: { pickTicketId: ticket.id, itemNumber: '', description: '', unitOfMeasure: 'Each', quantity: '1' },
    noun: 'line',
  });
  const saving = record.form.formState.isSubmitting;
  const save = record.submit(async (values) => {
    const saved = await add.mutateAsync(values);
    notify.success(`Line ${lineName(saved)} added`);
    onClose();
    return undefined;
  });
  return (
    <RecordForm record={record} onSubmit={save} id="pick-hand-line-form" label="Add a line by hand" disabled={saving}>
      <Stack gap="sm">
        <F.TextField name="description" label="Description" data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm">
          <F.TextField name="itemNumber" label="Item #" />
          <F.SelectField
            name="unitOfMeasure"
            label="Unit of measure"
            options={uomOptions(uom.data)}
            required
            allowDeselect={false}
          />
          <F.TextField
            name="quantity"
            label="Quantity"
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Add line
          </Button>
        </Group>
      </Stack>
    </RecordForm>
  );
}
