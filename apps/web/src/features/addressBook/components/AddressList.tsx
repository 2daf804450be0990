import { addressFields } from '@freightdesk/contracts';
import { Badge, Button, Checkbox, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { CountryStatePicker, countriesQuery, statesQuery } from '../../lookups';
import type { AddressValues, ClientFormValues } from '../clientForm';
import { EditableCardList, useEditableList } from './EditableCardList';
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
  const list = useEditableList<AddressValues>({
    read: () => getValues('addresses'),
    write: (next) => setValue('addresses', next, { shouldDirty: true, shouldValidate: Boolean(errors.addresses) }),
    commit,
    blank: (current) => {
      const primary = current.find((a) => a.isPrimary) ?? current[0];
      return blank(primary?.countryId ?? DEFAULT_COUNTRY_ID, current.length === 0);
    },
    check: (draft) => {
      const parsed = addressFields.safeParse(draft);
      return parsed.success ? { value: parsed.data } : { errors: errorsOf(parsed.error), draft };
    },
    // One primary: the one just saved as primary, or else the first.
    settle: (next, index) =>
      index !== null && next[index]?.isPrimary
        ? next.map((a, i) => ({ ...a, isPrimary: i === index }))
        : next.some((a) => a.isPrimary)
          ? next
          : next.map((a, i) => ({ ...a, isPrimary: i === 0 })),
  });
  const makePrimary = (index: number) =>
    list.apply(getValues('addresses').map((a, i) => ({ ...a, isPrimary: i === index })));
  const listError = errors.addresses?.message ?? errors.addresses?.root?.message;

  return (
    <Stack gap="sm">
      {listError && (
        <Text size="sm" c="red.8" role="alert">
          {listError}
        </Text>
      )}
      <EditableCardList
        list={list}
        items={values}
        label="Addresses"
        noun="address"
        nameOf={(a, index) => `address ${a.address1 || index + 1}`}
        view={(a) => <AddressView address={a} />}
        editor={<AddressEditor draft={list.draft} errors={list.errors} onChange={list.setDraft} />}
        extra={(a, index, name) =>
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
              disabled={list.busy || disabled || list.editing !== null}
            >
              Make primary
            </Button>
          )
        }
        disabled={disabled}
      />
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
