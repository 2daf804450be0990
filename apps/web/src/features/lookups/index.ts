/** Shared lookups and their pickers: cached lists and server-searched selects for every screen. */

export type { PickerOption, PickerProps } from '../../components/form/pickerTypes';
export * from './api';
export { CompanyName, CompanyPicker } from './pickers/CompanyPicker';
export { type CountryState, CountryStatePicker } from './pickers/CountryStatePicker';
export { LookupPicker } from './pickers/LookupPicker';
export { ProjectPicker } from './pickers/ProjectPicker';
export {
  ClientTypePicker,
  ContactTypePicker,
  ProjectStatusPicker,
  ProjectTypePicker,
  ProposalStatusPicker,
} from './pickers/StatusPicker';
export { StaffUserPicker, UserPicker } from './pickers/UserPicker';
export { useAskedProject } from './useAskedProject';
