/** The detail layout: every record screen is built from these. */

export { DeleteButton } from './DeleteButton';
export { type DetailField, DetailFields } from './DetailFields';
export { DetailPage } from './DetailPage';
export { DetailSection } from './DetailSection';
export { DetailSkeleton } from './DetailSkeleton';
export { type BackLink, DetailForbidden, DetailNotFound } from './DetailStates';
export { type DetailTab, TabBadge } from './DetailTabs';
export { DrawnAfter } from './DrawnAfter';
export { type FieldLabel, fieldLabelsOf } from './fieldLabels';
export { stampsOf, useRecordHistory } from './history';
export { PrintButton } from './PrintButton';
export { RecordActions } from './RecordActions';
export { RecordLoader } from './RecordLoader';
export { RecordStamp } from './RecordStamp';
export {
  defineRecord,
  type RecordAccess,
  type RecordDeclaration,
  type SharedTab,
  type SharedTabs,
  sharedTabs,
} from './record';
export { type StatusMove, StatusMoveButtons } from './StatusMoveButtons';
