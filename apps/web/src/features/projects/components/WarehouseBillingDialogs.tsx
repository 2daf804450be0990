import '@mantine/core/styles/Accordion.css';
import {
  type BillingPeriod,
  billingHoursBody,
  type Charge,
  type WarehouseChargeRun,
  type WarehouseRate,
  warehouseChargeTypes,
} from '@freightdesk/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Accordion, Alert, Button, Group, List, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { ApiError, errorText } from '../../../api/client';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DataGrid, displayColumn, type GridColumn } from '../../../components/DataGrid';
import { Dialog } from '../../../components/Dialog';
import { ErrorState } from '../../../components/ErrorState';
import { applyServerErrors } from '../../../components/form/serverErrors';
import { notify } from '../../../components/notify';
import { formatDate } from '../../../lib/dates';
import { formatCount, formatMoney, formatNumber, sumDecimals } from '../../../lib/numbers';
import { ChargeBreakdown, ChargeReviewBadge } from '../../charges';
import {
  useConfirmWarehouseCharges,
  useRemoveWarehouseCharges,
  useUpdateBillingHours,
  useWarehouseReview,
} from '../api';

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
        {/* On a phone the quantity, rate and review read under the type, in place of their columns. */}
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {quantityOf(c)} × {formatMoney(c.rate, { decimals: 4 })} · {c.state}
        </Text>
      </>
    ),
  }),
  displayColumn<Charge>('quantity', 'Quantity', {
    textAlign: 'right',
    visibleFrom: 'sm',
    render: (c) => <span style={{ whiteSpace: 'nowrap' }}>{quantityOf(c)}</span>,
  }),
  displayColumn<Charge>('rate', 'Rate', {
    textAlign: 'right',
    visibleFrom: 'sm',
    total: false,
    render: (c) => formatMoney(c.rate, { decimals: 4 }),
  }),
  displayColumn<Charge>('state', 'Review', {
    visibleFrom: 'sm',
    width: 150,
    render: (c) => <ChargeReviewBadge charge={c} />,
  }),
  displayColumn<Charge>('amount', 'Amount', { type: 'money', textAlign: 'right', total: false }),
];

/**
 * A period's warehouse review: what a billing run just made (its total, the drafts it replaced,
 * the rates that billed nothing and why, items without weight), or the period's charges as they
 * stand; each charge's breakdown ("How this was worked out"); the inventory changes entered since
 * the period was confirmed; and Confirm, which freezes the drafts and shows them to the client.
 */
