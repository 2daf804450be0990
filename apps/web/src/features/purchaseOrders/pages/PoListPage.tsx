import { allows, purchaseOrderList } from '@freightdesk/contracts';
import { Button } from '@mantine/core';
import { IconClipboardList, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '../../../auth/AuthContext';
import { DataGrid, exportBodyOf, searchBodyOf, useGridState } from '../../../components/DataGrid';
import { PageHeader } from '../../../components/PageHeader';
import { exportPurchaseOrders, usePoColumns, usePurchaseOrderSearch } from '../api';
import { poColumns } from '../components/poColumns';

/** /purchase-orders: every PO of the user's projects, server-paged, sortable, searchable and filterable. */
export default function PoListPage() {
  const navigate = useNavigate();
  const { scope } = useAuth();
  const grid = useGridState({ list: purchaseOrderList });
  const query = usePurchaseOrderSearch(searchBodyOf(grid.request));
  const info = usePoColumns();
  const linkProjects = allows(scope, 'Project:View');
  const columns = useMemo(() => poColumns({ linkProjects }), [linkProjects]);
  const canCreate = allows(scope, 'PO:Create');

  return (
    <>
      <PageHeader title="Purchase Orders" />
      <DataGrid
        state={grid}
        query={query}
        columns={columns}
        columnInfo={info.data}
        noun="purchase orders"
        search={{ label: 'Search purchase orders', placeholder: 'PO, project or vendor' }}
        onRowClick={(po) => navigate(`/purchase-orders/${po.id}`)}
        onExport={(format, onProgress) => exportPurchaseOrders(exportBodyOf(grid.request), format, onProgress)}
        empty={{
          title: 'No purchase orders yet',
          description: canCreate
            ? 'Create a purchase order for a project to track what its vendors ship.'
            : 'Purchase orders of your projects will be listed here.',
          icon: <IconClipboardList size={22} aria-hidden />,
        }}
        actions={
          canCreate && (
            <Button component={Link} to="/purchase-orders/create" leftSection={<IconPlus size={16} aria-hidden />}>
              New purchase order
            </Button>
          )
        }
      />
    </>
  );
}
