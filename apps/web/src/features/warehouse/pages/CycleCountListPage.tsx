import { allows, type CycleCountListColumn, type CycleCountListItem, cycleCountList } from '@freightdesk/contracts';
import { Anchor, Button } from '@mantine/core';
import { IconListCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { columnsFrom, DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { MissingRight } from '../../../components/MissingRight';
import { PageHeader } from '../../../components/PageHeader';
import { useCycleCountColumns, useCycleCountSearch } from '../api';
import { CycleCountStatusBadge } from '../components/CycleCountStatusBadge';
import { StartCountDialog } from '../components/StartCountDialog';

const columns = columnsFrom<CycleCountListItem, CycleCountListColumn>(cycleCountList, {
  number: {
    render: (c) => (
      <Anchor component={Link} to={`/cycle-counts/${c.id}`} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {c.number}
      </Anchor>
    ),
  },
  location: { render: (c) => c.location || 'Chosen items' },
  status: { render: (c) => <CycleCountStatusBadge status={c.status} /> },
  lines: { width: 80 },
  // A blind count keeps its differences to itself until it is submitted.
  differences: { visibleFrom: 'sm', width: 110, render: (c) => (c.differences === null ? 'Blind' : c.differences) },
  createdBy: { visibleFrom: 'md' },
  modifiedAt: { visibleFrom: 'lg', width: 120 },
});

/** /cycle-counts: every count, newest first; a new one starts by scanning a location. */
export default function CycleCountListPage() {
  const navigate = useNavigate();
  const { scope, staff } = useAuth();
  const grid = useGridState({ list: cycleCountList });
  const query = useCycleCountSearch(searchBodyOf(grid.request));
  const info = useCycleCountColumns();
  // Counting is the warehouse's: a client user never counts, whatever they hold.
  const canStart = staff && allows(scope, 'Inventory:Create');
  const [starting, setStarting] = useState(false);
  return (
    <>
      <PageHeader title="Cycle counts" />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="cycle counts"
        search={{ label: 'Search cycle counts', placeholder: 'Count or location' }}
        onRowClick={(c) => navigate(`/cycle-counts/${c.id}`)}
        empty={{
          title: 'No cycle counts yet',
          description: canStart
            ? 'Count a location: scan its label and count what is there.'
            : staff
              ? 'Counts will be listed here. You need Inventory:Create to start one.'
              : 'Counts will be listed here.',
          icon: <IconListCheck size={22} aria-hidden />,
        }}
        actions={
          canStart ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setStarting(true)}>
              Start a count
            </Button>
          ) : (
            staff && <MissingRight permission="Inventory:Create" to="start a count" />
          )
        }
      />
      <StartCountDialog opened={starting} onClose={() => setStarting(false)} />
    </>
  );
}
