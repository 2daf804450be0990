import type { PickerProps } from '../../../components/form/pickerTypes';
import {
  clientTypesQuery,
  contactTypesQuery,
  projectStatusesQuery,
  projectTypesQuery,
  proposalStatusesQuery,
} from '../api';
import { LookupPicker } from './LookupPicker';

/** A project status (the lookup /api/projectStatus). */
export function ProjectStatusPicker(props: PickerProps) {
  return <LookupPicker label="Status" {...props} lookup={projectStatusesQuery()} />;
}

/** A project type: hotel renovation, new construction… (the lookup /api/projectType). */
export function ProjectTypePicker(props: PickerProps) {
  return <LookupPicker label="Type" {...props} lookup={projectTypesQuery()} />;
}

/** How a contact is reached: phone, e-mail… (the lookup /api/contactType). */
export function ContactTypePicker(props: PickerProps) {
  return <LookupPicker label="Contact type" {...props} lookup={contactTypesQuery()} />;
}

/** A proposal status (the lookup /api/proposalStatus). */
export function ProposalStatusPicker(props: PickerProps) {
  return <LookupPicker label="Status" {...props} lookup={proposalStatusesQuery()} />;
}

/** A client type: customer, vendor, property, carrier (the lookup /api/clientType). */
export function ClientTypePicker(props: PickerProps) {
  return <LookupPicker label="Type" {...props} lookup={clientTypesQuery()} />;
}
