import type { PickerProps } from '../../../components/form/pickerTypes';
import { contactTypesQuery, projectStatusesQuery } from '../api';
import { LookupPicker } from './LookupPicker';

/** A project status (the lookup /api/projectStatus). */
export function ProjectStatusPicker(props: PickerProps) {
  return <LookupPicker label="Status" {...props} lookup={projectStatusesQuery()} />;
}

/** How a contact is reached: phone, e-mail… (the lookup /api/contactType). */
export function ContactTypePicker(props: PickerProps) {
  return <LookupPicker label="Contact type" {...props} lookup={contactTypesQuery()} />;
}
