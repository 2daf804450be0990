import { Select, SimpleGrid } from '@mantine/core';
import { countriesQuery, statesQuery } from '../api';
import { LookupPicker } from './LookupPicker';

export interface CountryState {
  countryId: number | null;
  stateId: number | null;
}

interface CountryStatePickerProps {
  value: CountryState;
  onChange: (value: CountryState) => void;
  required?: boolean;
  disabled?: boolean;
  errors?: { countryId?: string; stateId?: string };
}

/** A country, then one of its states; changing the country clears a state of the old one. */
export function CountryStatePicker({ value, onChange, required, disabled, errors }: CountryStatePickerProps) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      <LookupPicker
        label="Country"
        searchable
        required={required}
        disabled={disabled}
        error={errors?.countryId}
        lookup={countriesQuery()}
        value={value.countryId}
        onChange={(countryId) => onChange({ countryId, stateId: countryId === value.countryId ? value.stateId : null })}
      />
      {value.countryId === null ? (
        <Select label="State" placeholder="Choose a country first" data={[]} disabled />
      ) : (
        <LookupPicker
          label="State"
          searchable
          required={required}
          disabled={disabled}
          error={errors?.stateId}
          lookup={statesQuery(value.countryId)}
          value={value.stateId}
          onChange={(stateId) => onChange({ ...value, stateId })}
        />
      )}
    </SimpleGrid>
  );
}
