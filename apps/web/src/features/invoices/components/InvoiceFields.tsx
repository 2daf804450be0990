import { allows } from '@freightdesk/contracts';
import { Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from '@mantine/hooks';
import { useController, useWatch } from 'react-hook-form';
import { useAuth } from '../../../auth/AuthContext';
import { fieldKit } from '../../../components/form';
import { OpenChargesPicker } from '../../charges';
import { useBillingPeriods, useProjectShipments } from '../api';
import { forOptions, forValue, type InvoiceFormValues, parseFor, periodOptions } from '../invoiceForm';

const F = fieldKit<InvoiceFormValues>();

/** A field shown as text that does not change here: read-only, filled so that it does not invite typing. */
export function FixedField({ label, value, description }: { label: string; value: string; description?: string }) {
  return <TextInput label={label} value={value} description={description} readOnly variant="filled" />;
}

interface ProjectPartProps {
  projectId: number | null;
  /** The field no longer changes (an invoice past its draft). */
  fixed: boolean;
  /** What it is now, for the fixed field and before the lists arrive. */
  current?: { id: number | null; number: string | null };
}

/**
 * What the invoice is for: the project as a whole, or one of its shipments (docs/requirements.md's shipment
 * invoices), one choice that sets containerModule and containerId.
 */
export function InvoiceForField({ projectId, fixed, current }: ProjectPartProps) {
  const { scope } = useAuth();
  const module = useController<InvoiceFormValues, 'containerModule'>({ name: 'containerModule' });
  const id = useController<InvoiceFormValues, 'containerId'>({ name: 'containerId' });
  const shipments = useProjectShipments(projectId, !fixed && allows(scope, 'Shipment:View'));
  const options = forOptions(shipments.data, current);
  const value = forValue(module.field.value ?? 'Project', id.field.value ?? null);
  const error = id.fieldState.error?.message ?? module.fieldState.error?.message;
  if (fixed) {
    return <FixedField label="For" value={options.find((o) => o.value === value)?.label ?? 'The project as a whole'} />;
  }
  return (
    <Select
      ref={id.field.ref}
      label="For"
      description={projectId === null ? 'Pick the project first' : 'The project, or one of its shipments'}
      data={options}
      value={value}
      onChange={(v) => {
        const chosen = parseFor(v);
        module.field.onChange(chosen.containerModule);
        id.field.onChange(chosen.containerId);
      }}
      onBlur={id.field.onBlur}
      allowDeselect={false}
      searchable
      nothingFoundMessage="No shipment matches"
      comboboxProps={{ withinPortal: true }}
      error={error ?? (shipments.isError ? 'Could not load the project’s shipments.' : undefined)}
    />
  );
}

/** The month of the project's billing it bills: the project's periods, newest first. */
export function BillingPeriodField({ projectId, fixed, label }: ProjectPartProps & { label?: string | null }) {
  const { scope } = useAuth();
  // The periods are the project's (Project:View); without it the field keeps what is chosen.
  const canRead = allows(scope, 'Project:View');
  const periods = useBillingPeriods(projectId, canRead && !fixed);
  if (fixed || !canRead) {
    return (
      <FixedField
        label="Billing period"
        value={label ?? 'None'}
        description={!fixed && !canRead ? 'The project’s periods need the Project view permission' : undefined}
      />
    );
  }
  return (
    <F.SelectField
      name="billingPeriodId"
      label="Billing period"
      placeholder={projectId === null ? 'Pick the project first' : periods.isPending ? 'Loading…' : 'None'}
      options={periodOptions(periods.data)}
      disabled={projectId === null}
      clearButtonProps={{ 'aria-label': 'Clear billing period' }}
      description={periods.isError ? 'Could not load the project’s billing periods.' : 'The month of billing it bills'}
    />
  );
}

/**
 * A new invoice's charges: the project's open charges ticked, with what they add up to. They may
 * also be added after, on the invoice's Charges tab.
 */
export function NewInvoiceCharges() {
  const projectId = useWatch<InvoiceFormValues, 'projectId'>({ name: 'projectId' });
  const picked = useController<InvoiceFormValues, 'chargeIds'>({ name: 'chargeIds' });
  const heading = useId();
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={heading}>
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id={heading}>
            Charges
          </Title>
          <Text size="sm" c="dimmed">
            The project’s open charges, not yet on an invoice (never its costs). Tick those this invoice bills; more can
            be added while it is a draft.
          </Text>
        </div>
        {projectId ? (
          <OpenChargesPicker
            projectId={projectId}
            picked={picked.field.value ?? []}
            onChange={(ids) => picked.field.onChange(ids)}
            error={picked.fieldState.error?.message}
          />
        ) : (
          <Text size="sm" fw={500}>
            Pick the project to see its open charges.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
