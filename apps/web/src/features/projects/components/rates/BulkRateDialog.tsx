import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError, errorText } from '../../../../api/client';

/** A field "Change selected" can set on every selected rate; left empty, each rate keeps its own. */
export interface BulkField {
  key: string;
  label: string;
  kind: 'money' | 'integer' | 'text';
}

interface BulkRateDialogProps {
  count: number;
  /** Plural, lower case: "warehouse rates". */
  noun: string;
  fields: BulkField[];
  /** Saves the selected rates with these values, all or none; rejects with the reason. */
  onApply: (changes: Record<string, unknown>) => Promise<void>;
  onCancel: () => void;
}

/** Sets one or more fields on several rates at once (the server saves all of them or none). */
export function BulkRateDialog({ count, noun, fields, onApply, onCancel }: BulkRateDialogProps) {
  const [values, setValues] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const changes: Record<string, unknown> = {};
    for (const f of fields) {
      const v = values[f.key]?.trim() ?? '';
      if (!v) continue;
      if (f.kind === 'integer') {
        if (!/^\d{1,3}$/.test(v)) {
          setError(`${f.label}: enter a whole number of days.`);
          return;
        }
        changes[f.key] = Number(v);
      } else changes[f.key] = v;
    }
    if (!Object.keys(changes).length) {
      setError('Enter at least one value to change.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await onApply(changes);
    } catch (err) {
      setError(err instanceof ApiError || !(err instanceof Error) ? errorText(err) : err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={() => !busy && onCancel()}
      title={`Change ${count} ${count === 1 ? noun.replace(/s$/, '') : noun}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 600 } }}
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            Fill in what should change; empty fields stay as each rate has them.
          </Text>
          {fields.map((f, i) => (
            <TextInput
              key={f.key}
              label={f.label}
              inputMode={f.kind === 'text' ? undefined : f.kind === 'money' ? 'decimal' : 'numeric'}
              value={values[f.key] ?? ''}
              onChange={(e) => {
                const v = e.currentTarget.value;
                setValues((all) => ({ ...all, [f.key]: v }));
              }}
              data-autofocus={i === 0 || undefined}
              disabled={busy}
            />
          ))}
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Update {count}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
