import type { ProjectRow } from '@freightdesk/contracts';
import type { PickerProps } from '../../../components/form/pickerTypes';
import { projectSearchQuery } from '../api';
import { SearchPicker } from './SearchPicker';

const toOption = (p: ProjectRow) => ({ value: p.id, label: `${p.number} · ${p.customerName}` });

/** One of the projects the signed-in user may see, searched by project number. */
export function ProjectPicker(props: PickerProps & { initialLabel?: string }) {
  return (
    <SearchPicker
      label="Project"
      placeholder="Search by project number"
      {...props}
      noun="project"
      search={projectSearchQuery}
      toOption={toOption}
    />
  );
}
