import { allows, type Location, type LocationListColumn, locationList } from '@freightdesk/contracts';
import { Anchor, Badge, Button } from '@mantine/core';
import { IconMapPin, IconPlus, IconPrinter } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { errorText } from '../../../api/client';
import { useAuth } from '../../../auth/AuthContext';
import { columnsFrom, DataGrid, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { notify } from '../../../components/notify';
import { PageHeader } from '../../../components/PageHeader';
import { downloadLocationLabels, useLocationColumns, useLocationSearch } from '../api';
import { LocationDialog } from '../components/LocationDialog';

/** Opens a printed PDF in a new tab (the browser's viewer prints it), or saves it where a tab is refused. */
function openPdf(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const tab = window.open(url, '_blank');
  if (!tab) {
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.click();
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function printLabels(rows: Location[]) {
  try {
    const { blob, filename } = await downloadLocationLabels(
      rows.map((l) => l.id),
      'page',
    );
    openPdf(blob, filename);
  } catch (err) {
    notify.error(`Could not print the labels: ${errorText(err)}`);
  }
}

/** /locations: the warehouse's locations, server-paged and searchable; select rows to print their labels. */
export default function LocationListPage() {
  const { scope } = useAuth();
  const grid = useGridState({ list: locationList });
  const query = useLocationSearch(searchBodyOf(grid.request));
  const info = useLocationColumns();
  const canCreate = allows(scope, 'Inventory:Create');
  const canEdit = allows(scope, 'Inventory:Update');
  const [editing, setEditing] = useState<{ location: Location | null } | null>(null);
  const columns = useMemo(
    () =>
      columnsFrom<Location, LocationListColumn>(locationList, {
        code: {
          render: (l) =>
            canEdit ? (
              <Anchor
                component="button"
                type="button"
                fw={700}
                size="sm"
                // Dark text with a line under it: it stays readable on a selected row's tint.
                c="var(--mantine-color-text)"
                underline="always"
                style={{ whiteSpace: 'nowrap', textAlign: 'left' }}
                onClick={(e) => {
                  e.stopPropagation();
                  setEditing({ location: l });
                }}
              >
                {l.code}
              </Anchor>
            ) : (
              <strong>{l.code}</strong>
            ),
        },
        zone: { visibleFrom: 'sm', width: 90 },
        aisle: { visibleFrom: 'sm', width: 90 },
        bay: { visibleFrom: 'sm', width: 90 },
        level: { visibleFrom: 'sm', width: 90 },
        description: { visibleFrom: 'md' },
        active: {
          width: 110,
          render: (l) => (
            // The dot variant keeps the text dark: Mantine's light green reads below 4.5:1.
            <Badge variant="dot" color={l.active ? 'green' : 'gray'} tt="none" fw={500}>
              {l.active ? 'Active' : 'Inactive'}
            </Badge>
          ),
        },
        modifiedAt: { visibleFrom: 'xl', width: 120 },
      }),
    [canEdit],
  );
  return (
    <>
      <PageHeader title="Locations" />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="locations"
        search={{ label: 'Search locations', placeholder: 'Code or description' }}
        onRowClick={canEdit ? (l) => setEditing({ location: l }) : undefined}
        selection={{
          rowLabel: (l) => `Select ${l.code}`,
          allLabel: 'Select all locations on this page',
          actions: [
            {
              label: 'Print labels',
              icon: <IconPrinter size={16} aria-hidden />,
              onClick: (rows) => printLabels(rows),
            },
          ],
        }}
        empty={{
          title: 'No locations yet',
          description: canCreate
            ? 'Add the warehouse’s zones, aisles, bays and levels, then print their labels.'
            : 'The warehouse’s locations will be listed here.',
          icon: <IconMapPin size={22} aria-hidden />,
        }}
        actions={
          canCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ location: null })}>
              New location
            </Button>
          )
        }
      />
      <LocationDialog opened={editing !== null} location={editing?.location ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
