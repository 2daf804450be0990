import { createPoItemBody, type PoItem, updatePoItemBody } from '@freightdesk/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { Dialog } from '../../../components/Dialog';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { formatMoney, formatNumber } from '../../../lib/numbers';
import { unitsOfMeasureQuery, uomOptions } from '../../lookups';
import { fetchPoItem, itemCategoriesQuery, useCreatePoItem, useUpdatePoItem } from '../api';
import { amountOf } from '../poForm';

/** The body the dialog sends: a new item's, or an item's update. */
const itemSchema = (item: PoItem | null): typeof createPoItemBody | typeof updatePoItemBody =>
  item ? updatePoItemBody : createPoItemBody;
type ItemFormValues = FormValues<ReturnType<typeof itemSchema>>;

const F = fieldKit<ItemFormValues>();
const FORM_ID = 'po-item-form';

function toValues(purchaseOrderId: number, item: PoItem | null): ItemFormValues {
  if (!item) {
    return {
      purchaseOrderId,
      itemNumber: '',
      description: '',
      categoryId: null,
      unitOfMeasure: 'Each',
      quantity: '1',
      unitCost: '0.00',
      weight: '0',
      pieces: 0,
    };
  }
  return {
    id: item.id,
    version: item.version,
    purchaseOrderId,
    itemNumber: item.itemNumber,
    description: item.description,
    categoryId: item.categoryId,
    unitOfMeasure: item.unitOfMeasure,
    quantity: item.quantity,
    unitCost: item.unitCost,
    weight: item.weight,
    pieces: item.pieces,
  };
}

interface PoItemDialogProps {
  purchaseOrderId: number;
  /** The item to edit; null to add one. */
  item: PoItem | null;
  opened: boolean;
  onClose: () => void;
}

/**
 * Adds or edits one item of a PO in a dialog: validated by the contract's schema, the server's
 * field errors under their fields, and a stale version answered with the reload offer. "Add and
 * next" keeps the dialog open for the following item, so a list can be typed without the mouse.
 */
export function PoItemDialog({ purchaseOrderId, item, opened, onClose }: PoItemDialogProps) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      title={item ? `Edit item ${item.itemNumber || item.description}` : 'Add item'}
    >
      <ItemForm key={item?.id ?? 'new'} purchaseOrderId={purchaseOrderId} item={item} onClose={onClose} />
    </Dialog>
  );
}

function ItemForm({ purchaseOrderId, item, onClose }: Omit<PoItemDialogProps, 'opened'>) {
  const create = useCreatePoItem();
  const update = useUpdatePoItem();
  const categories = useQuery(itemCategoriesQuery());
  const uom = useQuery(unitsOfMeasureQuery());
  const another = useRef(false);
  const record = useRecordForm({
    schema: itemSchema(item),
    defaultValues: toValues(purchaseOrderId, item),
    noun: 'item',
    reload: item ? async () => toValues(purchaseOrderId, await fetchPoItem(item)) : undefined,
  });
  const { form } = record;
  const [quantity, unitCost] = useWatch({ control: form.control, name: ['quantity', 'unitCost'] });
  const saving = form.formState.isSubmitting;

  const save = record.submit(async (values) => {
    if ('id' in values) {
      const saved = await update.mutateAsync(values);
      notify.success(`Item ${saved.itemNumber || saved.description} updated`);
      onClose();
      return undefined;
    }
    const saved = await create.mutateAsync(values);
    notify.success(`Item ${saved.itemNumber || saved.description} added`);
    if (!another.current) {
      onClose();
      return undefined;
    }
    // The next item starts from this one's category and unit, the usual case in a list.
    const next = {
      ...toValues(purchaseOrderId, null),
      categoryId: saved.categoryId,
      unitOfMeasure: saved.unitOfMeasure,
    };
    form.reset(next);
    requestAnimationFrame(() => form.setFocus('description'));
    return undefined;
  });

  const amount = amountOf({ quantity, unitCost });
  return (
    <RecordForm record={record} onSubmit={save} id={FORM_ID} label={item ? 'Edit item' : 'Add item'} disabled={saving}>
      <Stack gap="sm">
        <F.TextField name="description" label="Description" data-autofocus />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
          <F.TextField name="itemNumber" label="Item #" description="The vendor's or the job's item number" />
          <F.SelectField
            name="categoryId"
            label="Category"
            placeholder={categories.isPending ? 'Loading…' : 'None'}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            clearButtonProps={{ 'aria-label': 'Clear category' }}
          />
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
          <F.TextField
            name="unitCost"
            label="Unit cost"
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
          />
          <F.TextField
            name="weight"
            label="Weight (lbs)"
            description="Of the whole line"
            inputMode="decimal"
            styles={{ input: { textAlign: 'right' } }}
          />
          <F.NumberField name="pieces" label="Pieces" min={0} allowDecimal={false} allowNegative={false} />
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="sm" aria-live="polite">
            Amount <b>{amount ? formatMoney(amount) : '—'}</b>
          </Text>
          {item && (
            <Text size="sm" c="dimmed">
              Shipped {formatNumber(item.quantityShipped)} · Received {formatNumber(item.quantityReceived)}
            </Text>
          )}
        </Group>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          {!item && (
            // Enter submits the form's one submit button (Add item); this one is a click or Space away.
            <Button
              variant="light"
              onClick={() => {
                another.current = true;
                void save();
              }}
              loading={saving && another.current}
            >
              Add and next
            </Button>
          )}
          <Button type="submit" onClick={() => (another.current = false)} loading={saving && !another.current}>
            {item ? 'Save item' : 'Add item'}
          </Button>
        </Group>
      </Stack>
    </RecordForm>
  );
}
