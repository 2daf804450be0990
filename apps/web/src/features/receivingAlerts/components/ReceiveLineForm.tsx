import {
  type RaItem,
  receiptReasons,
  type UpdateRaItemBody,
  updateRaItemBody,
  warehouseZones,
} from '@freightdesk/contracts';
import { Autocomplete, Badge, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { type FormValues, fieldKit, RecordForm, useRecordForm } from '../../../components/form';
import { notify } from '../../../components/notify';
import { today } from '../../../lib/dates';
import { compareDecimals, formatNumber, subtractDecimals } from '../../../lib/numbers';
import { fetchRaLine, useRaDetailsData, useSaveRaLine } from '../api';
import { conditionOf, lineName } from '../receipt';
import { ReceivedMeasures } from './ReceivedMeasures';

/**
 * What the line's receiving form holds: the line's update body (a field left out keeps what the
 * line holds). The receiver's call is Good or Damaged (how many in quantityDamaged); short and over
 * follow from the quantities. Weight and pieces null follow the quantity; typed, they were weighed
 * or counted at the dock.
 */
export type LineValues = FormValues<typeof updateRaItemBody>;

const F = fieldKit<LineValues>();

/** A line not received yet starts as all of it arrived in good order, today: the common case is one tap. */
const valuesOf = (line: RaItem): LineValues => {
  const damaged = compareDecimals(line.quantityDamaged ?? '0', '0') > 0;
  return {
    id: line.id,
    version: line.version,
    quantityReceived: formatNumber(line.quantityReceived ?? line.quantityExpected, { plain: true }),
    receivedDate: line.receivedDate ?? today(),
    condition: damaged ? 'Damaged' : 'Good',
    quantityDamaged: damaged ? formatNumber(line.quantityDamaged!, { plain: true }) : '0',
    damageReason: line.damageReason,
    reason: line.reason,
    note: line.note,
    weightReceived: line.weighed ? line.weightReceived : null,
    piecesReceived: line.counted ? line.piecesReceived : null,
    location: line.location,
    lengthIn: line.lengthIn,
    widthIn: line.widthIn,
    heightIn: line.heightIn,
  };
};

interface ReceiveLineFormProps {
  line: RaItem;
  onDone: () => void;
}

/**
 * Receiving one line at the dock: how many arrived, how many of them damaged and why, short or
 * over and why, where it was put, its weight and pieces (worked out from the quantity unless
 * weighed or counted). Large controls for a phone in a gloved hand; saved on its own, so the
 * alert can be received part-way and finished later.
 */
export function ReceiveLineForm({ line, onDone }: ReceiveLineFormProps) {
  const save = useSaveRaLine();
  const data = useRaDetailsData();
  const id = useId();
  const record = useRecordForm({
    schema: updateRaItemBody,
    defaultValues: valuesOf(line),
    noun: 'line',
    reload: async () => valuesOf(await fetchRaLine(line.receivingAlertId, line.id)),
  });
  const { form } = record;
  const [given, received, damaged] = useWatch({
    control: form.control,
    name: ['condition', 'quantityReceived', 'quantityDamaged'],
  });
  const someDamaged = given === 'Damaged';
  const condition = conditionOf(line.quantityExpected, received ?? '', someDamaged ? (damaged ?? '') : '0');
  const difference = subtractDecimals(received || '0', line.quantityExpected);
  const off = difference === null ? 0 : compareDecimals(difference, '0');
  const offCount = received?.trim() !== '' && off !== 0;
  const reasonsFor = (c: 'Damaged' | 'Short' | 'Over') => [...(data.data?.reasons[c] ?? receiptReasons[c])];
  const locations = data.data?.locations ?? [...warehouseZones];
  const name = lineName(line);
  const good = subtractDecimals(received || '0', (someDamaged && damaged) || '0');

  const submit = record.submit(async (values) => {
    const body: UpdateRaItemBody = {
      id: values.id,
      version: values.version,
      quantityReceived: values.quantityReceived,
      receivedDate: values.receivedDate,
      quantityDamaged: someDamaged ? values.quantityDamaged : '0',
      damageReason: someDamaged ? values.damageReason : '',
      reason: offCount ? values.reason : '',
      note: values.note,
      weightReceived: values.weightReceived,
      piecesReceived: values.piecesReceived,
      location: values.location,
      lengthIn: values.lengthIn,
      widthIn: values.widthIn,
      heightIn: values.heightIn,
    };
    const saved = await save.mutateAsync(body);
    const split =
      compareDecimals(saved.quantityDamaged ?? '0', '0') > 0 ? `, ${formatNumber(saved.quantityDamaged)} damaged` : '';
    const off = saved.condition === 'Short' || saved.condition === 'Over' ? `, ${saved.condition.toLowerCase()}` : '';
    notify.success(
      `${name}: ${formatNumber(saved.quantityReceived ?? '0')} ${saved.unitOfMeasure} received${split}${off}`,
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
                  form.setValue('quantityReceived', formatNumber(line.quantityExpected, { plain: true }), {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                {`All ${formatNumber(line.quantityExpected)} arrived`}
              </Button>
              {offCount && off < 0 && (
                <Badge color="orange" variant="light" c="orange.9" tt="none" size="lg">
                  {`Short by ${formatNumber(subtractDecimals(line.quantityExpected, received))}`}
                </Badge>
              )}
              {offCount && off > 0 && (
                <Badge color="grape" variant="light" c="grape.9" tt="none" size="lg">
                  {`Over by ${formatNumber(difference)}`}
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
                  value={field.value ?? 'Good'}
                  onChange={(v) => {
                    field.onChange(v);
                    // Damaged starts as all of it; the receiver lowers it to split the receipt.
                    if (v === 'Damaged' && Number(form.getValues('quantityDamaged')) === 0) {
                      form.setValue('quantityDamaged', form.getValues('quantityReceived'), { shouldDirty: true });
                    }
                  }}
                  // White on Mantine's darkest green reads at 4.4:1, short of 4.5:1 for its 18 px text (WCAG 1.4.3): a shade darker.
                  color={field.value === 'Damaged' ? 'red.9' : '#267a37'}
                />
              )}
            />
            <Text size="xs" c="dimmed">
              Short and over follow from the quantity.
            </Text>
          </Stack>
        </SimpleGrid>
        {someDamaged && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <F.TextField
              name="quantityDamaged"
              label="How many damaged"
              size="md"
              inputMode="decimal"
              description={
                good !== null && compareDecimals(good, '0') >= 0
                  ? `${formatNumber(good)} good, ${formatNumber(damaged || '0')} damaged`
                  : undefined
              }
            />
            <F.SelectField
              name="damageReason"
              label="Reason (damaged)"
              size="md"
              required
              placeholder="Pick a reason"
              options={reasonsFor('Damaged').map((r) => ({ value: r, label: r }))}
            />
          </SimpleGrid>
        )}
        {offCount && (
          <F.SelectField
            name="reason"
            label={`Reason (${off < 0 ? 'short' : 'over'})`}
            size="md"
            placeholder="Pick a reason"
            options={reasonsFor(off < 0 ? 'Short' : 'Over').map((r) => ({ value: r, label: r }))}
          />
        )}
        <F.TextAreaField
          name="note"
          label="Note"
          size="md"
          minRows={1}
          placeholder={condition === 'Good' ? 'Anything to tell' : 'What was seen: which cartons, how bad'}
        />
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
          <ReceivedMeasures form={form} line={line} received={received ?? ''} />
        </SimpleGrid>
        {/* One unit's size, when measured: the cube that per-cubic-foot storage bills. */}
        <SimpleGrid cols={3} spacing="sm">
          <F.TextField
            name="lengthIn"
            label="Length (in)"
            description="One unit; optional"
            size="md"
            inputMode="decimal"
          />
          <F.TextField name="widthIn" label="Width (in)" description=" " size="md" inputMode="decimal" />
          <F.TextField name="heightIn" label="Height (in)" description=" " size="md" inputMode="decimal" />
        </SimpleGrid>
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
