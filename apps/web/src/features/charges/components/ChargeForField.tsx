import type { Charge } from '@freightdesk/contracts';
import { Select, TextInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useChargeTargets } from '../api';
import {
  type ChargeFormValues,
  type ChargesOf,
  containerLabel,
  parseTarget,
  targetOptions,
  targetValue,
} from '../chargeForm';

interface Props {
  of: ChargesOf;
  charge: Charge | null;
  /** The form cannot be changed (an invoiced charge, or no permission). */
  readOnly: boolean;
}

/**
 * What the charge is for: the project itself or one of its records, one choice that sets both
 * containerModule and containerId. On a record's tab it is that record and does not change.
 */
export function ChargeForField({ of, charge, readOnly }: Props) {
  const module = useController<ChargeFormValues, 'containerModule'>({ name: 'containerModule' });
  const id = useController<ChargeFormValues, 'containerId'>({ name: 'containerId' });
  const locked = of.module !== 'Project' || readOnly;
  const targets = useChargeTargets(of.projectId, !locked);
  const error = id.fieldState.error?.message ?? module.fieldState.error?.message;

  if (locked) {
    const label =
      of.module !== 'Project'
        ? containerLabel(of.module, of.number)
        : containerLabel(charge?.containerModule ?? 'Project', charge?.containerNumber ?? null);
    return (
      <TextInput
        ref={id.field.ref}
        label="For"
        value={label}
        readOnly
        variant="filled"
        description={of.module !== 'Project' ? 'Charges entered here are this record’s' : undefined}
        error={error}
      />
    );
  }

  const current = charge && { module: charge.containerModule, id: charge.containerId, number: charge.containerNumber };
  return (
    <Select
      ref={id.field.ref}
      label="For"
      description="The project itself, or one of its records"
      placeholder={targets.isPending ? 'Loading…' : undefined}
      data={targetOptions(targets.data, current ?? undefined)}
      value={targetValue(module.field.value, id.field.value)}
      onChange={(value) => {
        const target = parseTarget(value);
        if (!target) return;
        module.field.onChange(target.containerModule);
        id.field.onChange(target.containerId);
      }}
      onBlur={id.field.onBlur}
      allowDeselect={false}
      searchable
      data-autofocus
      nothingFoundMessage="No record matches"
      comboboxProps={{ withinPortal: true }}
      required
      error={
        error ??
        (targets.isError ? 'Could not load the project’s records: only the project itself is offered.' : undefined)
      }
    />
  );
}
