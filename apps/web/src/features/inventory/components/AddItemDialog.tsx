import { createInventoryItemBody, inventoryConditions } from '@freightdesk/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Dialog } from '../../../components/Dialog';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { unitsOfMeasureQuery, uomOptions } from '../../lookups';
import { useCreateInventoryItem } from '../api';
import { dimensionFields, itemName } from '../measures';

type NewItemValues = FormValues<typeof createInventoryItemBody>;
const F = fieldKit<NewItemValues>();
const conditionOptions = inventoryConditions.map((c) => ({ value: c, label: c }));

const newItem = (projectId: number): NewItemValues => ({
  projectId,
  itemNumber: '',
  description: '',
  unitOfMeasure: 'Each',
  quantityOnHand: '',
  weight: '0',
  pieces: 0,
  location: '',
  condition: 'Good',
  lengthIn: '',
  widthIn: '',
  heightIn: '',
  reason: '',
});

interface AddItemDialogProps {
  projectId: number;
  projectNumber: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Adds an item by hand (Inventory:Create): goods found on the floor, or that came without an
 * alert. The reason is required and goes into the item's first log row.
 */
export function AddItemDialog({ projectId, projectNumber, opened, onClose }: AddItemDialogProps) {
  return (
    <Dialog opened={opened} onClose={onClose} title={`Add an item to ${projectNumber}`}>
      {opened && <AddItemForm projectId={projectId} onClose={onClose} />}
    </Dialog>
  );
}

function AddItemForm({ projectId, onClose }: { projectId: number; onClose: () => void }) {
  const create = useCreateInventoryItem();
  const uom = useQuery(unitsOfMeasureQuery());
  const record = useRecordForm({ schema: createInventoryItemBody, defaultValues: newItem(projectId), noun: 'item' });
  const saving = record.form.formState.isSubmitting;

  const save = record.submit(async (values) => {
    const saved = await create.mutateAsync(values);
    notify.success(`Item ${itemName(saved)} added`);
    onClose();
    return undefined;
  });

  return (
    <RecordForm record={record} onSubmit={save} id="add-inventory-item" label="Add an item" disabled={saving}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Goods that came without a receiving alert, or were found in the warehouse. The item’s log keeps the reason.
        </Text>
        <F.TextField name="description" label="Description" data-autofocus />
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
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
          />
          <F.SelectField name="condition" label="Condition" options={conditionOptions} required allowDeselect={false} />
          <F.TextField
            name="weight"
            label="Weight (lbs)"
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
          />
          <F.NumberField name="pieces" label="Pieces" min={0} allowDecimal={false} allowNegative={false} />
          <F.TextField name="location" label="Location" />
        </SimpleGrid>
        <SimpleGrid cols={3} spacing="sm">
          {dimensionFields.map((d) => (
            <F.TextField key={d.name} {...d} />
          ))}
        </SimpleGrid>
        <F.TextField name="reason" label="Why is it added by hand?" />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Add item
          </Button>
        </Group>
      </Stack>
    </RecordForm>
  );
}
