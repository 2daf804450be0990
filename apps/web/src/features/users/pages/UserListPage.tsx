import { type UserListItem, type UserSearchBody, type UserSortColumn, userSortColumns } from '@freightdesk/contracts';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { DataGrid, type GridColumn, type GridRequest, type GridSort, useGridState } from '../../../components/DataGrid';
import { DateText } from '../../../components/DateText';
import { PageHeader } from '../../../components/PageHeader';
import { exportUsers, useUserSearch } from '../api';

const defaultSort: GridSort<UserSortColumn> = { column: 'userName', direction: 'asc' };

const columns: GridColumn<UserListItem, UserSortColumn>[] = [
  {
    accessor: 'userName',
    title: 'User name',
    sortColumn: 'userName',
    // The link makes every row reachable by keyboard; the row click is the mouse's shortcut.
    render: (u) => (
      <Anchor component={Link} to={`/users/${u.id}`} size="sm" fw={600}>
        {u.userName}
      </Anchor>
    ),
  },
  {
    accessor: 'lastName',
    title: 'Name',
    sortColumn: 'lastName',
    render: (u) => `${u.firstName} ${u.lastName}`,
  },
  { accessor: 'email', title: 'E-mail', sortColumn: 'email', visibleFrom: 'md' },
  { accessor: 'companyName', title: 'Company', sortColumn: 'companyName', visibleFrom: 'sm' },
  { accessor: 'userTypeName', title: 'User type', sortColumn: 'userTypeName', visibleFrom: 'lg' },
  {
    accessor: 'isAdmin',
    title: 'Admin',
    textAlign: 'center',
    visibleFrom: 'lg',
    render: (u) =>
      u.isAdmin ? (
        <Badge variant="light" tt="none" fw={500}>
          Yes
        </Badge>
      ) : (
        <Text span size="sm" c="dimmed">
          No
        </Text>
      ),
  },
  {
    accessor: 'status',
    title: 'Status',
    sortColumn: 'status',
    width: 116,
    render: (u) => (
      // The dot variant keeps the text dark: Mantine's light green reads below 4.5:1.
      <Badge variant="dot" color={u.status ? 'green' : 'gray'} tt="none" fw={500}>
        {u.status ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  {
    accessor: 'modifiedAt',
    title: 'Modified',
    sortColumn: 'modifiedAt',
    visibleFrom: 'md',
    render: (u) => (
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        <DateText value={u.modifiedAt} withTime />
      </Text>
    ),
  },
];

function toSearchBody(request: GridRequest<UserSortColumn>): UserSearchBody {
  return {
    searchFields: {},
    sortColumn: request.sortColumn,
    reverse: request.reverse,
    paged: true,
    pageIndex: request.pageIndex,
    pageSize: request.pageSize,
    searchTerm: request.searchTerm || undefined,
  };
}

/** /users: every user, server-paged, sortable and searchable (SPEC.md section 2). */
export default function UserListPage() {
  const navigate = useNavigate();
  const grid = useGridState({ sortColumns: userSortColumns, defaultSort });
  const body = toSearchBody(grid.request);
  const query = useUserSearch(body);

  return (
    <>
      <PageHeader title="Users" description="Who may sign in, what they may do and which projects they see." />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        noun="users"
        searchPlaceholder="Search users"
        onRowClick={(u) => navigate(`/users/${u.id}`)}
        onExport={(format, onProgress) => exportUsers(body, format, onProgress)}
        actions={
          <Button component={Link} to="/users/create" leftSection={<IconPlus size={16} aria-hidden />}>
            Create user
          </Button>
        }
      />
    </>
  );
}
