import { type BillingPeriod, billingHoursBody, type Charge, type WarehouseChargeRun } from '@freightdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, NumberInput, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataGrid, displayColumn, type GridColumn } from '../../../components/DataGrid';
import { Dialog } from '../../../components/Dialog';
import { applyServerErrors } from '../../../components/form/serverErrors';
import { notify } from '../../../components/notify';
import { formatDate } from '../../../lib/dates';
import { formatCount, formatMoney, formatNumber } from '../../../lib/numbers';
import { useRemoveWarehouseCharges, useUpdateBillingHours } from '../api';

/** A count and its noun, singular for one: "1 item", "3 items". */
const countOf = (n: number, noun: string) => `${formatCount(n)} ${noun}${n === 1 ? '' : 's'}`;

/** The quantity as a charge counts it: "2.5 Hour", "12.8 CWT". */
const quantityOf = (c: Charge) => `${formatNumber(c.quantity)} ${c.unit}`.trim();

const chargeColumns: GridColumn<Charge>[] = [
  displayColumn<Charge>('type', 'Charge', {
    render: (c) => (
      <>
        <Text size="sm" fw={500}>
          {c.type}
        </Text>
        {c.description && (
          <Text size="xs" c="dimmed" lineClamp={2}>
            {c.description}
          </Text>
        )}
        {/* On a phone the quantity and rate read under the type, in place of their columns. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {quantityOf(c)} × {formatMoney(c.rate)}
        </Text>
      </>
    ),
  }),
  displayColumn<Charge>('quantity', 'Quantity', {
    textAlign: 'right',
    visibleFrom: 'sm',
    render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{quantityOf(c)}</span>,
  }),
  displayColumn<Charge>('rate', 'Rate', { type: 'money', textAlign: 'right', visibleFrom: 'sm', total: false }),
  displayColumn<Charge>('amount', 'Amount', { type: 'money', textAlign: 'right', total: false }),
];

/**
 * What a billing run made for a period: its charges with their quantities, rates and amounts and
 * the total; how many earlier open charges they replace; the rates that billed nothing, and why;
 * and a warning when items on hand have no weight, since storage and handling by weight bill
 * nothing for them.
 */
export function WarehouseRunDialog({
  opened,
  run,
  month,
  onClose,
}: {
  opened: boolean;
  run: WarehouseChargeRun | null;
  month: string;
  onClose: () => void;
}) {
  const one = run?.itemsWithoutWeight === 1;
  return (
    <Dialog opened={opened} onClose={onClose} title={`Warehouse charges for ${month}`}>
      {run && (
        <Stack gap="md">
          <Text size="sm">
            {formatDate(run.startDate)} – {formatDate(run.endDate)}:{' '}
            {run.charges.length
              ? `${countOf(run.charges.length, 'charge')} made, ${formatMoney(run.total)} in all.`
              : 'no warehouse rate made a charge.'}
            {run.replaced > 0 &&
              ` They replace the ${countOf(run.replaced, 'open warehouse charge')} an earlier run had made.`}
          </Text>
          {run.itemsWithoutWeight > 0 && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {countOf(run.itemsWithoutWeight, 'item')} on hand {one ? 'has' : 'have'} no weight: storage and handling
              by weight bill nothing for {one ? 'it' : 'them'}. Weigh {one ? 'it' : 'them'} in the inventory, then bill
              the period again.
            </Alert>
          )}
          {run.charges.length > 0 && (
            <>
              <DataGrid<Charge>
                rows={run.charges}
                columns={chargeColumns}
                noun="charges"
                label={`Warehouse charges made for ${month}`}
                search={false}
                maxHeight={360}
              />
              <Group justify="flex-end">
                <Text fw={600}>Total {formatMoney(run.total)}</Text>
              </Group>
            </>
          )}
          {run.skipped.length > 0 && (
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {run.skipped.length === 1 ? 'A rate left out' : `${run.skipped.length} rates left out`}
              </Text>
              <List size="sm" spacing={2}>
                {run.skipped.map((s) => (
                  <List.Item key={s.rateId}>
                    {s.chargeType}, {s.basis.toLowerCase()}: {s.reason}
                  </List.Item>
                ))}
              </List>
            </Stack>
          )}
          <Group justify="flex-end" gap="sm">
            <Button component={Link} to={`/projects/${run.projectId}/charges`} variant="default" onClick={onClose}>
              Open the charges
            </Button>
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}

const hoursForm = billingHoursBody.pick({ billingHours: true });

/** "2.50" → "2.5", "3.00" → "3": the hours as one would type them. */
const typedHours = (hours: string) => (hours.includes('.') ? hours.replace(/\.?0+$/, '') : hours);

/**
 * The hours of handling and labour worked in an open period, which per-hour warehouse rates bill:
 * prefilled with the period's, saved with Enter; the server's refusal shows on the field.
 */
export function BillingHoursDialog({
  projectId,
  opened,
  period,
  month,
  onClose,
}: {
  projectId: number;
  opened: boolean;
  period: BillingPeriod | null;
  month: string;
  onClose: () => void;
}) {
  const update = useUpdateBillingHours(projectId);
  const form = useForm({ resolver: zodResolver(hoursForm), defaultValues: { billingHours: '' as string | number } });
  const { reset } = form;
  // Each opening starts from the period's hours as saved.
  useEffect(() => {
    if (opened && period) reset({ billingHours: typedHours(period.billingHours) });
  }, [opened, period, reset]);

  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(({ billingHours }) => {
    if (!period) return;
    update.mutate(
      { billingPeriodId: period.id, billingHours },
      {
        onSuccess: () => {
          notify.success(`${month}: ${formatNumber(billingHours)} billing hours`);
          onClose();
        },
        onError: (err) => {
          const field = err instanceof ApiError ? applyServerErrors(form, err) : null;
          if (field) form.setFocus(field);
          else notify.error(errorText(err));
        },
      },
    );
  });
  return (
    <Dialog opened={opened} onClose={close} title={`Billing hours for ${month}`} size="sm" centered>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Controller
            control={form.control}
            name="billingHours"
            render={({ field, fieldState }) => (
              <NumberInput
                label="Billing hours"
                description="Hours of handling and labour worked for the project in the month, at most 2 decimals. Per-hour warehouse rates bill them."
                required
                min={0}
                step={0.5}
                allowNegative={false}
                autoComplete="off"
                data-autofocus
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save hours
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}

/** Asks before deleting a period's open warehouse charges (those on an invoice stay), then says how many went. */
export function RemoveWarehouseChargesDialog({
  opened,
  period,
  month,
  onClose,
}: {
  opened: boolean;
  period: BillingPeriod | null;
  month: string;
  onClose: () => void;
}) {
  const remove = useRemoveWarehouseCharges();
  const confirm = () => {
    if (!period) return;
    remove.mutate(period.id, {
      onSuccess: ({ deleted }) => {
        if (deleted) notify.success(`${countOf(deleted, 'warehouse charge')} removed`);
        else notify.info(`${month} had no open warehouse charges to remove`);
        onClose();
      },
      onError: (err) => notify.error(errorText(err)),
    });
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={`Remove the warehouse charges of ${month}?`}
      confirmLabel="Remove charges"
      danger
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      The period’s open warehouse charges are deleted; those already on an invoice stay. Billing the period again makes
      them anew.
    </ConfirmDialog>
  );
}
