/**
 * The write kit: what every service's writes share (README, "Writing a service"). A service
 * function is `fn(actor, input, tx?)` and runs `inTransaction(db, tx, …)`; inside it, a record is
 * changed through `versionedUpdate` (a set of them through `updateSet`), its history written through `audited`, its number taken by
 * `nextNumber`, a parent's visibility asserted by `visibleOr404`, and statuses declared once by
 * `defineStatuses` (packages/contracts) and `statusEnum`.
 */
export { inTransaction } from '../../db/executor';
export {
  type AuditActor,
  type Audited,
  type AuditedRecord,
  audited,
  auditNote,
  auditNotes,
  fieldChanged,
} from './audited';
export { lockNumbering, type NumberSequence, nextNumber, numberTaken } from './numbering';
export { statusEnum, statusIdOf } from './statuses';
export {
  changeMarks,
  type SetRow,
  staleMessage,
  type UpdateSetOptions,
  updateSet,
  type VersionedTable,
  type VersionedUpdateOptions,
  type VersionKey,
  versionedUpdate,
} from './versioned';
export { type Visibility, visibleOr404 } from './visible';
