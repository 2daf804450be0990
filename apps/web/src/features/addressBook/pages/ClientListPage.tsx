import { allows, type ClientListColumn, type ClientListItem, clientList } from '@freightdesk/contracts';
import { Anchor, Button, ScrollArea, SegmentedControl } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { columnsFrom, DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { PHONE_QUERY, useMedia } from '../../../lib/media';
import { exportClients, useClientColumns, useClientSearch } from '../api';
import { clientTypeTabs, tabOf } from '../clientTypes';
import { ClientTypeBadge } from '../components/ClientTypeBadge';

const columns = columnsFrom<ClientListItem, ClientListColumn>(clientList, {
  // The link makes every row reachable by keyboard; the row click is the mouse's shortcut.
  name: {
    render: (c) => (
      <Anchor component={Link} to={`/address-books/${c.id}`} size="sm" fw={600}>
        {c.name}
      </Anchor>
    ),
  },
  // The type switch above the grid filters by type; the badge says which in "All".
  typeName: { filter: false, width: 130, render: (c) => <ClientTypeBadge typeId={c.typeId} name={c.typeName} /> },
  typeId: { filter: false },
  city: { visibleFrom: 'sm' },
  state: { visibleFrom: 'sm', width: 150 },
  modifiedAt: { visibleFrom: 'md', width: 120 },
});

/** /address-books: customers, vendors, properties and carriers, one type at a time or all (docs/requirements.md section 3). */
export default function ClientListPage() {
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: clientList });
  const query = useClientSearch(searchBodyOf(grid.request));
  const info = useClientColumns();
  const typeId = grid.request.filters.typeId;
  const tab = tabOf(typeof typeId === 'string' ? typeId : undefined);
  // On a phone the five types share the width in a smaller size, so none hides off screen.
  const phone = useMedia(PHONE_QUERY);

  return (
    <>
      <PageHeader title="Address Book" />
      <ScrollArea type="auto" offsetScrollbars="x" mb="sm">
        <SegmentedControl
          fullWidth={phone}
          size={phone ? 'xs' : 'sm'}
          aria-label="Client type"
          value={tab.value}
          data={clientTypeTabs.map((t) => ({ value: t.value, label: t.label }))}
          onChange={(value) => grid.setFilter('typeId', value === 'all' ? undefined : value)}
        />
      </ScrollArea>
      <DataGrid
        state={grid}
        query={query}
        columns={tab.value === 'all' ? columns : columns.filter((c) => c.key !== 'typeName')}
        columnInfo={info.data}
        noun={tab.value === 'all' ? 'clients' : tab.label.toLowerCase()}
        label="Clients"
        onRowClick={(c) => navigate(`/address-books/${c.id}`)}
        onExport={(format, onProgress) => exportClients(exportBodyOf(grid.request), format, onProgress)}
        actions={
          allows(scope, 'AddressBook:Create') && (
            <Button
              component={Link}
              to={`/address-books/create${tab.value === 'all' ? '' : `?type=${tab.value}`}`}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {`Create ${tab.singular}`}
            </Button>
          )
        }
      />
    </>
  );
}
