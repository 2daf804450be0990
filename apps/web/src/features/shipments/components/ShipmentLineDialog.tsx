import { createShipmentItemBody, type ShipmentItem, updateShipmentItemBody } from '@freightdesk/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/Dialog';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { unitsOfMeasureQuery, uomOptions } from '../../lookups';
import { fetchShipmentItem, useCreateShipmentItem, useUpdateShipmentItem } from '../api';
import { lineName } from '../shipmentForm';

/** The body the dialog sends: a new line's (a line of a PO keeps its PO line, poItemId), or a line's update. */
const lineSchema = (item: ShipmentItem | null): typeof createShipmentItemBody | typeof updateShipmentItemBody =>
  item ? updateShipmentItemBody : createShipmentItemBody;
type LineFormValues = FormValues<ReturnType<typeof lineSchema>>;

const F = fieldKit<LineFormValues>();
const decimal = { inputMode: 'decimal', styles: { input: { textAlign: 'right' } } } as const;

function toValues(shipmentId: number, item: ShipmentItem | null): LineFormValues {
  if (!item) {
    return {
      shipmentId,
      poItemId: null,
      itemNumber: '',
      description: '',
      unitOfMeasure: 'Each',
      quantity: '1',
      weight: '0',
      pieces: 0,
    };
  }
  return {
    id: item.id,
    version: item.version,
    shipmentId,
    poItemId: item.poItemId,
    itemNumber: item.itemNumber,
    description: item.description,
    unitOfMeasure: item.unitOfMeasure,
    quantity: item.quantity,
    weight: item.weight,
    pieces: item.pieces,
  };
}

interface ShipmentLineDialogProps {
  shipmentId: number;
  /** The line to change; null to add a line by hand. */
  item: ShipmentItem | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Adds a line by hand, or changes a line, in a dialog validated by the contract's schema. A line
 * of a PO keeps the PO line's item, description and unit; its quantity moves the PO line's
 * shipped quantity, and the server refuses more than is left to ship.
 */
export function ShipmentLineDialog({ shipmentId, item, opened, onClose }: ShipmentLineDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title={item ? `Edit line ${lineName(item)}` : 'Add line'}>
      <LineForm key={item?.id ?? 'new'} shipmentId={shipmentId} item={item} onClose={onClose} />
    </Dialog>
  );
}

function LineForm({ shipmentId, item, onClose }: Omit<ShipmentLineDialogProps, 'opened'>) {
  const create = useCreateShipmentItem();
  const update = useUpdateShipmentItem();
  const uom = useQuery(unitsOfMeasureQuery());
  const record = useRecordForm({
    schema: lineSchema(item),
    defaultValues: toValues(shipmentId, item),
    noun: 'line',
    reload: item ? async () => toValues(shipmentId, await fetchShipmentItem(item)) : undefined,
  });
  const { form } = record;
  const saving = form.formState.isSubmitting;
  const fromPo = item !== null && item.poItemId !== null;

  const save = record.submit(async (values) => {
    if ('id' in values) {
      // A PO line's weight and pieces left as they were follow its new quantity (the server's share).
      const follow = fromPo && values.quantity !== item?.quantity;
      const body = {
        ...values,
        weight: follow && values.weight === item?.weight ? null : values.weight,
        pieces: follow && values.pieces === item?.pieces ? null : values.pieces,
      };
      const saved = await update.mutateAsync(body);
      notify.success(`Line ${lineName(saved)} updated`);
    } else {
      const saved = await create.mutateAsync(values);
      notify.success(`Line ${lineName(saved)} added`);
    }
    onClose();
    return undefined;
  });

  return (
    <RecordForm
      record={record}
      onSubmit={save}
      id="shipment-line-form"
      label={item ? 'Edit line' : 'Add line'}
      disabled={saving}
    >
      <Stack gap="sm">
        {fromPo && (
          <Text size="sm" c="dimmed">
            From {item.poNumber}: the item, description and unit are the PO line's.
          </Text>
        )}
        <F.TextField name="description" label="Description" readOnly={fromPo} data-autofocus={!fromPo} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <F.TextField name="itemNumber" label="Item #" readOnly={fromPo} />
          <F.SelectField
            name="unitOfMeasure"
            label="Unit of measure"
            options={uomOptions(uom.data)}
            required
            allowDeselect={false}
            readOnly={fromPo}
          />
          <F.TextField name="quantity" label="Quantity" data-autofocus={fromPo} {...decimal} />
          <F.TextField
            name="weight"
            label="Weight (lbs)"
            description={fromPo ? 'Left as is, it follows the quantity' : 'Of the whole line'}
            {...decimal}
          />
          <F.NumberField
            name="pieces"
            label="Pieces"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            description={fromPo ? 'Left as is, they follow the quantity' : undefined}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {item ? 'Save line' : 'Add line'}
          </Button>
        </Group>
      </Stack>
    </RecordForm>
  );
}
