import { type UserListColumn, type UserListItem, userList } from '@freightdesk/contracts';
import { Anchor, Badge, Button, Text } from '@mantine/core';
import { IconPlus, IconUserCheck, IconUserOff } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { columnsFrom, DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { exportUsers, useUserColumns, useUserSearch } from '../api';
import { useBulkStatus } from '../useBulkStatus';

const columns = columnsFrom<UserListItem, UserListColumn>(userList, {
  // The link makes every row reachable by keyboard; the row click is the mouse's shortcut.
  userName: {
    render: (u) => (
      <Anchor component={Link} to={`/users/${u.id}`} size="sm" fw={600}>
        {u.userName}
      </Anchor>
    ),
  },
  firstName: { visible: false },
  // One "Name" column, sorted by last name.
  lastName: { title: 'Name', render: (u) => `${u.firstName} ${u.lastName}`, visibleFrom: 'xs' },
  email: { visibleFrom: 'md' },
  title: { visible: false },
  companyName: { visibleFrom: 'sm' },
  // The company's name filters better than its id; pickers filter by id where a screen needs it.
  clientId: { filter: false },
  userTypeName: { visibleFrom: 'lg' },
  isAdmin: {
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
  status: {
    width: 116,
    render: (u) => (
      // The dot variant keeps the text dark: Mantine's light green reads below 4.5:1.
      <Badge variant="dot" color={u.status ? 'green' : 'gray'} tt="none" fw={500}>
        {u.status ? 'Active' : 'Inactive'}
      </Badge>
    ),
  },
  modifiedAt: { visibleFrom: 'xl', width: 120 },
});

/** /users: every user, server-paged, sortable, searchable and filterable (docs/requirements.md section 2). */
export default function UserListPage() {
  const navigate = useNavigate();
  const { user: me } = useAuth();
  const grid = useGridState({ list: userList });
  const query = useUserSearch(searchBodyOf(grid.request));
  const info = useUserColumns();
  const setStatus = useBulkStatus();

  return (
    <>
      <PageHeader title="Users" />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="users"
        onRowClick={(u) => navigate(`/users/${u.id}`)}
        onExport={(format, onProgress) => exportUsers(exportBodyOf(grid.request), format, onProgress)}
        selection={{
          rowLabel: (u) => `Select ${u.userName}`,
          allLabel: 'Select all users on this page',
          // Deactivating yourself would end your own session.
          isSelectable: (u) => u.id !== me?.id,
          actions: [
            {
              label: 'Activate',
              icon: <IconUserCheck size={16} aria-hidden />,
              onClick: (rows) => setStatus(rows, true),
            },
            {
              label: 'Deactivate',
              color: 'red.9',
              icon: <IconUserOff size={16} aria-hidden />,
              onClick: (rows) => setStatus(rows, false),
            },
          ],
        }}
        actions={
          <Button component={Link} to="/users/create" leftSection={<IconPlus size={16} aria-hidden />}>
            Create user
          </Button>
        }
      />
    </>
  );
}
