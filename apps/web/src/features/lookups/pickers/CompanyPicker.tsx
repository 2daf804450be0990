import type { CompanyDetails } from '@freightdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import type { PickerProps } from '../../../components/form/pickerTypes';
import { companySearchQuery } from '../api';
import { SearchPicker } from './SearchPicker';

const toOption = (c: CompanyDetails) => ({ value: c.id, label: c.name });

interface CompanyPickerProps extends PickerProps {
  initialLabel?: string;
  /** The client types offered (customers by default; clientTypeIds.all for every type). */
  types?: readonly number[];
  /** Names what is searched ("job site"), for the empty answer. */
  noun?: string;
}

/** A customer company (docs/requirements.md section 5: 25 customers a search, always including the one chosen). */
export function CompanyPicker({ types, noun = 'company', ...props }: CompanyPickerProps) {
  return (
    <SearchPicker
      label="Company"
      placeholder="Search companies"
      {...props}
      noun={noun}
      search={types ? (term, id) => companySearchQuery(term, id, types) : companySearchQuery}
      toOption={toOption}
    />
  );
}

/** A company's name by its id (a filter chip, a read-only field), from the same cached search as the picker. */
export function CompanyName({ id }: { id: number }) {
  const companies = useQuery(companySearchQuery('', id));
  return <>{companies.data?.find((c) => c.id === id)?.name ?? `#${id}`}</>;
}
