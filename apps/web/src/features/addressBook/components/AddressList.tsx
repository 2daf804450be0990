import { addressFields } from '@freightdesk/contracts';
import { Badge, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { CountryStatePicker, countriesQuery, statesQuery } from '../../lookups';
import type { AddressValues, ClientFormValues } from '../clientForm';
import { CardList, EditableCard } from './EditableCard';
import { errorsOf, type FieldErrors } from './fieldErrors';

/** The country new addresses start in (the first of the countries lookup: United States). */
const DEFAULT_COUNTRY_ID = 1;

const blank = (countryId: number | null, isPrimary: boolean): AddressValues => ({
  address1: '',
  address2: '',
  city: '',
  stateId: null,
  postalCode: '',
  countryId,
  isPrimary,
});

interface AddressListProps {
  /** Saves the whole client (editing an existing one); absent while creating, when Create saves all. */
  commit?: () => Promise<void>;
  disabled: boolean;
}

/**
 * A client's addresses, each edited where it stands. Exactly one is primary: the first address
 * is, saving one as primary makes the others not, and removing the primary promotes the next.
 */
export function AddressList({ commit, disabled }: AddressListProps) {
  const { control, getValues, setValue } = useFormContext<ClientFormValues>();
  const values = useWatch({ control, name: 'addresses' });
  const { errors } = useFormState({ control, name: 'addresses' });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [draft, setDraft] = useState<AddressValues>(blank(null, false));
  const [draftErrors, setDraftErrors] = useState<FieldErrors>({});
  const [removing, setRemoving] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);

  const apply = async (next: AddressValues[]) => {
    setValue('addresses', next, { shouldDirty: true, shouldValidate: Boolean(errors.addresses) });
    if (!commit) return;
    setBusy(true);
    try {
      await commit();
    } finally {
      setBusy(false);
    }
  };

  const start = (index: number | 'new') => {
    const current = getValues('addresses');
    const primary = current.find((a) => a.isPrimary) ?? current[0];
    setDraft(
      index === 'new'
        ? blank(primary?.countryId ?? DEFAULT_COUNTRY_ID, current.length === 0)
        : (current[index] as AddressValues),
    );
    setDraftErrors({});
    setEditing(index);
  };

  const save = async () => {
    const parsed = addressFields.safeParse(draft);
    if (!parsed.success) {
      setDraftErrors(errorsOf(parsed.error));
      return;
    }
    const current = getValues('addresses');
    let next = editing === 'new' ? [...current, parsed.data] : current.map((a, i) => (i === editing ? parsed.data : a));
    const savedAt = editing === 'new' ? next.length - 1 : (editing as number);
    if (parsed.data.isPrimary) next = next.map((a, i) => ({ ...a, isPrimary: i === savedAt }));
    else if (!next.some((a) => a.isPrimary)) next = next.map((a, i) => ({ ...a, isPrimary: i === 0 }));
    setEditing(null);
    await apply(next);
  };

  const makePrimary = (index: number) =>
    apply(getValues('addresses').map((a, i) => ({ ...a, isPrimary: i === index })));

  const remove = async (index: number) => {
    setRemoving(null);
    let next = getValues('addresses').filter((_, i) => i !== index);
    if (next.length && !next.some((a) => a.isPrimary)) next = next.map((a, i) => ({ ...a, isPrimary: i === 0 }));
    await apply(next);
  };

  const saveLabel = commit ? 'Save address' : 'Done';
  const listError = errors.addresses?.message ?? errors.addresses?.root?.message;
  const editor = <AddressEditor draft={draft} errors={draftErrors} onChange={setDraft} />;

  return (
    <Stack gap="sm">
      {listError && (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      )}
      <CardList label="Addresses" empty={!values.length && editing !== 'new' && 'No addresses yet.'}>
        {values.map((a, index) => {
          const name = `address ${a.address1 || index + 1}`;
          return (
            <EditableCard
              // biome-ignore lint/suspicious/noArrayIndexKey: no id in the form; the list only grows or shrinks while no card is open
              key={index}
              name={name}
              editing={editing === index}
              busy={busy || disabled || (editing !== null && editing !== index)}
              view={<AddressView address={a} />}
              editor={editor}
              extra={
                !a.isPrimary && (
                  <Button
                    type="button"
                    variant="subtle"
                    size="compact-sm"
                    mt={4}
                    ml={-8}
                    // The shown words first and together, then which address (WCAG 2.5.3, label in name).
                    aria-label={`Make primary: ${name}`}
                    onClick={() => void makePrimary(index)}
                    disabled={busy || disabled || editing !== null}
                  >
                    Make primary
                  </Button>
                )
              }
              onEdit={() => start(index)}
              onRemove={() => setRemoving(index)}
              onSave={() => void save()}
              onCancel={() => setEditing(null)}
              saveLabel={saveLabel}
            />
          );
        })}
        {editing === 'new' && (
          <EditableCard
            name="new address"
            editing
            busy={busy}
            view={null}
            editor={editor}
            onEdit={() => {}}
            onSave={() => void save()}
            onCancel={() => setEditing(null)}
            saveLabel={saveLabel}
          />
        )}
      </CardList>
      {editing !== 'new' && (
        <div>
          <Button
            type="button"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => start('new')}
            disabled={disabled || busy || editing !== null}
          >
            Add address
          </Button>
        </div>
      )}
      <ConfirmDialog
        opened={removing !== null}
        title="Remove address"
        confirmLabel="Remove"
        danger
        onConfirm={() => void remove(removing as number)}
        onCancel={() => setRemoving(null)}
      >
        {commit
          ? 'Remove this address from the client? The change is saved at once and kept in the history.'
          : 'Remove this address?'}
      </ConfirmDialog>
    </Stack>
  );
}

