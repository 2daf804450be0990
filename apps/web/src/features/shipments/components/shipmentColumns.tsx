import { type ShipmentListColumn, type ShipmentListItem, shipmentList } from '@freightdesk/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { columnsFrom } from '../../../components/DataGrid';
import { formatDate } from '../../../lib/dates';
import { ShipmentStatusBadge } from './ShipmentStatusBadge';

interface ShipmentColumnOptions {
  /** Project numbers link to the project hub (the user holds Project:View). */
  linkProjects: boolean;
  /** The project column is left out (the list sits on the project's own hub). */
  withoutProject?: boolean;
}

/**
 * The shipments grid's columns, from the list declaration. The number links to the shipment, so
 * the keyboard opens every row; on a phone the carrier and the ship date are read under it.
 */
export function shipmentColumns({ linkProjects, withoutProject = false }: ShipmentColumnOptions) {
  return columnsFrom<ShipmentListItem, ShipmentListColumn>(shipmentList, {
    number: {
      render: (s) => (
        <>
          <Anchor component={Link} to={`/shipments/${s.id}`} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {s.number}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {s.carrierName}
            {s.carrierName && s.shipDate && ' · '}
            {s.shipDate && <span style={{ whiteSpace: 'nowrap' }}>Shipped {formatDate(s.shipDate)}</span>}
          </Text>
        </>
      ),
    },
    projectNumber: withoutProject
      ? { visible: false, filter: false }
      : {
          visibleFrom: 'sm',
          render: (s) =>
            linkProjects ? (
              <Anchor component={Link} to={`/projects/${s.projectId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {s.projectNumber}
              </Anchor>
            ) : (
              s.projectNumber
            ),
        },
    // The project's own filter is by id: the search box finds a project by its number instead.
    projectId: { filter: false },
    carrierName: { visibleFrom: 'sm' },
    method: { visibleFrom: 'xl', width: 110 },
    status: { render: (s) => <ShipmentStatusBadge status={s.status} /> },
    trackingNumber: { visibleFrom: 'xl' },
    shipDate: { visibleFrom: 'md', width: 120 },
    expectedDate: { visibleFrom: 'lg', width: 120 },
    deliveredDate: { visibleFrom: 'md', width: 120 },
    itemCount: { visibleFrom: 'xl', width: 80 },
    totalWeight: { visibleFrom: 'xs', width: 120 },
    modifiedAt: { visibleFrom: 'xl', width: 120 },
  });
}
