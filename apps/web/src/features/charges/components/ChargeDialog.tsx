import type { Charge } from '@freightdesk/contracts';
import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Dialog } from '../../../components/Dialog';
import { ErrorState } from '../../../components/ErrorState';
import { fieldKit, RecordForm, useRecordForm, ViewOnlyNote } from '../../../components/form';
import { notify } from '../../../components/notify';
import { formatMoney } from '../../../lib/numbers';
import { fetchCharge, useChargesMasterData, useCreateCharge, useUpdateCharge } from '../api';
import {
  amountText,
  type ChargeFormValues,
  type ChargesOf,
  chargeName,
  chargeSchema,
  isManual,
  toValues,
  typeOptions,
} from '../chargeForm';
import { ChargeBreakdown, ChargeReviewBadge } from './ChargeBreakdown';
import { ChargeForField } from './ChargeForField';

const F = fieldKit<ChargeFormValues>();
const FORM_ID = 'charge-form';
const decimal = { inputMode: 'decimal', styles: { input: { textAlign: 'right' } } } as const;

interface ChargeDialogProps {
  of: ChargesOf;
  /** The charge to edit or read; null to add one. */
  charge: Charge | null;
  /** Why the user may only read it (invoiced, or no permission); undefined when the form may be saved. */
  readOnly?: string;
  onClose: () => void;
}

/**
 * Adds, edits or shows one charge: what it is for, its type (grouped by category), date,
 * quantity, unit and rate, and the amount the server will work out, shown as it is typed. Enter
 * in a field saves; the server's field errors go under their fields. Closing it with changes not
 * saved asks first, and so does leaving the page (the form reports to the app's guard).
 */
export function ChargeDialog({ of, charge, readOnly, onClose }: ChargeDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const close = () => (dirty ? setAsking(true) : onClose());
  const title = !charge
    ? 'Add charge'
    : readOnly
      ? `Charge: ${chargeName(charge)}`
      : `Edit charge: ${chargeName(charge)}`;
  return (
    <>
      <Dialog opened onClose={close} title={title}>
        <ChargeForm of={of} charge={charge} readOnly={readOnly} onDirty={setDirty} onCancel={close} onSaved={onClose} />
      </Dialog>
      <ConfirmDialog
        opened={asking}
        title="Discard this charge?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        danger
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      >
        Your changes to this charge are not saved.
      </ConfirmDialog>
    </>
  );
}

interface ChargeFormProps extends Omit<ChargeDialogProps, 'onClose'> {
  onDirty: (dirty: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}

function ChargeForm({ of, charge, readOnly, onDirty, onCancel, onSaved }: ChargeFormProps) {
  const create = useCreateCharge();
  const update = useUpdateCharge();
  const master = useChargesMasterData();
  const record = useRecordForm({
    schema: chargeSchema(charge),
    defaultValues: toValues(of, charge),
    noun: 'charge',
    reload: charge ? async () => toValues(of, await fetchCharge(charge.id)) : undefined,
  });
  const { form } = record;
  const { isDirty, isSubmitting: saving, isSubmitted } = useFormState({ control: form.control });
  useEffect(() => onDirty(isDirty), [isDirty, onDirty]);
  const [quantity, rate, typeId] = useWatch({ control: form.control, name: ['quantity', 'rate', 'typeId'] });
  const types = master.data?.types;
  const typeUnit = types?.find((t) => t.id === typeId)?.unit ?? (charge?.typeId === typeId ? charge?.unit : undefined);

  /** A type picked fills the unit it is usually counted in, unless a unit is typed already. */
  const chooseType = (id: number | null) => {
    form.setValue('typeId', id, { shouldDirty: true, shouldTouch: true, shouldValidate: isSubmitted });
    const unit = types?.find((t) => t.id === id)?.unit;
    if (unit && !form.getValues('unit').trim()) form.setValue('unit', unit, { shouldDirty: true });
  };

  const save = record.submit(async (values) => {
    const saved = 'id' in values ? await update.mutateAsync(values) : await create.mutateAsync(values);
    notify.success(`Charge ${chargeName(saved)} ${'id' in values ? 'updated' : 'added'}: ${formatMoney(saved.amount)}`);
    onSaved();
    return undefined;
  });

  return (
    <Stack gap="md">
      <RecordForm
        record={record}
        onSubmit={save}
        id={FORM_ID}
        label={charge ? 'Charge' : 'Add charge'}
        disabled={Boolean(readOnly) || saving}
      >
        <Stack gap="sm">
          {readOnly && <ViewOnlyNote noun="charge" because={readOnly} />}
          {master.isError && (
            <ErrorState
              size="sm"
              title="Could not load the charge types"
              error={master.error}
              onRetry={() => void master.refetch()}
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <ChargeForField of={of} charge={charge} readOnly={Boolean(readOnly)} />
            <F.DateField name="chargeDate" label="Date" description="Today when left empty" />
          </SimpleGrid>
          <F.SelectField
            name="typeId"
            label="Type"
            placeholder={master.isPending ? 'Loading…' : 'Pick a type'}
            options={typeOptions(types, charge)}
            onChange={chooseType}
            searchable
            nothingFoundMessage="No type matches"
            allowDeselect={false}
            data-autofocus={of.module !== 'Project' || undefined}
          />
          <F.TextField name="description" label="Description" placeholder="What was done, or what the cost was" />
          <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="sm">
            <F.TextField name="quantity" label="Quantity" {...decimal} />
            <F.TextField name="unit" label="Unit" placeholder={typeUnit} />
            <F.TextField name="rate" label="Rate" {...decimal} />
          </SimpleGrid>
          <Text size="sm" aria-live="polite">
            Amount <b>{amountText(quantity, rate)}</b>
            <Text span size="xs" c="dimmed">
              {' '}
              · quantity × rate, to the cent
            </Text>
          </Text>
        </Stack>
      </RecordForm>
      {charge?.breakdown && (
        <Stack gap={6} p="sm" bg="var(--mantine-color-gray-light)" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <ChargeReviewBadge charge={charge} />
          <ChargeBreakdown breakdown={charge.breakdown} />
        </Stack>
      )}
      {/* Outside the form's fieldset, which a charge that may only be read disables: Close still works. */}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={saving}>
          {readOnly ? 'Close' : 'Cancel'}
        </Button>
        {!readOnly && (
          <Button type="submit" form={FORM_ID} loading={saving}>
            {charge ? 'Save charge' : 'Add charge'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** Why a charge can only be read here, or undefined when the user may change it. */
export function readOnlyReason(charge: Charge, canUpdate: boolean): string | undefined {
  if (!isManual(charge)) return 'This charge is a line of its invoice: it changes on the invoice.';
  if (charge.status === 'Invoiced') return 'This charge is on an invoice: it changes only once the invoice lets it go.';
  if (!canUpdate) return 'You may view this charge but not change it.';
  if (charge.warehouse && charge.state === 'Confirmed')
    return 'This warehouse charge is confirmed: it is corrected by an adjustment, or by billing the period again.';
  if (charge.warehouse)
    return 'This is a billing run’s draft: fix what it was worked out from and bill the period again.';
  return undefined;
}
