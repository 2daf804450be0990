import type { UserListItem } from '@freightdesk/contracts';
import { activeInactive, type ExportColumn, yesNo } from '../../platform/export/columns';

type ExportRow = Omit<UserListItem, 'modifiedAt'> & { modifiedAt: Date };

/** The columns of the users export (CSV and Excel), in the order a reader expects them. */
export const userExportColumns: ExportColumn<ExportRow>[] = [
  { key: 'userName', header: 'User name', value: (u) => u.userName, width: 22 },
  { key: 'firstName', header: 'First name', value: (u) => u.firstName },
  { key: 'lastName', header: 'Last name', value: (u) => u.lastName },
  { key: 'email', header: 'E-mail', value: (u) => u.email, width: 32 },
  { key: 'title', header: 'Title', value: (u) => u.title },
  { key: 'companyName', header: 'Company', value: (u) => u.companyName, width: 28 },
  { key: 'userTypeName', header: 'User type', value: (u) => u.userTypeName },
  { key: 'isAdmin', header: 'Admin', value: (u) => yesNo(u.isAdmin), width: 8 },
  { key: 'status', header: 'Status', value: (u) => activeInactive(u.status), width: 10 },
  { key: 'modifiedAt', header: 'Modified (UTC)', value: (u) => u.modifiedAt, width: 20 },
];
