import { type InventoryItem, updateInventoryItemBody } from '@freightdesk/contracts';
import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { useInvalidate } from '../../../api/hooks';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { formatNumber } from '../../../lib/numbers';
import { unitsOfMeasureQuery, uomOptions } from '../../lookups';
import { fetchInventoryItem, useUpdateInventoryItem } from '../api';
import { dimensionFields, itemName, measureText } from '../measures';

type ItemFormValues = FormValues<typeof updateInventoryItemBody>;
const F = fieldKit<ItemFormValues>();

/** A quantity, a weight or pieces as its box shows it: zero is 0 here, not empty. */
const numberText = (value: string | number) => measureText(value) || '0';

function toValues(item: InventoryItem): ItemFormValues {
  return {
    id: item.id,
    version: item.version,
    itemNumber: item.itemNumber,
    description: item.description,
    unitOfMeasure: item.unitOfMeasure,
    quantityOnHand: numberText(item.quantityOnHand),
    weight: numberText(item.weight),
    pieces: item.pieces,
    location: item.location,
    lengthIn: measureText(item.lengthIn ?? ''),
    widthIn: measureText(item.widthIn ?? ''),
    heightIn: measureText(item.heightIn ?? ''),
    reason: '',
  };
}

/** Whether two quantities differ as numbers ("10" and "10.000" do not). */
const differs = (a: string | undefined, b: string | undefined) => measureText(a ?? '') !== measureText(b ?? '');

interface ItemFormProps {
  item: InventoryItem;
  /** Reports whether the form holds changes not saved (closing the drawer asks then). */
  onDirty: (dirty: boolean) => void;
  onClose: () => void;
}

/**
 * Changes an item (PUT /api/inventoryItems/updateItem): what it is, where it is, its weight and
 * pieces, and its quantity on hand, which is an adjustment and needs its reason. A stale version
 * is answered with the reload offer; every change is logged.
 */
export function ItemForm({ item, onDirty, onClose }: ItemFormProps) {
  const update = useUpdateInventoryItem();
  const invalidate = useInvalidate();
  const uom = useQuery(unitsOfMeasureQuery());
  const record = useRecordForm({
    schema: updateInventoryItemBody,
    defaultValues: toValues(item),
    noun: 'item',
    reload: async () => {
      const fresh = await fetchInventoryItem(item);
      // The grid and the totals show the fresh item too.
      invalidate(['inventory']);
      return toValues(fresh);
    },
  });
  const { form } = record;
  const { isDirty, isSubmitting, defaultValues } = useFormState({ control: form.control });
  const quantity = useWatch({ control: form.control, name: 'quantityOnHand' });
  const adjusting = differs(quantity, defaultValues?.quantityOnHand);

  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);

  // The item changed elsewhere (weighed in the grid, grouped) while the form is untouched: shown at once.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toValues(item));
  }, [item, form]);

  const save = record.submit(async (values) => {
    if (adjusting && !values.reason) {
      form.setError('reason', { type: 'required', message: 'Say why the quantity on hand changes.' });
      form.setFocus('reason');
      return undefined;
    }
    const saved = await update.mutateAsync(values);
    notify.success(`Item ${itemName(saved)} saved`);
    return toValues(saved);
  });

  return (
    <RecordForm
      record={record}
      onSubmit={save}
      id={`inventory-item-${item.id}`}
      label="Edit item"
      disabled={isSubmitting}
    >
      <Stack gap="sm">
        <F.TextField name="description" label="Description" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <F.TextField name="itemNumber" label="Item #" />
          <F.SelectField
            name="unitOfMeasure"
            label="Unit of measure"
            options={uomOptions(uom.data)}
            required
            allowDeselect={false}
          />
          <F.TextField
            name="quantityOnHand"
            label="On hand"
            description={
              Number(item.quantityHeld) > 0
                ? `${formatNumber(item.quantityHeld)} held for open work: it cannot go below that`
                : 'A change is an adjustment, logged with its reason'
            }
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
          />
          <F.TextField name="location" label="Location" />
          <F.TextField
            name="weight"
            label="Weight (lbs)"
            description="Of everything on hand"
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
          />
          <F.NumberField name="pieces" label="Pieces" min={0} allowDecimal={false} allowNegative={false} />
        </SimpleGrid>
        <SimpleGrid cols={3} spacing="sm">
          {dimensionFields.map((d) => (
            <F.TextField key={d.name} {...d} />
          ))}
        </SimpleGrid>
        {adjusting && (
          <Alert color="orange" variant="light" p="sm">
            <Stack gap="xs">
              <Text size="sm">
                {`On hand goes from ${formatNumber(defaultValues?.quantityOnHand ?? '')} to ${formatNumber(quantity)}: an adjustment, logged with its reason.`}
              </Text>
              <F.TextField name="reason" label="Reason for the adjustment" required />
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={isSubmitting}>
            Close
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save item
          </Button>
        </Group>
      </Stack>
    </RecordForm>
  );
}
