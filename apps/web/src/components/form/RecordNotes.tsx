import { type MantineSpacing, Text } from '@mantine/core';
import { TextField } from './TextFields';

/**
 * A record's number (PO, shipment, alert, pick ticket, project, proposal): on a new record it may
 * be left empty, and the server gives the next one when the record is saved.
 */
export function RecordNumberField({ label, creating }: { label: string; creating: boolean }) {
  return (
    <TextField
      name="number"
      label={label}
      placeholder={creating ? 'Next number' : undefined}
      description={creating ? 'Left empty, the next number is given' : undefined}
    />
  );
}

/**
 * Above a form whose fields the user cannot change: why. Either they may view the record but not
 * change it, or the record itself no longer changes (`because`: cancelled, received…).
 */
export function ViewOnlyNote({ noun, because, mb }: { noun: string; because?: string; mb?: MantineSpacing }) {
  return (
    <Text size="sm" c="dimmed" mb={mb}>
      {because ?? `You may view this ${noun} but not change it.`}
    </Text>
  );
}
