import { purchaseOrderList } from '@freightdesk/contracts';
import { IconShoppingCart } from '@tabler/icons-react';
import { useMemo } from 'react';
import { searchBodyOf, useGridState } from '../../../components/DataGrid';
import { RelatedGrid } from '../../../components/RelatedGrid';
import { usePoColumns, useProjectPurchaseOrders } from '../api';
import { purchaseOrdersFeature } from '../feature';
import { poColumns } from './poColumns';

/** The line the hub shows for this tab while the project has none: its one wording. */
const projectTabLine = purchaseOrdersFeature.projectTab.description;

/**
 * A project's purchase orders (the project hub's POs tab): server-paged, sorted and searched with
 * its state in the URL (under `po.`), and a new PO for this project one click away.
 */
export function ProjectPurchaseOrders({ projectId }: { projectId: number }) {
  const grid = useGridState({ list: purchaseOrderList, prefix: 'po' });
  const query = useProjectPurchaseOrders({ ...searchBodyOf(grid.request), projectId });
  const info = usePoColumns();
  const columns = useMemo(() => poColumns({ linkProjects: false, withoutProject: true }), []);
  return (
    <RelatedGrid
      state={grid}
      query={query}
      columns={columns}
      columnInfo={info.data}
      noun="purchase orders"
      label="Purchase orders of this project"
      search={{ label: 'Search purchase orders', placeholder: 'PO or vendor' }}
      opens={(po) => `/purchase-orders/${po.id}`}
      empty={{
        title: 'No purchase orders yet',
        description: projectTabLine,
        icon: <IconShoppingCart size={22} aria-hidden />,
      }}
      create={{
        access: 'PO:Create',
        to: `/purchase-orders/create?projectId=${projectId}`,
        label: 'New purchase order',
      }}
    />
  );
}
