import type { CompanyDetails } from '@freightdesk/contracts';
import { useQuery } from '@tanstack/react-query';
import type { PickerProps } from '../../../components/form/pickerTypes';
import { companySearchQuery } from '../api';
import { SearchPicker } from './SearchPicker';

const toOption = (c: CompanyDetails) => ({ value: c.id, label: c.name });

/** A customer company (SPEC.md section 5: 25 customers a search, always including the one chosen). */
export function CompanyPicker(props: PickerProps & { initialLabel?: string }) {
  return (
    <SearchPicker
      label="Company"
      placeholder="Search companies"
      {...props}
      noun="company"
      search={companySearchQuery}
      toOption={toOption}
    />
  );
}

/** A company's name by its id (a filter chip, a read-only field), from the same cached search as the picker. */
export function CompanyName({ id }: { id: number }) {
  const companies = useQuery(companySearchQuery('', id));
  return <>{companies.data?.find((c) => c.id === id)?.name ?? `#${id}`}</>;
}
