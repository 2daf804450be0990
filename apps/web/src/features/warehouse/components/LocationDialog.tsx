import { type Location, locationCodeOf } from '@freightdesk/contracts';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError, errorText } from '../../../api/client';
import { notify } from '../../../components/notify';
import { useSaveLocation, useUpdateLocation } from '../api';

const blank = { zone: '', aisle: '', bay: '', level: '', description: '', active: true };
type Values = typeof blank;

/**
 * A location made or changed in a dialog: its four parts and the code they make (shown as typed),
 * a description, and whether it is in use. The server's field messages show under their fields.
 */
export function LocationDialog({
  opened,
  location,
  onClose,
}: {
  opened: boolean;
  /** The location to change; none makes a new one. */
  location: Location | null;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useSaveLocation();
  const update = useUpdateLocation();
  useEffect(() => {
    if (!opened) return;
    setValues(location ? { ...location } : blank);
    setErrors({});
    setProblem(null);
  }, [opened, location]);

  const field = (name: keyof Omit<Values, 'active'>, label: string, placeholder: string) => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={values[name]}
      error={errors[name]}
      required={name === 'zone'}
      maxLength={name === 'description' ? 200 : 8}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setValues((old) => ({ ...old, [name]: v }));
        // A field's message goes as it is changed; the next save says what still stands.
        setErrors(({ [name]: _, ...rest }) => rest);
      }}
    />
  );

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setProblem(null);
    try {
      const saved = location
        ? await update.mutateAsync({ ...values, id: location.id, version: location.version })
        : await create.mutateAsync(values);
      notify.success(`Location ${saved.code} saved.`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError && Object.keys(err.fieldErrors).length) setErrors(err.fieldErrors);
      else setProblem(errorText(err));
    }
  };

  const code = locationCodeOf(values);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={location ? `Location ${location.code}` : 'New location'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
    >
      <form onSubmit={(e) => void save(e)} noValidate>
        <Stack>
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {field('zone', 'Zone', 'A')}
            {field('aisle', 'Aisle', '01')}
            {field('bay', 'Bay', '02')}
            {field('level', 'Level', '1')}
          </SimpleGrid>
          <Text size="sm" aria-live="polite">
            Code on the label: <strong>{code || '—'}</strong>
          </Text>
          {field('description', 'Description', 'Rack A, ground level')}
          <Checkbox
            label="In use (goods may be moved here)"
            checked={values.active}
            onChange={(e) => {
              const active = e.currentTarget.checked;
              setValues((old) => ({ ...old, active }));
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
