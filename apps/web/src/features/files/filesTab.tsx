import { allows, staffOnlyTransactionTypes, type TransactionType, transactionModule } from '@freightdesk/contracts';
import type { ReactNode } from 'react';
import { type DetailTab, type RecordAccess, type SharedTab, TabBadge } from '../../components/detail';
import { lazyPanel } from '../../components/lazy';
import { type FileTarget, useListedFileCount } from './api';

/** A record's Files tab, its code loaded when the tab is opened or the record's screen is idle. */
export const FilesPanel = lazyPanel(() => import('./components/FilesPanel'), 'FilesPanel');

/** The Files tab of a record's screen, whatever it lists. */
export const filesTab = (content: ReactNode, count?: DetailTab['count']): DetailTab => ({
  path: 'files',
  label: 'Files',
  count,
  content,
});

interface RecordFilesOptions<R> {
  /** Also the files of the record's sub-folders (a receiving alert's lines' photos), each with its folder. */
  withSubfolders?: boolean;
  /**
   * The record's own count of its files (its tabs' counts), read where the badge is shown: the
   * badge says it until the panel has listed the files, then the list's (so an upload counts at once).
   * Without it, the tab has no badge.
   */
  useCount?: (id: number) => number | undefined;
  /** Update does not reach the record now (a client's release request once the warehouse confirmed it). */
  updateLocked?: (record: R, access: RecordAccess) => boolean;
}

/**
 * The Files tab of a record whose files live in its project's files under its transaction type,
 * in a folder named by its id: `recordFiles('PurchaseOrder')` among a record's shared tabs
 * (defineRecord). The type's module (the contracts' `transactionModule`) decides who adds files
 * (its Create or Update) and who removes them (its Update or Delete); a type of the provider's
 * costs (a vendor bill's) is for staff only. The server checks both again.
 */
export function recordFiles<R extends { id: number; projectId: number }>(
  transactionType: TransactionType,
  { withSubfolders, useCount, updateLocked }: RecordFilesOptions<R> = {},
): SharedTab<R> {
  const module = transactionModule[transactionType];
  const staffOnly = staffOnlyTransactionTypes.includes(transactionType);
  return (record, access) => {
    const may = (action: 'Create' | 'Update' | 'Delete') =>
      (access.staff || !staffOnly) && allows(access.scope, `${module}:${action}`);
    const updates = may('Update') && !updateLocked?.(record, access);
    const target = { projectId: record.projectId, transactionType, folderName: String(record.id) };
    return filesTab(
      <FilesPanel
        {...target}
        withSubfolders={withSubfolders}
        canAdd={may('Create') || updates}
        canRemove={updates || may('Delete')}
      />,
      useCount && ((active) => <FileCount id={record.id} target={target} useCount={useCount} active={active} />),
    );
  };
}

/** The Files tab's count: the panel's own list once it has been read, the record's count before. */
function FileCount({
  id,
  target,
  useCount,
  active,
}: {
  id: number;
  target: FileTarget;
  useCount: (id: number) => number | undefined;
  active: boolean;
}) {
  const counted = useCount(id);
  return <TabBadge count={useListedFileCount(target) ?? counted} active={active} />;
}
