import { allows, type CommonOption, type ProjectRow } from '@freightdesk/contracts';
import { useAuth } from '../../../auth/AuthContext';
import type { PickerProps } from '../../../components/form/pickerTypes';
import { commonProjectSearchQuery, projectSearchQuery } from '../api';
import { SearchPicker } from './SearchPicker';

const toOption = (p: ProjectRow) => ({ value: p.id, label: `${p.number} · ${p.customerName}` });
const commonToOption = (p: CommonOption) => ({ value: p.id, label: p.label });

/**
 * One of the projects the signed-in user may see, searched by project number. A user who works on
 * projects without Project:View (POs, shipments) searches their own list of projects instead.
 */
export function ProjectPicker(props: PickerProps & { initialLabel?: string }) {
  const { scope } = useAuth();
  const common = { label: 'Project', placeholder: 'Search by project number', ...props, noun: 'project' };
  return allows(scope, 'Project:View') ? (
    <SearchPicker {...common} search={projectSearchQuery} toOption={toOption} />
  ) : (
    <SearchPicker {...common} search={commonProjectSearchQuery} toOption={commonToOption} />
  );
}
