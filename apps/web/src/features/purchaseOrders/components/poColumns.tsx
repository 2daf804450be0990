import { type PurchaseOrderListColumn, type PurchaseOrderListItem, purchaseOrderList } from '@freightdesk/contracts';
import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { columnsFrom } from '../../../components/DataGrid';
import { PoStatusBadge } from './PoStatusBadge';

interface PoColumnOptions {
  /** Project numbers link to the project hub (the user holds Project:View). */
  linkProjects: boolean;
  /** The project column is left out (the list sits on the project's own hub). */
  withoutProject?: boolean;
}

/**
 * The purchase orders grid's columns, from the list declaration. The number links to the PO, so
 * the keyboard opens every row; on a phone the vendor is read under the number.
 */
export function poColumns({ linkProjects, withoutProject = false }: PoColumnOptions) {
  return columnsFrom<PurchaseOrderListItem, PurchaseOrderListColumn>(purchaseOrderList, {
    number: {
      render: (po) => (
        <>
          <Anchor component={Link} to={`/purchase-orders/${po.id}`} size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
            {po.number}
          </Anchor>
          <Text size="xs" c="dimmed" hiddenFrom="sm">
            {po.vendorName}
          </Text>
        </>
      ),
    },
    projectNumber: withoutProject
      ? { visible: false, filter: false }
      : {
          visibleFrom: 'sm',
          render: (po) =>
            linkProjects ? (
              <Anchor component={Link} to={`/projects/${po.projectId}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
                {po.projectNumber}
              </Anchor>
            ) : (
              po.projectNumber
            ),
        },
    // The project's own filter is by id: the search box finds a project by its number instead.
    projectId: { filter: false },
    vendorName: { visibleFrom: 'sm' },
    status: { render: (po) => <PoStatusBadge status={po.status} /> },
    orderDate: { visibleFrom: 'md', width: 120 },
    followUpDate: { visibleFrom: 'sm', width: 120 },
    itemCount: { visibleFrom: 'md', width: 90 },
    totalCost: { visibleFrom: 'xs', width: 120 },
    modifiedAt: { visibleFrom: 'xl', width: 120 },
  });
}