export function WarehouseReviewDialog({
  projectId,
  opened,
  period,
  run,
  month,
  canConfirm,
  onClose,
}: {
  projectId: number;
  opened: boolean;
  period: BillingPeriod | null;
  run: WarehouseChargeRun | null;
  month: string;
  canConfirm: boolean;
  onClose: () => void;
}) {
  const review = useWarehouseReview(projectId, opened && period ? period.id : null);
  const confirm = useConfirmWarehouseCharges(projectId);
  const data = review.data;
  const charges = data?.charges ?? run?.charges ?? [];
  const drafts = charges.filter((c) => c.state === 'Draft');
  const total = sumDecimals(charges.map((c) => c.amount));
  const changes = data?.changesSinceConfirmed ?? run?.changesSinceConfirmed;
  const one = run?.itemsWithoutWeight === 1;
  const doConfirm = () => {
    if (!period) return;
    confirm.mutate(period.id, {
      onSuccess: (r) => {
        notify.success(
          `${month}: ${countOf(drafts.length, 'warehouse charge')} confirmed; the client sees ${r.confirmed === 1 ? 'it' : 'them'} now`,
        );
        onClose();
      },
      onError: (err) => notify.error(errorText(err)),
    });
  };
  return (
    <Dialog opened={opened} onClose={onClose} title={`Warehouse charges for ${month}`} size="xl">
      {period && (
        <Stack gap="md">
          <Text size="sm">
            {formatDate(period.startDate)} – {formatDate(period.endDate)}:{' '}
            {run
              ? run.charges.length
                ? `${countOf(run.charges.length, run.confirmed ? 'draft adjustment' : 'draft charge')} made, ${formatMoney(run.total)} in all.`
                : run.confirmed
                  ? 'nothing changed since the period was confirmed: no adjustment is needed.'
                  : 'no warehouse rate made a charge.'
              : `${countOf(charges.length, 'warehouse charge')}, ${formatMoney(total)} in all.`}
            {run && run.replaced > 0 && ` They replace the ${countOf(run.replaced, 'draft')} an earlier run had made.`}
            {drafts.length > 0 &&
              ' Drafts are seen by staff only: read how each was worked out, fix what is wrong and bill again, then confirm.'}
          </Text>
          {changes && changes.count > 0 && (
            <Alert
              color="orange"
              variant="light"
              icon={<IconAlertTriangle aria-hidden />}
              title={`${countOf(changes.count, 'change')} since confirmed`}
            >
              <List size="sm" spacing={2}>
                {changes.changes.slice(0, 10).map((c) => (
                  <List.Item key={`${c.itemId}-${c.at}`}>
                    {c.itemNumber || `Item ${c.itemId}`}: {c.action} on {formatDate(c.businessDate)}
                    {c.before !== c.after ? ` (${formatNumber(c.before)} → ${formatNumber(c.after)})` : ''}
                    {c.userName ? `, by ${c.userName}` : ''}
                  </List.Item>
                ))}
              </List>
              Billing the period again makes draft adjustments for the difference.
            </Alert>
          )}
          {run && run.itemsWithoutWeight > 0 && (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {countOf(run.itemsWithoutWeight, 'item')} on hand {one ? 'has' : 'have'} no weight: storage and handling
              by weight bill nothing for {one ? 'it' : 'them'}. Weigh {one ? 'it' : 'them'} in the inventory, then bill
              the period again.
            </Alert>
          )}
          {review.isError && (
            <ErrorState
              size="sm"
              title="Could not load the review"
              error={review.error}
              onRetry={() => void review.refetch()}
            />
          )}
          {charges.length > 0 && (
            <>
              <DataGrid<Charge>
                rows={charges}
                columns={chargeColumns}
                noun="charges"
                label={`Warehouse charges of ${month}`}
                search={false}
                maxHeight={300}
              />
              <Group justify="flex-end">
                <Text fw={600}>Total {formatMoney(total)}</Text>
              </Group>
              <Accordion variant="separated" chevronPosition="left">
                {charges
                  .filter((c) => c.breakdown)
                  .map((c) => (
                    <Accordion.Item key={c.id} value={String(c.id)}>
                      <Accordion.Control>
                        How this was worked out: {c.description || c.type}, {formatMoney(c.amount)}
                      </Accordion.Control>
                      <Accordion.Panel>
                        <ChargeBreakdown breakdown={c.breakdown!} title={`${c.type} · ${c.state}`} />
                      </Accordion.Panel>
                    </Accordion.Item>
                  ))}
              </Accordion>
            </>
          )}
          {run && run.skipped.length > 0 && (
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
            <Button component={Link} to={`/projects/${projectId}/charges`} variant="default" onClick={onClose}>
              Open the charges
            </Button>
            {canConfirm && drafts.length > 0 && (
              <Button color="green.9" loading={confirm.isPending} onClick={doConfirm}>
                Confirm {countOf(drafts.length, 'charge')}
              </Button>
            )}
            <Button onClick={onClose} data-autofocus variant={drafts.length && canConfirm ? 'default' : 'filled'}>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Dialog>
  );
}

const hoursForm = billingHoursBody.pick({ billingHours: true, chargeType: true });

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
  const form = useForm({
    resolver: zodResolver(hoursForm),
    defaultValues: { billingHours: '' as string | number, chargeType: 'Labour' as WarehouseRate['chargeType'] },
  });
  const { reset } = form;
  const chargeType = form.watch('chargeType');
  // Each opening starts from Labour's hours as saved; picking a type shows that type's.
  useEffect(() => {
    if (opened && period)
      reset({
        chargeType: 'Labour',
        billingHours: formatNumber(period.hours.Labour ?? period.billingHours, { plain: true }),
      });
  }, [opened, period, reset]);
  const pickType = (type: WarehouseRate['chargeType']) =>
    form.reset({ chargeType: type, billingHours: formatNumber(period?.hours[type] ?? '0', { plain: true }) });

  const close = () => {
    if (update.isPending) return;
    update.reset();
    onClose();
  };
  const onSubmit = form.handleSubmit(({ billingHours, chargeType }) => {
    if (!period) return;
    update.mutate(
      { billingPeriodId: period.id, billingHours, chargeType },
      {
        onSuccess: () => {
          notify.success(`${month}: ${formatNumber(billingHours)} ${chargeType.toLowerCase()} hours`);
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
          <Select
            label="Charge type"
            description="Each per-hour rate bills the hours of its own charge type."
            data={warehouseChargeTypes.filter((t) => t !== 'Storage').map((t) => ({ value: t, label: t }))}
            value={chargeType}
            onChange={(v) => v && pickType(v as WarehouseRate['chargeType'])}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Controller
            control={form.control}
            name="billingHours"
            render={({ field, fieldState }) => (
              <NumberInput
                label={`${chargeType} hours`}
                description="Hours worked for the project in the month, at most 2 decimals."
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
        else notify.info(`${month} had no draft warehouse charges to remove`);
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
      The period’s draft warehouse charges are deleted; confirmed ones stay. Billing the period again makes them anew.
    </ConfirmDialog>
  );
}
