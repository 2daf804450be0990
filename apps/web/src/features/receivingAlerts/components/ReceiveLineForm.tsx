import {
  type RaDetails,
  type RaItem,
  type ReceiptCondition,
  receiptReasons,
  type UpdateRaItemBody,
  updateRaItemBody,
  warehouseZones,
} from '@freightdesk/contracts';
import { Autocomplete, Badge, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { formatNumber, sumDecimals } from '../../../lib/numbers';
import { today } from '../../purchaseOrders/poForm';
import { fetchRaLine, useRaDetailsData, useSaveRaLine } from '../api';

/** What the line's receiving form holds. */
interface LineValues {
  id: number;
  version: number;
  quantityReceived: string;
  receivedDate: string | null;
  /** The receiver's call: Good or Damaged. Short and over follow from the quantities. */
  condition: 'Good' | 'Damaged';
  reason: string;
  note: string;
  weight: string;
  pieces: number;
  location: string;
}

const F = fieldKit<LineValues>();

/** A line not received yet starts as all of it arrived in good order, today: the common case is one tap. */
const valuesOf = (line: RaItem): LineValues => ({
  id: line.id,
  version: line.version,
  // "4", not "4.000": the exact sum of one value drops the trailing zeros.
  quantityReceived: sumDecimals([line.quantityReceived ?? line.quantityExpected]),
  receivedDate: line.receivedDate ?? today(),
  condition: line.condition === 'Damaged' ? 'Damaged' : 'Good',
  reason: line.reason,
  note: line.note,
  weight: line.weight,
  pieces: line.pieces,
  location: line.location,
});

/** The condition the server will record: Damaged stands; otherwise short or over by the count. */
export function effectiveCondition(given: 'Good' | 'Damaged', expected: string, received: string): ReceiptCondition {
  if (given === 'Damaged') return 'Damaged';
  const e = Number(expected);
  const r = Number(received);
  if (!Number.isFinite(r) || received.trim() === '') return 'Good';
  return r < e ? 'Short' : r > e ? 'Over' : 'Good';
}

export const lineName = (line: Pick<RaItem, 'itemNumber' | 'description'>) =>
  line.itemNumber ? `${line.itemNumber} ${line.description}` : line.description;

interface ReceiveLineFormProps {
  ra: Pick<RaDetails, 'id' | 'projectId'>;
  line: RaItem;
  onDone: () => void;
}

/**
 * Receiving one line at the dock: how many arrived, in what condition and why, where it was put,
 * its weight and pieces. Large controls for a phone in a gloved hand; saved on its own, so the
 * alert can be received part-way and finished later.
 */
export function ReceiveLineForm({ ra, line, onDone }: ReceiveLineFormProps) {
  const save = useSaveRaLine(ra);
  const data = useRaDetailsData();
  const id = useId();
  const record = useRecordForm<LineValues, z.output<typeof updateRaItemBody>>({
    schema: updateRaItemBody,
    defaultValues: valuesOf(line),
    noun: 'line',
    reload: async () => valuesOf(await fetchRaLine(line.receivingAlertId, line.id)),
  });
  const { form } = record;
  const [given, received] = useWatch({ control: form.control, name: ['condition', 'quantityReceived'] });
  const condition = effectiveCondition(given, line.quantityExpected, received ?? '');
  const reasons = condition === 'Good' ? [] : [...(data.data?.reasons[condition] ?? receiptReasons[condition])];
  const locations = data.data?.locations ?? [...warehouseZones];
  const name = lineName(line);
  const difference = Number(received) - Number(line.quantityExpected);

  const submit = record.submit(async (values) => {
    const body: UpdateRaItemBody = { ...values, reason: condition === 'Good' ? '' : values.reason };
    const saved = await save.mutateAsync(body);
    notify.success(
      `${name}: ${formatNumber(saved.quantityReceived ?? '0')} ${saved.unitOfMeasure} received${saved.condition && saved.condition !== 'Good' ? `, ${saved.condition.toLowerCase()}` : ''}`,
    );
    onDone();
    return undefined;
  });

  return (
    <RecordForm record={record} onSubmit={submit} id={`receive-${id}`} label={`Receive ${name}`}>
      <Stack gap="md" pt="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Stack gap={6}>
            <F.TextField
              name="quantityReceived"
              label="Quantity received"
              size="lg"
              inputMode="decimal"
              description={`Expected ${formatNumber(line.quantityExpected)} ${line.unitOfMeasure}`}
              rightSection={
                <Text size="sm" c="dimmed" pr="xs">
                  {line.unitOfMeasure}
                </Text>
              }
              rightSectionWidth={72}
            />
            <Group gap="xs">
              <Button
                variant="light"
                size="sm"
                onClick={() =>
                  form.setValue('quantityReceived', sumDecimals([line.quantityExpected]), {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                {`All ${formatNumber(line.quantityExpected)} arrived`}
              </Button>
              {condition === 'Short' && (
                <Badge color="orange" variant="light" c="orange.9" tt="none" size="lg">
                  {`Short by ${formatNumber(String(-difference))}`}
                </Badge>
              )}
              {condition === 'Over' && (
                <Badge color="grape" variant="light" c="grape.9" tt="none" size="lg">
                  {`Over by ${formatNumber(String(difference))}`}
                </Badge>
              )}
            </Group>
          </Stack>
          <Stack gap={6}>
            <Text size="sm" fw={500} id={`${id}-condition`}>
              Condition
            </Text>
            <Controller
              control={form.control}
              name="condition"
              render={({ field }) => (
                <SegmentedControl
                  aria-labelledby={`${id}-condition`}
                  size="lg"
                  fullWidth
                  data={[
                    { value: 'Good', label: 'Good' },
                    { value: 'Damaged', label: 'Damaged' },
                  ]}
                  value={field.value}
                  onChange={(v) => field.onChange(v)}
                  color={field.value === 'Damaged' ? 'red.9' : 'green.9'}
                />
              )}
            />
            <Text size="xs" c="dimmed">
              Short and over follow from the quantity.
            </Text>
          </Stack>
        </SimpleGrid>
        {condition !== 'Good' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <F.SelectField
              name="reason"
              label={`Reason (${condition.toLowerCase()})`}
              size="md"
              required={condition === 'Damaged'}
              placeholder="Pick a reason"
              options={reasons.map((r) => ({ value: r, label: r }))}
            />
            <F.TextAreaField
              name="note"
              label="Note"
              size="md"
              autosize
              minRows={1}
              placeholder="What was seen: which cartons, how bad"
            />
          </SimpleGrid>
        )}
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
          <Controller
            control={form.control}
            name="location"
            render={({ field, fieldState }) => (
              <Autocomplete
                label="Location"
                size="md"
                data={locations}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
                placeholder="Aisle, dock…"
                comboboxProps={{ withinPortal: true }}
              />
            )}
          />
          <F.DateField name="receivedDate" label="Received on" size="md" />
          <F.TextField name="weight" label="Weight (lbs)" size="md" inputMode="decimal" />
          <F.NumberField name="pieces" label="Pieces" size="md" min={0} allowDecimal={false} />
        </SimpleGrid>
        {condition === 'Good' && (
          <F.TextAreaField name="note" label="Note" size="md" autosize minRows={1} placeholder="Anything to tell" />
        )}
        <Group gap="sm" justify="flex-end">
          <Button variant="default" size="lg" onClick={onDone} disabled={form.formState.isSubmitting}>
            Cancel
          </Button>
          <Button
            type="submit"
            size="lg"
            loading={form.formState.isSubmitting}
            leftSection={<IconCheck size={18} aria-hidden />}
          >
            Save line
          </Button>
        </Group>
      </Stack>
    </RecordForm>
  );
}