function AddressEditor({
  draft,
  errors,
  onChange,
}: {
  draft: AddressValues;
  errors: FieldErrors;
  onChange: (next: AddressValues) => void;
}) {
  const set = (patch: Partial<AddressValues>) => onChange({ ...draft, ...patch });
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        <TextInput
          label="Address line 1"
          required
          data-autofocus
          value={draft.address1}
          onChange={(e) => set({ address1: e.currentTarget.value })}
          error={errors.address1}
        />
        <TextInput
          label="Address line 2"
          value={draft.address2}
          onChange={(e) => set({ address2: e.currentTarget.value })}
          error={errors.address2}
        />
        <TextInput
          label="City"
          required
          value={draft.city}
          onChange={(e) => set({ city: e.currentTarget.value })}
          error={errors.city}
        />
        <TextInput
          label="Postal code"
          value={draft.postalCode}
          onChange={(e) => set({ postalCode: e.currentTarget.value })}
          error={errors.postalCode}
        />
      </SimpleGrid>
      <CountryStatePicker
        value={{ countryId: draft.countryId, stateId: draft.stateId }}
        onChange={(place) => set(place)}
        errors={{ countryId: errors.countryId, stateId: errors.stateId }}
      />
      <Checkbox
        label="Primary address"
        checked={draft.isPrimary}
        onChange={(e) => set({ isPrimary: e.currentTarget.checked })}
      />
    </Stack>
  );
}

/** An address as it is written on an envelope, with its primary mark. */
function AddressView({ address: a }: { address: AddressValues }) {
  const countries = useQuery(countriesQuery());
  const states = useQuery({ ...statesQuery(a.countryId ?? 0), enabled: a.countryId !== null });
  const state = states.data?.find((s) => s.id === a.stateId);
  const country = countries.data?.find((c) => c.id === a.countryId)?.name;
  const place = [a.city, [state?.code ?? state?.name, a.postalCode].filter(Boolean).join(' ')].filter(Boolean);
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {a.address1}
        {a.isPrimary && (
          <Badge ml="xs" size="sm" variant="light" tt="none" fw={600} style={{ verticalAlign: 'middle' }}>
            Primary
          </Badge>
        )}
      </Text>
      {a.address2 && (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {a.address2}
        </Text>
      )}
      <Text size="sm">{place.join(', ')}</Text>
      {country && (
        <Text size="sm" c="dimmed">
          {country}
        </Text>
      )}
    </Stack>
  );
}
